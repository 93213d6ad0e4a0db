import type {
  GetStaticPaths,
  GetStaticProps,
  GetStaticPropsContext,
  GetStaticPropsResult,
} from 'next'
import { LANGS, isLang, type Lang } from '@/lib/i18n/lang'
import { pageTranslations } from '@/lib/i18n/pageTranslations'
import { getSiteLayout, type SiteLayout } from './getSiteLayout'
import type { LoadOptions } from '@/lib/content/loadOptions'
import { pageRevalidateSeconds } from '@/lib/content/revalidate'

export type PublicPageProps<T> = T & { layout: SiteLayout }

/**
 * `getStaticProps` of a public page: the shell's content, the page's own content from `load`
 * and its interface strings, re-rendered every `REVALIDATE_SECONDS` at the latest. `load`
 * returning null (an unknown slug) is a 404.
 */
export async function publicPageProps<T extends object>(
  context: GetStaticPropsContext,
  namespaces: readonly string[],
  load: (lang: Lang, options: LoadOptions) => Promise<T | null>,
): Promise<GetStaticPropsResult<PublicPageProps<T>>> {
  // The pseudo locale `default` is only ever redirected by the proxy: nothing to render.
  if (!isLang(context.locale)) return { notFound: true }
  const lang = context.locale
  const options: LoadOptions = { preview: context.preview }
  const [layout, content] = await Promise.all([getSiteLayout(lang, options), load(lang, options)])
  // Check again later: the document may be published after this 404 was cached. The timer ends
  // when the next document becomes public at the latest (pageRevalidateSeconds).
  const revalidate = await pageRevalidateSeconds()
  if (content === null) return { notFound: true, revalidate }
  return {
    props: {
      ...content,
      layout,
      ...(await pageTranslations(lang, namespaces, { preview: options.preview })),
    },
    revalidate,
  }
}

/** `getStaticProps` of a public page whose content `load` reads (`publicPageProps`). */
export function staticPageProps<T extends object>(
  namespaces: readonly string[],
  load: (lang: Lang, options: LoadOptions) => Promise<T | null>,
): GetStaticProps<PublicPageProps<T>> {
  return (context) => publicPageProps(context, namespaces, load)
}

/**
 * `getStaticProps` of a page per document (`/news/[slug]`): the document `load` finds by the
 * slug, as the prop `key`; an unknown slug is a 404.
 */
export function slugPageProps<K extends string, T>(
  namespaces: readonly string[],
  key: K,
  load: (slug: string, lang: Lang, options: LoadOptions) => Promise<T | null>,
): GetStaticProps<PublicPageProps<Record<K, T>>> {
  return (context) =>
    publicPageProps(context, namespaces, async (lang, options) => {
      const document = await load(String(context.params?.slug), lang, options)
      return document && ({ [key]: document } as Record<K, T>)
    })
}

/**
 * `getStaticPaths` of a page per document: the slugs `list` returns, in every language, built
 * with the site; a document published after the build is rendered on its first visit.
 */
export function slugPagePaths(list: () => Promise<readonly string[]>): GetStaticPaths {
  return async () => {
    const slugs = await list()
    return {
      paths: LANGS.flatMap((locale) => slugs.map((slug) => ({ params: { slug }, locale }))),
      fallback: 'blocking',
    }
  }
}

/**
 * `getStaticPaths` of a list's selection pages (`?category=…&page=…`, lib/routing/listAddress.ts):
 * none built with the site; each is rendered on its first visit and revalidated like its list.
 */
export const selectionPagePaths: GetStaticPaths = async () => ({ paths: [], fallback: 'blocking' })
