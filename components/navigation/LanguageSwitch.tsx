import { Link } from '@/components/common/Link'
import { useTranslation } from '@/lib/i18n/useTranslation'
import { css } from '@/styled-system/css'
import { GlobeIcon } from '@/components/common/icons'
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
  const otherLanguage = useOtherLanguageLink()
  return (
    <Link
      {...otherLanguage}
      className={switchLink}
      aria-label={t('header.switchLanguageLabel')}
      data-testid="language-switch"
    >
      <GlobeIcon />
      {t('header.switchLanguage')}
    </Link>
  )
}
