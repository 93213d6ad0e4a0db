import { useTranslation } from 'next-i18next/pages'
import { container } from '@/styled-system/patterns'
import { ButtonLink } from '@/components/common/ButtonLink'
import { ArrowRightIcon } from '@/components/common/icons'
import { SectionHeader } from '@/components/common/SectionHeader'
import { NewsGrid } from '@/components/news/NewsGrid'
import type { NewsCard } from '@/lib/content/news'

const styles = {
  section: container({ pb: { base: '12', lg: '16' } }),
}

/** The three newest articles, as the news list shows them, and the way to the rest. */
export function LatestNews({ items }: { items: NewsCard[] }) {
  const { t } = useTranslation('home')
  if (items.length === 0) return null
  return (
    <section aria-labelledby="home-news-title" className={styles.section}>
      <SectionHeader
        id="home-news-title"
        title={t('news.heading')}
        intro={t('news.intro')}
        action={
          <ButtonLink href="/corporate/news">
            {t('news.more')}
            <ArrowRightIcon />
          </ButtonLink>
        }
      />
      <NewsGrid items={items} headingLevel="h3" />
    </section>
  )
}
