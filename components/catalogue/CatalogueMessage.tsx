import { css, cx } from '@/styled-system/css'
import { button, heading, panel } from '@/styled-system/recipes'

const styles = {
  root: cx(
    panel({ tone: 'subtle' }),
    css({ px: { base: '5', md: '8' }, py: { base: '8', md: '12' }, textAlign: 'center' }),
  ),
  title: heading({ size: 'md' }),
  text: css({ mt: '2', color: 'fg.muted', maxW: 'prose', mx: 'auto' }),
  action: cx(button(), css({ mt: '5' })),
}

interface CatalogueMessageProps {
  title: string
  text: string
  action: string
  onAction: () => void
  testId: string
}

/** In place of the grid: nothing matched (with a reset), or the list could not be loaded. */
export function CatalogueMessage({ title, text, action, onAction, testId }: CatalogueMessageProps) {
  return (
    <div className={styles.root} data-testid={testId}>
      <h3 className={styles.title}>{title}</h3>
      <p className={styles.text}>{text}</p>
      <button type="button" className={styles.action} onClick={onAction}>
        {action}
      </button>
    </div>
  )
}
