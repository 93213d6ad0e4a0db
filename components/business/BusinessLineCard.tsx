import { langAttribute } from '@/components/common/InLanguage'
import { Link } from '@/components/common/Link'
import { useTranslation } from '@/lib/i18n/useTranslation'
import { css, cx } from '@/styled-system/css'
import { actionLink, heading, panel } from '@/styled-system/recipes'
import { ArrowRightIcon } from '@/components/common/icons'
import { SiteImage } from '@/components/common/SiteImage'
import type { BusinessLineSummary } from '@/lib/business/business'
import { CategoryChips } from './CategoryChips'
import { useProductCount } from './useProductCount'
import { pagePath } from '@/lib/routes'

const styles = {
  root: cx(
    panel({ tone: 'plain' }),
    css({
      display: 'flex',
      flexDirection: 'column',
      h: 'full',
      borderRadius: 'xl',
      overflow: 'hidden',
    }),
  ),
  body: css({ display: 'flex', flexDirection: 'column', flex: '1', p: { base: '5', lg: '8' } }),
  count: css({ fontSize: 'sm', fontWeight: 'semibold', color: 'brand.fg' }),
  name: cx(heading({ size: 'lg' }), css({ mt: '1' })),
  summary: css({ mt: '3', color: 'fg.muted', lineHeight: 'tall', maxW: 'prose' }),
  categories: css({ mt: '5' }),
  categoriesLabel: css({ fontSize: 'sm', fontWeight: 'semibold' }),
  // At the card's foot, however long the summary above it.
  exploreLink: cx(actionLink(), css({ alignSelf: 'flex-start', mt: 'auto', pt: '6' })),
}

/** One business line on the overview: cover, name, summary, product count and categories. */
export function BusinessLineCard({
  line,
  isFeatured = false,
}: {
  line: BusinessLineSummary
  /** Drawn across the whole row (the first line). */
  isFeatured?: boolean
}) {
  const { t } = useTranslation('business')
  const productCount = useProductCount()
  const categoriesId = `business-line-${line.slug}-categories`
  return (
    <article className={styles.root} data-testid="business-line-card">
      {line.cover && (
        <SiteImage
          image={line.cover}
          sizes={
            isFeatured
              ? '(min-width: 1280px) 1216px, 100vw'
              : '(min-width: 1280px) 600px, (min-width: 1024px) 50vw, 100vw'
          }
          priority={isFeatured}
          fluid="block"
        />
      )}
      <div className={styles.body}>
        <p className={styles.count}>{productCount(line.productCount)}</p>
        <h2 className={styles.name} lang={langAttribute(line.nameLang)}>
          {line.name}
        </h2>
        {line.summary && (
          <p className={styles.summary} lang={langAttribute(line.summaryLang)}>
            {line.summary}
          </p>
        )}
        {line.categories.length > 0 && (
          <div className={styles.categories}>
            <p id={categoriesId} className={styles.categoriesLabel}>
              {t('overview.categories')}
            </p>
            <CategoryChips categories={line.categories} labelledBy={categoriesId} />
          </div>
        )}
        <Link href={pagePath('businessLine', line.slug)} className={styles.exploreLink}>
          {t('overview.explore', { name: line.name })}
          <ArrowRightIcon />
        </Link>
      </div>
    </article>
  )
}
