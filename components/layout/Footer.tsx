import { Link } from '@/components/common/Link'
import { StaticHtml } from '@/components/common/StaticHtml'
import { staticContent } from '@/components/common/staticContent'
import { useTranslation } from '@/lib/i18n/useTranslation'
import type { ReactNode } from 'react'
import { css } from '@/styled-system/css'
import { container } from '@/styled-system/patterns'
import type { SiteLayout } from '@/lib/page/getSiteLayout'
import { CopyLinkButton } from './CopyLinkButton'
import { footerColumnHeading, footerLink } from './footerStyles'
import { path } from '@/lib/routes'

const styles = {
  footer: css({ bg: 'bg.inverted', color: 'gray.200', mt: '16' }),
  columns: container({
    display: 'grid',
    gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)', lg: '2fr 1fr 1fr' },
    gap: '10',
    py: '12',
  }),
  links: css({ display: 'grid', gap: '2' }),
  bottom: css({ borderTopWidth: '1px', borderColor: 'gray.700' }),
  copyright: container({ py: '5', fontSize: 'sm', color: 'gray.300' }),
}

// The company's address, phone and e-mail never change while a page is shown: the browser keeps
// the server's HTML and downloads this code only after a client-side navigation (staticContent).
const FooterContact = staticContent(
  typeof window === 'undefined'
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- the server's copy
      (require('./FooterContact') as typeof import('./FooterContact')).FooterContact
    : null,
  () => import('./FooterContact').then((module) => module.FooterContact),
)

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
          <FooterContact settings={settings} />
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
      <h2 id={id} className={footerColumnHeading}>
        {title}
      </h2>
      <StaticHtml as="ul" className={styles.links}>
        {links.map(({ key, href, label }) => (
          <li key={key}>
            <Link href={href} className={footerLink}>
              {label}
            </Link>
          </li>
        ))}
      </StaticHtml>
      {children}
    </nav>
  )
}
