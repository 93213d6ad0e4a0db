import { Link } from '@/components/common/Link'
import { useTranslation } from '@/lib/i18n/useTranslation'
import { css, cx } from '@/styled-system/css'
import { balancedGrid, heading, panel } from '@/styled-system/recipes'
import { ArrowRightIcon } from '@/components/common/icons'
import { INVESTOR_PAGES } from '@/lib/investors/pages'
import { HubSection } from '@/components/common/HubSection'

const styles = {
  // Two to a row from `md`, three from `xl`, never one lonely card on the last row.
  list: cx(balancedGrid({ columns: 'threeFromXl' }), css({ gap: '4' })),
  card: cx(
    panel({ tone: 'plain' }),
    css({
      display: 'flex',
      flexDirection: 'column',
      h: 'full',
      p: { base: '5', lg: '6' },
      transitionProperty: '[border-color, box-shadow]',
      transitionDuration: 'fast',
      _hover: { borderColor: 'brand.solid', boxShadow: 'md' },
    }),
  ),
  title: cx(heading({ size: 'md' }), css({ display: 'flex', alignItems: 'center', gap: '2' })),
  arrow: css({ color: 'brand.fg', display: 'inline-flex' }),
  text: css({ mt: '2', fontSize: 'sm', color: 'fg.muted' }),
}

/** A card for each page of the investor section. */
export function InvestorLinks() {
  const { t } = useTranslation('investors')
  return (
    <HubSection heading={t('overview.links.heading')} data-print-hide>
      <ul className={styles.list}>
        {INVESTOR_PAGES.map(({ key, path }) => (
          <li key={key}>
            <Link href={path} className={styles.card}>
              <h3 className={styles.title}>
                {t(`pages.${key}.title`)}
                <span className={styles.arrow}>
                  <ArrowRightIcon />
                </span>
              </h3>
              <p className={styles.text}>{t(`pages.${key}.linkText`)}</p>
            </Link>
          </li>
        ))}
      </ul>
    </HubSection>
  )
}
