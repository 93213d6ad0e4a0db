import { ContactValue } from '@/components/common/ContactValue'
import { Link } from '@/components/common/Link'
import { telHref } from '@/lib/contact/telHref'
import type { SiteLayout } from '@/lib/page/getSiteLayout'
import { useTranslation } from '@/lib/i18n/useTranslation'
import { css } from '@/styled-system/css'
import { footerColumnHeading, footerLink } from './footerStyles'

const styles = {
  siteName: css({ fontWeight: 'semibold', color: 'white' }),
  address: css({ mt: '2', maxW: 'prose' }),
  contacts: css({
    mt: '3',
    display: 'grid',
    gridTemplateColumns: 'auto 1fr',
    columnGap: '3',
    rowGap: '1',
  }),
}

/** The footer's first column: the company's name, address, phone and e-mail. */
export function FooterContact({ settings }: { settings: SiteLayout['settings'] }) {
  const { t } = useTranslation('common')
  return (
    <>
      <h2 className={footerColumnHeading}>{t('footer.contactHeading')}</h2>
      <p className={styles.siteName}>{settings.siteName}</p>
      <p className={styles.address}>{settings.address}</p>
      <dl className={styles.contacts}>
        <dt>{t('footer.phone')}</dt>
        <dd>
          <Link href={telHref(settings.phone)} className={footerLink}>
            <ContactValue kind="phone" value={settings.phone} />
          </Link>
        </dd>
        <dt>{t('footer.email')}</dt>
        <dd>
          <Link href={`mailto:${settings.email}`} className={footerLink}>
            <ContactValue kind="email" value={settings.email} />
          </Link>
        </dd>
      </dl>
    </>
  )
}
