import { Link } from '@/components/common/Link'
import { css, cx } from '@/styled-system/css'
import { actionLink, balancedGrid, heading, panel } from '@/styled-system/recipes'
import { ArrowRightIcon } from '@/components/common/icons'
import { PageSection } from '@/components/common/PageSection'
import type { MenuSections } from '@/lib/page/getSiteLayout'
import { KeepWhole } from '@/components/common/KeepWhole'

const styles = {
  // Two to a row from `md`, three from `xl`, never one lonely card on the last row.
  grid: cx(balancedGrid({ columns: 'threeFromXl' }), css({ gap: '5' })),
  // A tinted card with the brand's rule along its top; its link sits at the foot.
  card: cx(
    panel(),
    css({
      display: 'flex',
      flexDirection: 'column',
      p: '6',
      borderTopWidth: '4px',
      borderTopColor: 'brand.solid',
    }),
  ),
  topic: heading({ size: 'md' }),
  desc: css({ mt: '2', color: 'fg.muted' }),
  link: cx(actionLink(), css({ mt: 'auto', pt: '4' })),
}

/** One card per menu section: its topic, description and the section's button. */
export function SectionGrid({ sections }: { sections: MenuSections }) {
  return (
    <PageSection id="home-sections-title" text="home:sections">
      <ul className={styles.grid}>
        {sections.map((section) => (
          <li key={section._id} className={styles.card}>
            <h3 className={styles.topic}>
              {section.topic && <KeepWhole>{section.topic}</KeepWhole>}
            </h3>
            <p className={styles.desc}>{section.desc && <KeepWhole>{section.desc}</KeepWhole>}</p>
            <Link href={section.path} className={styles.link}>
              {section.buttonName}
              <ArrowRightIcon />
            </Link>
          </li>
        ))}
      </ul>
    </PageSection>
  )
}
