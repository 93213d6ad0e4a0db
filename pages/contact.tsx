import { Box, Container } from '@chakra-ui/react'
import type { GetStaticProps } from 'next'
import { useTranslation } from 'next-i18next/pages'
import { EnquirySection } from '@/components/contact/EnquirySection'
import { OfficeCard } from '@/components/contact/OfficeCard'
import { OfficeList } from '@/components/contact/OfficeList'
import { InnerPage } from '@/components/layout/InnerPage'
import { QueryProvider } from '@/components/query/QueryProvider'
import { getContactPage, type ContactPage } from '@/lib/content/contact'
import { publicPageProps, type PublicPageProps } from '@/lib/content/publicPage'

type Props = PublicPageProps<ContactPage>

export const getStaticProps: GetStaticProps<Props> = (context) =>
  publicPageProps(context, ['contact'], (lang, options) => getContactPage(lang, options))

export default function ContactRoute({ layout, title, intro, offices }: Props) {
  const { t } = useTranslation('contact')
  // The loader puts the head office first.
  const [headOffice, ...otherOffices] = offices
  return (
    <InnerPage layout={layout} title={title ?? t('page.title')} intro={intro}>
      <Container>
        <Box
          display="grid"
          gridTemplateColumns={{ base: 'minmax(0, 1fr)', lg: '5fr 7fr' }}
          gap={{ base: '10', lg: '12' }}
          alignItems="start"
        >
          {headOffice && (
            <OfficeCard
              office={headOffice}
              headingLevel="h2"
              mapSizes="(min-width: 1280px) 500px, (min-width: 1024px) 40vw, 100vw"
            />
          )}
          <QueryProvider>
            <EnquirySection organisation={layout.settings.siteName ?? ''} />
          </QueryProvider>
        </Box>
        <OfficeList offices={otherOffices} />
      </Container>
    </InnerPage>
  )
}
