import { useTranslation } from 'next-i18next/pages'
import { css } from '@/styled-system/css'
import { MoreLink, SectionHeader } from '@/components/common/SectionHeader'
import type { NewsCard } from '@/lib/content/news'
import { NEWS_LIST_PATH } from '@/lib/news/listing'
import { NewsGrid } from './NewsGrid'

const styles = {
  root: css({
    mt: { base: '12', lg: '16' },
    pt: { base: '8', lg: '10' },
    borderTopWidth: '1px',
    borderColor: 'border',
  }),
}

/** More news under the article: the same category first, and a way back to the whole list. */
export function RelatedNews({ items }: { items: readonly NewsCard[] }) {
  const { t } = useTranslation('news')
  if (items.length === 0) return null
  return (
    <section aria-labelledby="related-news-title" className={styles.root}>
      <SectionHeader
        kind="related"
        id="related-news-title"
        title={t('related.title')}
        size="lg"
        action={<MoreLink href={NEWS_LIST_PATH}>{t('related.all')}</MoreLink>}
      />
      <NewsGrid items={items} headingLevel="h3" />
    </section>
  )
}
