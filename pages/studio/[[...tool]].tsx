import dynamic from 'next/dynamic'
import Head from 'next/head'
import config from '@/cms/sanity.config'

// The Studio is a browser app with its own styles and ~6.7 MB of code: rendered in the browser
// only, and only on this route.
const NextStudio = dynamic(() => import('next-sanity/studio').then((mod) => mod.NextStudio), {
  ssr: false,
})

export default function StudioRoute() {
  return (
    <>
      <Head>
        <meta name="robots" content="noindex" />
      </Head>
      <NextStudio config={config} />
    </>
  )
}
