import { Link } from '@/components/common/Link'
import { useTranslation } from 'next-i18next/pages'
import { css, cx } from '@/styled-system/css'
import { container } from '@/styled-system/patterns'
import { heading } from '@/styled-system/recipes'
import type { SiteLayout } from '@/lib/content/getSiteLayout'
import { CopyLinkButton } from './CopyLinkButton'

const styles = {
  footer: css({ bg: 'bg.inverted', color: 'gray.200', mt: '16' }),
  columns: container({
    display: 'grid',
    gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)', lg: '2fr 1fr 1fr' },
    gap: '10',
    py: '12',
  }),
  columnHeading: cx(
    heading(),
    css({ fontSize: 'sm', fontWeight: 'bold', letterSpacing: '0.04em', color: 'white', mb: '3' }),
  ),
  siteName: css({ fontWeight: 'semibold', color: 'white' }),
  address: css({ mt: '2', maxW: 'prose' }),
  contacts: css({
    mt: '3',
    display: 'grid',
    gridTemplateColumns: 'auto 1fr',
    columnGap: '3',
    rowGap: '1',
  }),
  links: css({ display: 'grid', gap: '2' }),
  link: css({
    color: 'gray.200',
    borderRadius: 'sm',
    _hover: { color: 'white', textDecoration: 'underline' },
    _focusVisible: { outlineColor: 'white' },
  }),
  bottom: css({ borderTopWidth: '1px', borderColor: 'gray.700' }),
  copyright: container({ py: '5', fontSize: 'sm', color: 'gray.300' }),
}

export function Footer({ layout }: { layout: SiteLayout }) {
  const { t } = useTranslation('common')
  const { settings, sections, year } = layout
  return (
    <footer className={styles.footer}>
      <div className={styles.columns}>
        <div>
          <h2 className={styles.columnHeading}>{t('footer.contactHeading')}</h2>
          <p className={styles.siteName}>{settings.siteName}</p>
          <p className={styles.address}>{settings.address}</p>
          <dl className={styles.contacts}>
            <dt>{t('footer.phone')}</dt>
            <dd>
              <Link href={`tel:${settings.phone.replace(/[^+0-9]/g, '')}`} className={styles.link}>
                {settings.phone}
              </Link>
            </dd>
            <dt>{t('footer.email')}</dt>
            <dd>
              <Link href={`mailto:${settings.email}`} className={styles.link}>
                {settings.email}
              </Link>
            </dd>
          </dl>
        </div>
        <nav aria-labelledby="footer-sections">
          <h2 id="footer-sections" className={styles.columnHeading}>
            {t('footer.sectionsHeading')}
          </h2>
          <ul className={styles.links}>
            {sections.map((section) => (
              <li key={section._id}>
                <Link href={section.path} className={styles.link}>
                  {section.topic}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-legal">
          <h2 id="footer-legal" className={styles.columnHeading}>
            {t('footer.legalHeading')}
          </h2>
          <ul className={styles.links}>
            <li>
              <Link href="/privacy-notice" className={styles.link}>
                {t('footer.privacy')}
              </Link>
            </li>
            <li>
              <Link href="/cookies" className={styles.link}>
                {t('footer.cookies')}
              </Link>
            </li>
            <li>
              {/* The cookie policy tells visitors to change their choice here. */}
              <Link href="/cookies#cookie-settings" className={styles.link}>
                {t('footer.cookieSettings')}
              </Link>
            </li>
            <li>
              <Link href="/contact" className={styles.link}>
                {t('footer.contact')}
              </Link>
            </li>
          </ul>
          <CopyLinkButton />
        </nav>
      </div>
      <div className={styles.bottom}>
        <div className={styles.copyright}>
          {t('footer.copyright', { year, siteName: settings.siteName })}
        </div>
      </div>
    </footer>
  )
}
