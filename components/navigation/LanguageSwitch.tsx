import { Link } from '@/components/common/Link'
import { useTranslation } from '@/lib/i18n/useTranslation'
import { css } from '@/styled-system/css'
import { GlobeIcon } from '@/components/common/icons'
import { path } from '@/lib/routes'
import { useOtherLanguageLink } from './useCurrentPath'

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
  const { isAddressKnown, ...otherLanguage } = useOtherLanguageLink()
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
  if (!isAddressKnown) {
    // An error page's HTML serves every address and so cannot name it: until the script knows
    // it, the switch asks the server, which reads the page from the Referer (languageSwitchRoute).
    return (
      <a {...common} href={path('languageSwitchApi', { to: otherLanguage.locale })} rel="nofollow">
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
