import type { NewsItem } from './news'
import type { Lang } from '@/lib/i18n/lang'
import { newsArticleJsonLd, type JsonLd } from '@/lib/seo/jsonLd'
import { absoluteUrl } from '@/lib/seo/urls'
import { pagePath } from '@/lib/routes'

/** The language-free address of an article. */
export function newsItemPath(slug: string): string {
  return pagePath('news', slug)
}

/** The article's canonical address in one language: what share links point at. */
export function newsItemUrl(siteUrl: string, lang: Lang, slug: string): string {
  return absoluteUrl(siteUrl, lang, newsItemPath(slug))
}

/** The article as schema.org `NewsArticle`, with the editor's SEO description when there is one. */
export function newsItemJsonLd(
  article: NewsItem,
  siteUrl: string,
  lang: Lang,
  publisher: string,
): JsonLd {
  const images = [article.seo.image, article.thumbnail, ...article.gallery.map((g) => g.image)]
  return newsArticleJsonLd(siteUrl, lang, {
    headline: article.title,
    description: article.seo.description ?? article.excerpt,
    path: newsItemPath(article.slug),
    publishedAt: article.publishedAt,
    modifiedAt: article._updatedAt,
    images: images.flatMap((image) => (image ? [image.src] : [])),
    publisher,
  })
}
