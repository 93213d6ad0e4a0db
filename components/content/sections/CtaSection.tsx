import { InLanguage, langAttribute } from '@/components/common/InLanguage'
import { useId } from 'react'
import { css, cx } from '@/styled-system/css'
import { container } from '@/styled-system/patterns'
import { heading, panel } from '@/styled-system/recipes'
import { ButtonLink } from '@/components/common/ButtonLink'
import type { PageSectionOf } from '@/lib/page/contentPage'

type CtaSectionData = PageSectionOf<'ctaSection'>

// A panel with larger corners.
const card = css.raw({
  display: 'flex',
  justifyContent: 'space-between',
  gap: '6',
  h: 'full',
  p: { base: '6', lg: '10' },
  borderRadius: 'xl',
})

const styles = {
  single: container({ py: { base: '4', lg: '6' } }),
  row: container({
    py: { base: '4', lg: '6' },
    display: 'grid',
    gridTemplateColumns: { base: '1fr', lg: 'repeat(2, minmax(0, 1fr))' },
    gap: { base: '4', lg: '6' },
  }),
  // Alone, the text and the button sit side by side from `lg`; in a row, stacked.
  wideCard: cx(
    panel(),
    css(card, {
      flexDirection: { base: 'column', lg: 'row' },
      alignItems: { base: 'flex-start', lg: 'center' },
    }),
  ),
  stackedCard: cx(
    panel(),
    css(card, {
      flexDirection: { base: 'column', lg: 'column' },
      alignItems: { base: 'flex-start', lg: 'flex-start' },
    }),
  ),
  text: css({ maxW: 'prose' }),
  title: heading({ size: 'lg' }),
  description: css({ mt: '2', color: 'fg.muted' }),
  action: css({ flexShrink: 0 }),
}

/** A call to action: where to go next on the site (a language-free path). */
export function CtaSection({ section }: { section: CtaSectionData }) {
  return (
    <div className={styles.single}>
      <CtaCard section={section} />
    </div>
  )
}

/** Calls to action that follow one another: side by side from `lg`, each its own card. */
export function CtaRow({ sections }: { sections: CtaSectionData[] }) {
  return (
    <div className={styles.row}>
      {sections.map((section) => (
        <CtaCard key={section._key} section={section} isStacked />
      ))}
    </div>
  )
}

function CtaCard({ section, isStacked = false }: { section: CtaSectionData; isStacked?: boolean }) {
  const headingId = useId()
  return (
    <section
      aria-labelledby={headingId}
      className={isStacked ? styles.stackedCard : styles.wideCard}
    >
      <div className={styles.text}>
        <h2 id={headingId} className={styles.title} lang={langAttribute(section.headingLang)}>
          {section.heading}
        </h2>
        {section.text && (
          <p className={styles.description} lang={langAttribute(section.textLang)}>
            {section.text}
          </p>
        )}
      </div>
      <ButtonLink href={section.path} className={styles.action}>
        <InLanguage lang={section.buttonLabelLang}>{section.buttonLabel}</InLanguage>
      </ButtonLink>
    </section>
  )
}
