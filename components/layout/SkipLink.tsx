import { useTranslation } from 'next-i18next/pages'
import { css } from '@/styled-system/css'

export const MAIN_CONTENT_ID = 'main-content'

const skipLink = css({
  position: 'absolute',
  insetStart: '4',
  top: '-20',
  zIndex: 'progress',
  px: '4',
  py: '2',
  bg: 'brand.solid',
  color: 'white',
  borderRadius: 'md',
  _focusVisible: {
    top: '2',
    outline: '2px solid',
    outlineColor: 'focusRing',
    outlineOffset: '0.5',
  },
})

/** The first focusable element: jumps over the header to the page's content. */
export function SkipLink() {
  const { t } = useTranslation('common')
  return (
    <a href={`#${MAIN_CONTENT_ID}`} className={skipLink}>
      {t('header.skipToContent')}
    </a>
  )
}
