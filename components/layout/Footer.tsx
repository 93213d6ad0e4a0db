import { ContactValue } from '@/components/common/ContactValue'
import { Link } from '@/components/common/Link'
import { StaticHtml } from '@/components/common/StaticHtml'
import { useTranslation } from '@/lib/i18n/useTranslation'
import type { ReactNode } from 'react'
import { css, cx } from '@/styled-system/css'
import { container } from '@/styled-system/patterns'
import { heading } from '@/styled-system/recipes'
import type { SiteLayout } from '@/lib/page/getSiteLayout'
import { CopyLinkButton } from './CopyLinkButton'
import { path } from '@/lib/routes'

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
  }),
  bottom: css({ borderTopWidth: '1px', borderColor: 'gray.700' }),
  copyright: container({ py: '5', fontSize: 'sm', color: 'gray.300' }),
}

const LEGAL_LINKS = [
  { href: path('privacyNotice'), label: 'footer.privacy' },
  { href: path('cookies'), label: 'footer.cookies' },
  // The cookie policy tells visitors to change their choice here.
  { href: `${path('cookies')}#cookie-settings`, label: 'footer.cookieSettings' },
  { href: path('credits'), label: 'footer.credits' },
  { href: path('contact'), label: 'footer.contact' },
] as const

export function Footer({ layout }: { layout: SiteLayout }) {
  const { t } = useTranslation('common')
  const { settings, sections, year } = layout
  return (
    <footer className={styles.footer} data-site-chrome>
      <div className={styles.columns}>
        <StaticHtml>
          <h2 className={styles.columnHeading}>{t('footer.contactHeading')}</h2>
          <p className={styles.siteName}>{settings.siteName}</p>
          <p className={styles.address}>{settings.address}</p>
          <dl className={styles.contacts}>
            <dt>{t('footer.phone')}</dt>
            <dd>
              <Link href={`tel:${settings.phone.replace(/[^+0-9]/g, '')}`} className={styles.link}>
                <ContactValue kind="phone" value={settings.phone} />
              </Link>
            </dd>
            <dt>{t('footer.email')}</dt>
            <dd>
              <Link href={`mailto:${settings.email}`} className={styles.link}>
                <ContactValue kind="email" value={settings.email} />
              </Link>
            </dd>
          </dl>
        </StaticHtml>
        <FooterNav
          id="footer-sections"
          title={t('footer.sectionsHeading')}
          links={sections.map((section) => ({
            key: section._id,
            href: section.path,
            label: section.topic,
          }))}
        />
        <FooterNav
          id="footer-legal"
          title={t('footer.legalHeading')}
          links={LEGAL_LINKS.map(({ href, label }) => ({ key: href, href, label: t(label) }))}
        >
          <CopyLinkButton />
        </FooterNav>
      </div>
      <StaticHtml className={styles.bottom}>
        <div className={styles.copyright}>
          {t('footer.copyright', { year, siteName: settings.siteName })}
        </div>
      </StaticHtml>
    </footer>
  )
}

interface FooterNavProps {
  /** The heading's id, which names the navigation. */
  id: string
  title: string
  links: { key: string; href: string; label: ReactNode }[]
  /** After the links. */
  children?: ReactNode
}

/** A column of links under its heading. */
function FooterNav({ id, title, links, children }: FooterNavProps) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className={styles.columnHeading}>
        {title}
      </h2>
      <StaticHtml as="ul" className={styles.links}>
        {links.map(({ key, href, label }) => (
          <li key={key}>
            <Link href={href} className={styles.link}>
              {label}
            </Link>
          </li>
        ))}
      </StaticHtml>
      {children}
    </nav>
  )
}
