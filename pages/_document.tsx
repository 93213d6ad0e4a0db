import Document, { Head, Html, Main, NextScript, type DocumentProps } from 'next/document'
import { toLang } from '@/lib/i18n/lang'

/** Sets `<html lang>` in the server-rendered HTML with the site's one language rule. */
export default class SiteDocument extends Document<DocumentProps> {
  render() {
    return (
      <Html lang={toLang(this.props.locale)}>
        <Head>
          <meta name="theme-color" content="#b02a1e" />
          <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        </Head>
        <body>
          <Main />
          <NextScript />
        </body>
      </Html>
    )
  }
}
