import { useTranslation } from '@/lib/i18n/useTranslation'
import { css } from '@/styled-system/css'
import { LinkIcon } from '@/components/common/icons'
import { preloadOnIntent } from '@/components/overlays/preloadOnIntent'
import { loadToasts } from '@/components/toast/ToastHost'
import { copyAndNotify } from '@/lib/toast/notify'

const copyButton = css({
  mt: '5',
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  px: '3',
  h: '9',
  fontSize: 'sm',
  color: 'white',
  borderWidth: '1px',
  borderColor: 'gray.500',
  borderRadius: 'md',
  cursor: 'pointer',
  _hover: { bg: 'gray.800' },
})

/** Copies the page address for sharing, and says in a toast whether it worked. */
export function CopyLinkButton() {
  const { t } = useTranslation('common')
  const copy = () =>
    copyAndNotify(
      window.location.href,
      { title: t('footer.linkCopied'), description: t('footer.linkCopiedText') },
      { title: t('footer.copyFailed'), description: t('footer.copyFailedText') },
    )
  return (
    <button type="button" onClick={copy} className={copyButton} {...preloadOnIntent(loadToasts)}>
      <LinkIcon />
      {t('footer.copyLink')}
    </button>
  )
}
