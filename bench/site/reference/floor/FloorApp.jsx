import Head from 'next/head'

// A phone lays the page out at its own width, as the site's viewport tag asks; no margin around
// the page's one element, so a box as wide as the site's fits (an inline rule: no request).
export default function FloorApp({ Component, pageProps }) {
  return (
    <>
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <style>{'body { margin: 0 }'}</style>
      </Head>
      <Component {...pageProps} />
    </>
  )
}
