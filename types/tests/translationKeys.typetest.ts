// Compiled by `npm run typecheck`, never run. If translation keys stopped being typed from the
// English files (types/i18next.d.ts), the directives below would be unused and fail.
import { useTranslation } from '@/lib/i18n/useTranslation'

export function KeysAreChecked() {
  const { t } = useTranslation('catalogue')
  const { t: tCommon } = useTranslation()
  return [
    t('filters.count', { count: 2, formatted: '2' }),
    tCommon('footer.privacy'),
    // @ts-expect-error: no such key in `catalogue`
    t('missing.key'),
    // @ts-expect-error: a key of `common`, asked of `catalogue`
    t('footer.privacy'),
    // @ts-expect-error: `common` is the default namespace, and it has no `filters`
    tCommon('filters.count'),
  ]
}
