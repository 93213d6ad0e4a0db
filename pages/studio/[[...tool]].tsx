import dynamic from 'next/dynamic'
import Head from 'next/head'
import { StudioSetupGuide } from '@/components/studio/StudioSetupGuide'
import { studioPageProps, type StudioPageProps } from '@/lib/studio/studioPage'

// The Studio is a browser app with its own styles and ~6.7 MB of code: rendered in the browser
// only, on this route, and only with a project (without one it fails on its first request).
const EmbeddedStudio = dynamic(
  () => import('@/components/studio/EmbeddedStudio').then((mod) => mod.EmbeddedStudio),
  { ssr: false },
)

export const getServerSideProps = studioPageProps

export default function StudioRoute(props: StudioPageProps) {
  return (
    <>
      <Head>
        <meta name="robots" content="noindex" />
      </Head>
      {props.hasProject ? (
        <EmbeddedStudio />
      ) : (
        <StudioSetupGuide
          lang={props.lang}
          siteOrigin={props.siteOrigin}
          unknownLang={props.unknownLang}
        />
      )}
    </>
  )
}
