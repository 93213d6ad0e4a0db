import dynamic from 'next/dynamic'
import { useTranslation } from '@/lib/i18n/useTranslation'
import { css } from '@/styled-system/css'
import { container } from '@/styled-system/patterns'
import { useCurrentPath } from '@/components/navigation/useCurrentPath'
import { localHref, path } from '@/lib/routes'

const styles = {
  banner: css({
    bg: 'gold.100',
    color: 'fg',
    borderBottomWidth: '2px',
    borderColor: 'gold.400',
  }),
  row: container({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: '3',
    py: '2',
    fontSize: 'sm',
  }),
  notice: css({ fontWeight: 'semibold' }),
  exit: css({
    fontWeight: 'semibold',
    color: 'brand.fg',
    textDecoration: 'underline',
    borderRadius: 'sm',
  }),
}

// The visual-editing overlays come with the banner, whose own code only preview pages fetch
// (SiteShell): a visitor's page loads neither. Browser-only (they measure the page's elements).
const VisualEditingOverlay = dynamic(
  () => import('@/components/preview/VisualEditingOverlay').then((mod) => mod.VisualEditingOverlay),
  { ssr: false },
)

/**
 * Tells an editor the page shows unpublished changes, with the way back to the public page, and
 * loads the overlays the Studio's Presentation tool edits through.
 */
export function PreviewBanner() {
  const { t } = useTranslation('preview')
  const { lang, pathWithQuery } = useCurrentPath()
  const exitHref = path('exitPreview', { path: localHref(lang, pathWithQuery) })
  return (
    <aside aria-label={t('label')} data-testid="preview-banner" className={styles.banner}>
      <div className={styles.row}>
        <p className={styles.notice}>{t('notice')}</p>
        {/* A full page load, not client navigation: the API route clears the preview cookies. */}
        <a href={exitHref} className={styles.exit}>
          {t('exit')}
        </a>
      </div>
      <VisualEditingOverlay />
    </aside>
  )
}
