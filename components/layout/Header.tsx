import { Link } from '@/components/common/Link'
import { MenuLabelUnitsContext } from '@/components/navigation/MenuLabel'
import { useTranslation } from '@/lib/i18n/useTranslation'
import { css, cx } from '@/styled-system/css'
import { container } from '@/styled-system/patterns'
import { button } from '@/styled-system/recipes'
import { LogoMark } from '@/shared/LogoMark'
import { SearchIcon } from '@/components/common/icons'
import { loadGlobalModal } from '@/components/modal/GlobalModalHost'
import { LanguageSwitch } from '@/components/navigation/LanguageSwitch'
import { MobileMenuButton } from '@/components/navigation/MobileMenuButton'
import { TopMenu } from '@/components/navigation/TopMenu'
import { preloadOnIntent } from '@/components/overlays/preloadOnIntent'
import type { SiteLayout } from '@/lib/page/getSiteLayout'
import { useModal } from '@/lib/modal/useModal'
import { path } from '@/lib/routes'

const styles = {
  header: css({
    position: 'sticky',
    top: '0',
    zIndex: 'header',
    bg: 'bg',
    borderBottomWidth: '1px',
    borderColor: 'border',
  }),
  bar: container({
    display: 'flex',
    alignItems: 'center',
    gap: { base: '2', xl: '4' },
    h: { base: '16', lg: '20' },
  }),
  homeLink: css({
    display: 'inline-flex',
    alignItems: 'center',
    gap: '2',
    // On a narrow phone the name gives way (it wraps) rather than pushing the buttons out.
    flexShrink: 1,
    minW: '0',
    borderRadius: 'md',
  }),
  // The company's name beside its mark at every width but the narrowest phone; on a desktop it
  // sits on two short lines so the eight menu entries keep their room (1024 px is the tightest).
  siteName: css({
    display: { base: 'none', sm: 'block' },
    fontWeight: 'bold',
    fontSize: { base: 'sm', md: 'md', lg: 'sm', xl: 'md' },
    lineHeight: 'shorter',
    maxW: { base: '[9rem]', lg: '[7rem]', xl: '[9rem]' },
  }),
  menu: css({ flex: '1', display: 'flex', justifyContent: 'center' }),
  actions: css({ display: 'flex', alignItems: 'center', gap: '1' }),
  search: cx(button({ variant: 'ghost' }), css({ px: '2' })),
}

// A page rendered before the menus' units travelled with it (a kept copy from an older build).
const NO_UNITS = {}

export function Header({ layout }: { layout: SiteLayout }) {
  const { t } = useTranslation('common')
  const { open } = useModal()
  const { sections, settings, menuLabelUnits } = layout

  const openSearch = () =>
    open('SEARCH_VIEW', {
      quickLinks: sections.map((section) => ({ label: section.topic ?? '', href: section.path })),
    })

  return (
    <MenuLabelUnitsContext.Provider value={menuLabelUnits ?? NO_UNITS}>
      <header className={styles.header} data-site-chrome>
        <div className={styles.bar}>
          <Link
            href={path('home')}
            className={styles.homeLink}
            aria-label={t('header.homeLink', { siteName: settings.siteName })}
          >
            <LogoMark />
            <span className={styles.siteName}>{settings.siteName}</span>
          </Link>
          <div className={styles.menu}>
            <TopMenu sections={sections} />
          </div>
          <div className={styles.actions}>
            <button
              type="button"
              className={styles.search}
              aria-label={t('header.search')}
              onClick={openSearch}
              {...preloadOnIntent(loadGlobalModal)}
            >
              <SearchIcon />
            </button>
            <LanguageSwitch />
            <MobileMenuButton sections={sections} />
          </div>
        </div>
      </header>
    </MenuLabelUnitsContext.Provider>
  )
}
