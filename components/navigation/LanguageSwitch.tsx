import { Link } from '@/components/common/Link'
import { useTranslation } from '@/lib/i18n/useTranslation'
import { css } from '@/styled-system/css'
import { GlobeIcon } from '@/components/common/icons'
import { localHref, path } from '@/lib/routes'
import { useCurrentPath, useOtherLanguageLink } from './useCurrentPath'

const switchLink = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1.5',
  h: '10',
  px: '2',
  fontSize: 'sm',
  fontWeight: 'semibold',
  whiteSpace: 'nowrap',
  borderRadius: 'md',
  _hover: { bg: 'bg.muted' },
})

/** A link to the same page in the other language (`/en/about/awards` ↔ `/th/about/awards`). */
export function LanguageSwitch() {
  const { t } = useTranslation('common')
  const otherLanguage = useOtherLanguageLink()
  const { isErrorPage, isAddressKnown } = useCurrentPath()
  const content = (
    <>
      <GlobeIcon />
      {t('header.switchLanguage')}
    </>
  )
  const common = {
    className: switchLink,
    hrefLang: otherLanguage.hrefLang,
    lang: otherLanguage.lang,
    'aria-label': t('header.switchLanguageLabel'),
    'data-testid': 'language-switch',
  }
  if (isErrorPage) {
    // An error page's HTML serves every address and so cannot name it: until the script knows
    // it, the switch asks the server, which reads it from the Referer (languageSwitchRoute).
    // Either way a plain link: the page in the other language is loaded as a document, with
    // its own status (a 404 again, most likely), not fetched as data the router then refuses.
    const to = isAddressKnown
      ? localHref(otherLanguage.locale, otherLanguage.href)
      : path('languageSwitchApi', { to: otherLanguage.locale })
    return (
      <a {...common} href={to} rel="nofollow">
        {content}
      </a>
    )
  }
  return (
    <Link {...common} href={otherLanguage.href} locale={otherLanguage.locale}>
      {content}
    </Link>
  )
}
