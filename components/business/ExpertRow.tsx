import { langAttribute } from '@/components/common/InLanguage'
import { css, cx } from '@/styled-system/css'
import { balancedGrid } from '@/styled-system/recipes'
import { PageSection } from '@/components/common/PageSection'
import { FramedImage } from '@/components/common/SiteImage'
import type { BusinessExpert } from '@/lib/business/business'
import { WholeText } from '@/components/common/WholeText'

const styles = {
  // A line has one to three experts: a short row is centred, never left alone at the start.
  grid: cx(balancedGrid({ columns: 'twoThenThreeFromMd' }), css({ gap: { base: '6', lg: '8' } })),
  // Text first, as the board's cards: a rule in the brand's colour over the name; a real
  // photograph above it when an editor uploads one (docs/decisions.md).
  expert: css({ borderTopWidth: '3px', borderColor: 'brand.solid', pt: '4' }),
  photo: css({
    w: { base: '24', lg: '[8rem]' },
    mb: '3',
    borderRadius: 'full',
    overflow: 'hidden',
    borderWidth: '4px',
    borderColor: 'bg',
    shadow: 'sm',
  }),
  name: css({ fontWeight: 'semibold', lineHeight: 'short' }),
  position: css({ mt: '1', fontSize: 'sm', color: 'fg.muted', lineHeight: 'short' }),
}

/** The line's business experts: name and position (and a photograph, if there is one). */
export function ExpertRow({ experts }: { experts: BusinessExpert[] }) {
  if (experts.length === 0) return null
  return (
    <PageSection band="subtleRuled" id="business-experts-title" text="business:line.experts">
      <ul className={styles.grid}>
        {experts.map((expert) => (
          <li key={expert._id} className={styles.expert} data-testid="business-expert">
            <FramedImage
              className={styles.photo}
              image={expert.photo}
              sizes="(min-width: 1024px) 128px, 96px"
              block
            />
            <p className={styles.name} lang={langAttribute(expert.nameLang)}>
              <WholeText>{expert.name}</WholeText>
            </p>
            {expert.position && (
              <p className={styles.position} lang={langAttribute(expert.positionLang)}>
                {expert.position}
              </p>
            )}
          </li>
        ))}
      </ul>
    </PageSection>
  )
}
