import { Link } from '@/components/common/Link'
import { MenuLabel } from './MenuLabel'
import { useTranslation } from '@/lib/i18n/useTranslation'
import { css } from '@/styled-system/css'
import { container } from '@/styled-system/patterns'
import { heading } from '@/styled-system/recipes'
import { ArrowRightIcon } from '@/components/common/icons'
import type { MenuSections } from '@/lib/page/getSiteLayout'

// Composed with css(), not cx(): atomic classes for the same property from two css() calls
// would win by their order in the stylesheet, not by the order they are given in.
const link = css.raw({
  borderRadius: 'sm',
  _hover: { color: 'brand.fg', textDecoration: 'underline' },
})

const styles = {
  panel: css({
    position: 'absolute',
    insetX: '0',
    top: '[100%]',
    bg: 'bg',
    borderTopWidth: '1px',
    borderBottomWidth: '1px',
    borderColor: 'border',
    boxShadow: 'md',
  }),
  columns: container({ display: 'grid', gridTemplateColumns: '1fr 2fr', gap: '10', py: '8' }),
  topic: heading({ size: 'lg' }),
  desc: css({ mt: '3', color: 'fg.muted' }),
  sectionLink: css(link, {
    mt: '5',
    display: 'inline-flex',
    alignItems: 'center',
    gap: '2',
    px: '4',
    h: '10',
    bg: 'brand.solid',
    color: 'white',
    fontWeight: 'semibold',
    borderRadius: 'md',
    _hover: { bg: 'brand.solidHover', color: 'white', textDecoration: 'none' },
  }),
  // Two columns filled top to bottom, each entry whole: an entry with inner topics (Leadership)
  // is taller than the rest, and a grid's rows would leave a hole beside it.
  entries: css({ columnCount: 2, columnGap: '10' }),
  entry: css({ breakInside: 'avoid', pb: '5' }),
  entryLink: css(link, { fontWeight: 'semibold' }),
  innerTopics: css({ mt: '2', ps: '3', borderStartWidth: '2px', borderColor: 'border' }),
  innerTopic: css({ mt: '1.5' }),
  innerLink: css(link, { color: 'fg.muted', fontSize: 'sm' }),
}

/** A menu section's panel: topic, description, button, sub-menu entries and inner topics. */
export function MegaMenuPanel({ id, section }: { id: string; section: MenuSections[number] }) {
  const { t } = useTranslation('common')
  return (
    <div id={id} className={styles.panel}>
      <div className={styles.columns}>
        <div>
          <p className={styles.topic}>
            <MenuLabel>{section.topic}</MenuLabel>
          </p>
          <p className={styles.desc}>
            <MenuLabel>{section.desc}</MenuLabel>
          </p>
          <Link href={section.path} className={styles.sectionLink}>
            <MenuLabel>{section.buttonName}</MenuLabel>
            <ArrowRightIcon />
          </Link>
        </div>
        <ul
          aria-label={t('megaMenu.sectionLinks', { name: section.topic })}
          className={styles.entries}
        >
          {section.subMenuList.map((entry) => (
            <li key={entry._key} className={styles.entry}>
              <Link href={entry.path} className={styles.entryLink}>
                <MenuLabel>{entry.mainTopic}</MenuLabel>
              </Link>
              {entry.innerTopic && entry.innerTopic.length > 0 && (
                <ul className={styles.innerTopics}>
                  {entry.innerTopic.map((inner) => (
                    <li key={inner._key} className={styles.innerTopic}>
                      <Link href={inner.path} className={styles.innerLink}>
                        <MenuLabel>{inner.topic}</MenuLabel>
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      </div>
    </div>
  )
}
