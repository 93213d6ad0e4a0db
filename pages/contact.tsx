import { useTranslation } from '@/lib/i18n/useTranslation'
import { container } from '@/styled-system/patterns'
import { splitLayout } from '@/styled-system/recipes'
import { EnquirySection } from '@/components/contact/EnquirySection'
import { OfficeCard } from '@/components/contact/OfficeCard'
import { OfficeList } from '@/components/contact/OfficeList'
import { InnerPage } from '@/components/layout/InnerPage'
import { QueryProvider } from '@/components/query/QueryProvider'
import { getContactPage, type ContactPage } from '@/lib/contact/contact'
import { staticPageProps, type PublicPageProps } from '@/lib/page/publicPage'

const styles = {
  page: container(),
  // The head office beside the form from 1024 px, one above the other below.
  main: splitLayout({ layout: 'contact' }),
}

type Props = PublicPageProps<ContactPage>

export const getStaticProps = staticPageProps(['contact'], getContactPage)

export default function ContactRoute({ layout, title, intro, offices }: Props) {
  const { t } = useTranslation('contact')
  // The loader puts the head office first.
  const [headOffice, ...otherOffices] = offices
  return (
    <InnerPage layout={layout} title={title ?? t('page.title')} intro={intro}>
      <div className={styles.page}>
        <div className={styles.main}>
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
        </div>
        <OfficeList offices={otherOffices} />
      </div>
    </InnerPage>
  )
}
