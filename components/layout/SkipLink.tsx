import { useTranslation } from '@/lib/i18n/useTranslation'
import { css, cx } from '@/styled-system/css'
import { skipLink } from '@/styled-system/recipes'

export const MAIN_CONTENT_ID = 'main-content'

// The site's link draws its focus ring itself; the console's keeps the global one (globalCss.ts).
const styles = {
  root: cx(
    skipLink(),
    css({
      _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '0.5' },
    }),
  ),
}

/** The first focusable element: jumps over the header to the page's content. */
export function SkipLink() {
  const { t } = useTranslation('common')
  return (
    <a href={`#${MAIN_CONTENT_ID}`} className={styles.root}>
      {t('header.skipToContent')}
    </a>
  )
}
