import { useTranslation } from '@/lib/i18n/useTranslation'
import type { ReactNode } from 'react'
import { css } from '@/styled-system/css'
import { AlertIcon } from './ContactIcons'

const styles = {
  root: css({ display: 'flex', flexDirection: 'column', gap: '1.5' }),
  label: css({ fontWeight: 'semibold' }),
  optional: css({ ms: '1.5', fontWeight: 'normal', color: 'fg.muted', fontSize: 'sm' }),
  help: css({
    display: 'flex',
    justifyContent: 'space-between',
    gap: '3',
    fontSize: 'sm',
    color: 'fg.muted',
  }),
  error: css({
    display: 'flex',
    gap: '1.5',
    fontSize: 'sm',
    fontWeight: 'medium',
    color: 'red.700',
  }),
}

/** The attributes that tie a control to its label, hint and error. */
export interface FieldControlProps {
  id: string
  'aria-invalid': boolean
  'aria-describedby': string | undefined
  'aria-required': boolean | undefined
}

interface FormFieldProps {
  id: string
  label: string
  isOptional?: boolean
  hint?: string
  /** Shown under the control and read with it; the control is marked invalid. */
  error?: string
  /** Beside the hint, for the eyes only (a character count). */
  aside?: ReactNode
  children: (control: FieldControlProps) => ReactNode
}

/** A labelled form control with its hint and its error message. */
export function FormField({ id, label, isOptional, hint, error, aside, children }: FormFieldProps) {
  const { t } = useTranslation('contact')
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined
  return (
    <div className={styles.root}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {isOptional && <span className={styles.optional}>({t('form.optional')})</span>}
      </label>
      {children({
        id,
        'aria-invalid': Boolean(error),
        'aria-describedby': describedBy,
        'aria-required': isOptional ? undefined : true,
      })}
      {(hint || aside) && (
        <div className={styles.help}>
          {hint && <p id={hintId}>{hint}</p>}
          {aside}
        </div>
      )}
      {error && <FieldError id={errorId!}>{error}</FieldError>}
    </div>
  )
}

export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className={styles.error}>
      <AlertIcon style={{ flexShrink: 0, marginTop: '0.125rem' }} width="1rem" height="1rem" />
      {children}
    </p>
  )
}
