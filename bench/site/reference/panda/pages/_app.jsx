// Build-time styles only, as the site's public pages: the generated stylesheet, no provider.
import '../styles.css'

export default function PandaReferenceApp({ Component, pageProps }) {
  return <Component {...pageProps} />
}
