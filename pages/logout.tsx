import { Box } from '@chakra-ui/react'
import Head from 'next/head'
import { SignOutPanel } from '@/components/auth/SignOutPanel'
import { PageTitle } from '@/components/layout/PageTitle'
import { MAIN_CONTENT_ID } from '@/components/layout/SkipLink'
import { logoutPageProps, type LogoutPageProps } from '@/lib/auth/logoutPage'

export const getServerSideProps = logoutPageProps

// Not in the site shell: this page leaves for the identity provider at once, and the shell's
// links would have Next prefetch their pages' scripts on the way out, requests Chromium then
// judges (and refuses) under the provider's own Content-Security-Policy.
export default function LogoutRoute({ layout, providerSignOutUrl }: LogoutPageProps) {
  return (
    <>
      <PageTitle sections={layout.sections} />
      <Head>
        <meta name="robots" content="noindex, nofollow" />
      </Head>
      <Box as="main" id={MAIN_CONTENT_ID} px="4">
        <SignOutPanel providerSignOutUrl={providerSignOutUrl} />
      </Box>
    </>
  )
}
