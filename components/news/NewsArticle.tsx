import { Box, Text, chakra } from '@chakra-ui/react'
import { useTranslation } from 'next-i18next/pages'
import { SiteImage } from '@/components/common/SiteImage'
import { RichText } from '@/components/content/RichText'
import { useCurrentPath } from '@/components/navigation/useCurrentPath'
import type { NewsItem } from '@/lib/content/news'
import { formatDate } from '@/lib/i18n/format'
import { NewsCategoryBadge } from './NewsCategoryBadge'
import { NewsGallery } from './NewsGallery'

/** The article itself: category, date and source, its picture, the text and the gallery. */
export function NewsArticle({ article }: { article: NewsItem }) {
  const { t } = useTranslation('news')
  const { lang } = useCurrentPath()
  return (
    <Box as="article" minW="0" maxW="3xl">
      <Box
        display="flex"
        flexWrap="wrap"
        alignItems="center"
        columnGap="3"
        rowGap="2"
        fontSize="sm"
        color="fg.muted"
      >
        <NewsCategoryBadge category={article.category} />
        <chakra.time dateTime={article.publishedAt} fontWeight="medium" color="fg">
          {formatDate(article.publishedAt, lang)}
        </chakra.time>
        {article.source && (
          <Text>
            {t('article.source')}: {article.source}
          </Text>
        )}
      </Box>
      {article.thumbnail && (
        <Box as="figure" mt="6">
          <SiteImage
            image={article.thumbnail}
            sizes="(min-width: 1024px) 768px, 100vw"
            priority
            style={{
              width: '100%',
              height: 'auto',
              display: 'block',
              aspectRatio: '460 / 300',
              borderRadius: '0.75rem',
            }}
          />
        </Box>
      )}
      <Box mt="8">
        <RichText value={article.body} />
      </Box>
      {/* Keyed: another article (a related-news link) starts at its own first photo. */}
      <NewsGallery key={article._id} images={article.gallery} />
    </Box>
  )
}
