import type { EmotionCache } from '@emotion/cache'
import type { AppType } from 'next/app'
import Document, {
  Html,
  type DocumentContext,
  type DocumentInitialProps,
  type DocumentProps,
} from 'next/document'
import { SiteBody, SiteHead } from '@/components/document/SiteHead'
import { toLang } from '@/lib/i18n/lang'
import {
  createServerEmotionCache,
  emotionStyleElements,
  type EmotionStyleElement,
} from '@/lib/theme/emotionCache'
import { path } from '@/lib/routes'
import { pagePropsForHtml } from '@/lib/page/staticContentProps'
import { serverLineBreakDictionary } from '@/lib/typography/lineBreakStore'
import { keepUnitsInStaticHtml } from '@/lib/typography/staticHtmlUnits'

interface SiteDocumentProps {
  emotionStyles: EmotionStyleElement[]
}

/**
 * Sets `<html lang>` with the site's one language rule. Public pages are styled by the
 * build-time stylesheet and render no Emotion rules; the admin console (Chakra's runtime, see
 * components/admin/shell/AdminApp.tsx) has its rules written once in `<head>` instead of next
 * to each element. The cache reaches the console through `_app`'s ServerStyleCacheContext.
 */
export default class SiteDocument extends Document<DocumentProps & SiteDocumentProps> {
  static async getInitialProps(
    context: DocumentContext,
  ): Promise<DocumentInitialProps & SiteDocumentProps> {
    const cache = createServerEmotionCache()
    const renderPage = context.renderPage
    context.renderPage = () =>
      renderPage({
        enhanceApp: (App: AppType) =>
          function AppWithEmotionCache(props) {
            return (
              <App {...props} {...({ emotionCache: cache } as { emotionCache: EmotionCache })} />
            )
          },
      })
    const initialProps = await Document.getInitialProps(context)
    // Thai static content's units kept whole: table cells, cards, interface strings included.
    const dictionary = toLang(context.locale) === 'th' ? serverLineBreakDictionary() : null
    const html = dictionary
      ? keepUnitsInStaticHtml(initialProps.html, dictionary)
      : initialProps.html
    return { ...initialProps, html, emotionStyles: emotionStyleElements(cache, html) }
  }

  render() {
    // The data hydration reads, without what only static content reads (lib/page/staticContentProps):
    // a new object in its place, so the page's data file, written from the same props, keeps all.
    const data = this.props.__NEXT_DATA__
    data.props = { ...data.props, pageProps: pagePropsForHtml(data.props?.pageProps) }
    return (
      <Html lang={toLang(this.props.locale)}>
        <SiteHead>
          <meta name="theme-color" content="#b02a1e" />
          <link rel="icon" href={path('favicon')} type="image/svg+xml" />
          {this.props.emotionStyles.map(({ dataEmotion, css }) => (
            <style
              key={dataEmotion}
              data-emotion={dataEmotion}
              dangerouslySetInnerHTML={{ __html: css }}
            />
          ))}
        </SiteHead>
        <SiteBody />
      </Html>
    )
  }
}
