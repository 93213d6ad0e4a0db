import { chakra, type SystemStyleObject } from '@chakra-ui/react'
import NextLink from 'next/link'
import { useTranslation } from 'next-i18next/pages'
import { GlobeIcon } from '@/components/common/icons'
import { useCurrentPath } from '@/components/navigation/useCurrentPath'

const Link = chakra(NextLink)

/** The same console page in the other language (`/th/admin/…` ↔ `/en/admin/…`), query kept. */
export function AdminLanguageSwitch({ lang, css }: { lang: 'th' | 'en'; css: SystemStyleObject }) {
  const { t } = useTranslation('console')
  const { pathWithQuery } = useCurrentPath()
  const other = lang === 'th' ? 'en' : 'th'
  return (
    <Link
      href={pathWithQuery}
      locale={other}
      hrefLang={other}
      lang={other}
      aria-label={t('shell.switchLanguageLabel')}
      css={css}
      data-testid="admin-language-switch"
    >
      <GlobeIcon />
      {t('shell.switchLanguage')}
    </Link>
  )
}
