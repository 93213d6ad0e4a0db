import { Link } from '@/components/common/Link'
import { useTranslation } from '@/lib/i18n/useTranslation'
import { useEffect, useId, useRef, useState } from 'react'
import { css, cx } from '@/styled-system/css'
import { container } from '@/styled-system/patterns'
import { button, heading } from '@/styled-system/recipes'
import { MAIN_CONTENT_ID } from '@/components/layout/SkipLink'
import { useCurrentPath } from '@/components/navigation/useCurrentPath'
import { ACCEPT_ALL, REJECT_ALL, type ConsentSelection } from '@/lib/consent/consent'
import { useConsent } from '@/lib/consent/useConsent'
import { ConsentCategoryList } from './ConsentCategoryList'
import { CONSENT_NAMESPACE, useConsentStrings } from './useConsentStrings'
import { path } from '@/lib/routes'

/** The first-visit consent banner, once its strings are loaded. */
export function ConsentBanner() {
  const { lang } = useCurrentPath()
  const isReady = useConsentStrings(lang)
  return isReady ? <ConsentBannerContent /> : null
}

// While choosing, the switches come between the text and the buttons, at every width, and the
// banner scrolls within three quarters of the window.
const layout = css.raw({
  display: 'flex',
  flexDirection: { base: 'column', lg: 'row' },
  alignItems: { base: 'stretch', lg: 'center' },
  gap: { base: '3', lg: '6' },
})

const actions = css.raw({
  display: 'grid',
  // Equal columns: reject is exactly as wide as accept.
  gridTemplateColumns: { base: '1fr 1fr', md: '1fr 1fr auto' },
  alignSelf: { base: 'stretch', md: 'flex-end', lg: 'center' },
  gap: '2',
  flexShrink: 0,
})

const lastAction = css({ gridColumn: { base: 'span 2', md: 'auto' } })

const styles = {
  // Both "all" buttons are outlined while the visitor chooses: Save is then the main action.
  allButton: button({ variant: 'solid' }),
  allButtonChoosing: button({ variant: 'outline' }),
  root: css({
    position: 'fixed',
    insetX: '0',
    bottom: '0',
    zIndex: 'header',
    bg: 'bg',
    borderTopWidth: '2px',
    borderColor: 'brand.solid',
    boxShadow: 'lg',
    // Enters with a short fade: it arrives after the page has painted, and a banner that pops
    // in is jarring. (A fade from transparent also keeps Chrome from taking it for the page's
    // largest content: it is not the content.)
    animation: 'fade-in 200ms ease-out',
  }),
  inner: container({ py: { base: '3', md: '4' } }),
  innerChoosing: container({ py: { base: '3', md: '4' }, maxH: '[75dvh]', overflowY: 'auto' }),
  layout: css(layout),
  layoutChoosing: css(layout, {
    flexDirection: { base: 'column', lg: 'column' },
    alignItems: { base: 'stretch', lg: 'stretch' },
  }),
  about: css({ flex: '1' }),
  title: cx(heading(), css({ fontSize: { base: 'md', md: 'lg' } })),
  text: css({ mt: '1', fontSize: 'sm', maxW: '4xl' }),
  links: css({ display: 'flex', mt: '1', gap: '4', fontSize: 'sm', flexWrap: 'wrap' }),
  link: css({
    color: 'brand.fg',
    fontWeight: 'semibold',
    textDecoration: 'underline',
    textUnderlineOffset: '2px',
    borderRadius: 'sm',
  }),
  preferences: css({ maxW: '3xl' }),
  preferencesTitle: cx(
    heading(),
    css({ fontSize: 'md', mb: '2', outline: 'none', boxShadow: 'none' }),
  ),
  actions: css(actions),
  actionsChoosing: css(actions, {
    alignSelf: { base: 'stretch', md: 'flex-start', lg: 'flex-start' },
  }),
  save: cx(button(), lastAction),
  choose: cx(button({ variant: 'outline' }), lastAction),
}

/**
 * Not modal: it sits at the bottom of the window and the page stays usable behind it. It comes
 * first in the tab order (after the skip link); the page keeps room for it at its end, and
 * focused elements scroll clear of it. Accept and reject weigh the same (PDPA).
 */
function ConsentBannerContent() {
  const { t } = useTranslation(CONSENT_NAMESPACE)
  const { saveConsent } = useConsent()
  const [isChoosing, setIsChoosing] = useState(false)
  const [selection, setSelection] = useState<ConsentSelection>(REJECT_ALL)
  const bannerRef = useRef<HTMLElement>(null)
  const preferencesRef = useRef<HTMLHeadingElement>(null)
  const titleId = useId()
  const textId = useId()

  useEffect(() => {
    if (isChoosing) preferencesRef.current?.focus()
  }, [isChoosing])

  useEffect(() => reserveRoomAtBottom(bannerRef.current), [])

  // Accept and reject always look alike; while choosing, saving the switches comes first.
  const allButton = isChoosing ? styles.allButtonChoosing : styles.allButton

  const choose = (choice: ConsentSelection) => {
    // The banner is about to disappear: keep keyboard users' place in the page.
    const hadFocus = bannerRef.current?.contains(document.activeElement) ?? false
    saveConsent(choice)
    if (hadFocus) document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true })
  }

  return (
    <section
      ref={bannerRef}
      aria-labelledby={titleId}
      aria-describedby={textId}
      data-testid="consent-banner"
      data-site-chrome
      className={styles.root}
    >
      <div className={isChoosing ? styles.innerChoosing : styles.inner}>
        <div className={isChoosing ? styles.layoutChoosing : styles.layout}>
          <div className={styles.about}>
            <h2 id={titleId} className={styles.title}>
              {t('banner.title')}
            </h2>
            <p id={textId} className={styles.text}>
              {t('banner.text')}
            </p>
            <p className={styles.links}>
              <Link href={path('cookies')} className={styles.link}>
                {t('banner.cookiePolicy')}
              </Link>
              <Link href={path('privacyNotice')} className={styles.link}>
                {t('banner.privacyNotice')}
              </Link>
            </p>
          </div>

          {isChoosing && (
            <div className={styles.preferences}>
              <h3 ref={preferencesRef} tabIndex={-1} className={styles.preferencesTitle}>
                {t('banner.preferencesTitle')}
              </h3>
              <ConsentCategoryList selection={selection} onChange={setSelection} />
            </div>
          )}

          <div className={isChoosing ? styles.actionsChoosing : styles.actions}>
            <button type="button" className={allButton} onClick={() => choose(REJECT_ALL)}>
              {t('banner.rejectAll')}
            </button>
            <button type="button" className={allButton} onClick={() => choose(ACCEPT_ALL)}>
              {t('banner.acceptAll')}
            </button>
            {isChoosing ? (
              <button type="button" className={styles.save} onClick={() => choose(selection)}>
                {t('banner.save')}
              </button>
            ) : (
              <button type="button" className={styles.choose} onClick={() => setIsChoosing(true)}>
                {t('banner.choose')}
              </button>
            )}
          </div>
        </div>
      </div>
    </section>
  )
}

/** Keeps the end of the page and focused elements from hiding behind the banner. */
function reserveRoomAtBottom(banner: HTMLElement | null) {
  if (!banner) return
  const { body, documentElement: root } = document
  const observer = new ResizeObserver(() => {
    const height = `${banner.offsetHeight}px`
    body.style.paddingBottom = height
    root.style.scrollPaddingBottom = height
  })
  observer.observe(banner)
  return () => {
    observer.disconnect()
    body.style.paddingBottom = ''
    root.style.scrollPaddingBottom = ''
  }
}
