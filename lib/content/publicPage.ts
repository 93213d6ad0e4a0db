import type { GetStaticPropsContext, GetStaticPropsResult } from 'next'
import { isLang, type Lang } from '@/lib/i18n/lang'
import { pageTranslations } from '@/lib/i18n/pageTranslations'
import { getSiteLayout, type SiteLayout } from './getSiteLayout'
import type { LoadOptions } from './loadOptions'
import { revalidateSeconds } from './revalidate'

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
  // Check again later: the document may be published after this 404 was cached.
  if (content === null) return { notFound: true, revalidate: revalidateSeconds() }
  return {
    props: {
      ...content,
      layout,
      ...(await pageTranslations(lang, namespaces, { preview: options.preview })),
    },
    revalidate: revalidateSeconds(),
  }
}
