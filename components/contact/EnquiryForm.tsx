import { Link } from '@/components/common/Link'
import { Trans } from '@/lib/i18n/Trans'
import { useTranslation } from '@/lib/i18n/useTranslation'
import { useRouter } from 'next/router'
import { useCallback, useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react'
import { css, cx } from '@/styled-system/css'
import { button, input, notice, select } from '@/styled-system/recipes'
import { ChevronDownIcon } from '@/components/common/icons'
import { useFieldsFilledBeforeHydration } from '@/components/forms/useChosenBeforeHydration'
import { useCurrentPath } from '@/components/navigation/useCurrentPath'
import {
  ENQUIRY_FIELDS,
  ENQUIRY_LIMITS,
  ENQUIRY_TOPICS,
  checkEnquiry,
  type EnquiryField,
} from '@/shared/enquirySchema'
import type { TranslationKey } from '@/lib/i18n/keys'
import { enquiryPrefill } from '@/lib/enquiries/enquiryPrefill'
import { useSendEnquiry, type EnquiryResponse } from '@/lib/enquiries/useSendEnquiry'
import { useRequestErrorText } from '@/lib/http/useRequestErrorText'
import { formatNumber } from '@/lib/i18n/format'
import { notify } from '@/lib/toast/notify'
import { EnquiryProduct } from './EnquiryProduct'
import { FieldError, FormField } from './FormField'
import { path } from '@/lib/routes'

interface Values {
  name: string
  email: string
  phone: string
  company: string
  topic: string
  /** The slug of the product the enquiry is about ('' for none). */
  product: string
  message: string
  consent: boolean
  /** The honeypot: hidden from people, filled in by robots. */
  website: string
}

const EMPTY: Values = {
  name: '',
  email: '',
  phone: '',
  company: '',
  topic: '',
  product: '',
  message: '',
  consent: false,
  website: '',
}

type Errors = Partial<Record<EnquiryField, string>>
type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement

// The input recipe has no invalid state: a red border beside the message. Only where the form
// says so (`aria-invalid`), not at the browser's own `:invalid`, which would mark a half-typed
// e-mail address before any attempt to send.
const invalidBorder = css({ '&[aria-invalid=true]': { borderColor: 'red.600' } })
const topicSelect = select()

const styles = {
  form: css({
    position: 'relative',
    display: 'grid',
    gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
    gap: { base: '5', md: '6' },
  }),
  // A row of its own, across both columns.
  fullRow: css({ gridColumn: '1 / -1' }),
  productNote: cx(notice(), css({ gridColumn: '1 / -1', fontSize: 'sm' })),
  input: cx(input(), invalidBorder),
  selectRoot: topicSelect.root,
  select: cx(input(), topicSelect.control, invalidBorder),
  selectIndicator: topicSelect.indicator,
  textarea: cx(input(), invalidBorder, css({ h: 'auto', minH: '40', py: '3', resize: 'vertical' })),
  count: css({ flexShrink: 0, '&[data-over]': { color: 'red.700' } }),
  consent: css({ gridColumn: '1 / -1', display: 'flex', flexDirection: 'column', gap: '1.5' }),
  consentRow: css({ display: 'flex', alignItems: 'flex-start', gap: '3' }),
  checkbox: css({
    flexShrink: 0,
    boxSize: '5',
    mt: '0.5',
    accentColor: 'brand.solid',
    cursor: 'pointer',
    '&[aria-invalid=true]': { outline: '2px solid', outlineColor: 'red.600', outlineOffset: '0.5' },
  }),
  consentLabel: css({ fontSize: 'sm', lineHeight: 'tall' }),
  privacyLink: css({
    color: 'brand.fg',
    textDecoration: 'underline',
    textUnderlineOffset: '3px',
    borderRadius: 'sm',
  }),
  visuallyHidden: css({ srOnly: true }),
  honeypot: css({
    position: 'absolute',
    insetStart: '[-10000px]',
    w: '[1px]',
    h: '[1px]',
    overflow: 'hidden',
  }),
  submit: cx(
    button({ size: 'lg' }),
    css({
      w: { base: 'full', md: 'auto' },
      '&[data-pending]': { opacity: 0.7, cursor: 'progress' },
    }),
  ),
}

/**
 * The enquiry form: checked in the browser with the server's own schema (errors beside the
 * fields, focus on the first), then sent to /api/contact; a toast says how it went.
 */
export function EnquiryForm({ organisation }: { organisation: string }) {
  const { t } = useTranslation('contact')
  const { lang } = useCurrentPath()
  const router = useRouter()
  const send = useSendEnquiry()
  const requestErrorText = useRequestErrorText()
  const [values, setValues] = useState<Values>(EMPTY)
  const [errors, setErrors] = useState<Errors>({})
  const [hasTried, setHasTried] = useState(false)
  const [focusRequest, setFocusRequest] = useState<{ field: EnquiryField } | null>(null)
  const controls = useRef<Partial<Record<EnquiryField, Control | null>>>({})
  const removeProduct = useRef<HTMLButtonElement>(null)
  // Why the form names no product though its link did: none had the slug, or the visitor took
  // it out (said once, politely, in a live region).
  const [productNote, setProductNote] = useState<'notFound' | 'removed' | null>(null)
  // Set at once on submit, before React re-renders with `isPending`: a double click sends once.
  const isSending = useRef(false)

  useEffect(() => {
    if (!focusRequest) return
    const { field } = focusRequest
    if (field === 'product') removeProduct.current?.focus()
    else controls.current[field]?.focus()
  }, [focusRequest])

  // A link from a product page chooses the topic and the product: read once the router knows
  // the address (the page is static), and never over what the visitor chose already.
  // Set while rendering, as React's docs adjust state to a changed input: no effect, no extra
  // render with the fields still empty.
  const [hasPrefilled, setHasPrefilled] = useState(false)
  if (router.isReady && !hasPrefilled) {
    setHasPrefilled(true)
    const prefill = enquiryPrefill(router.query)
    if (prefill.isProductDropped) setProductNote('notFound')
    setValues((current) => ({
      ...current,
      topic: current.topic || prefill.topic || '',
      product: prefill.product ?? current.product,
    }))
  }

  const dropProduct = useCallback((note: 'notFound' | 'removed') => {
    setValues((current) => ({ ...current, product: '' }))
    setErrors((current) => ({ ...current, product: undefined }))
    setProductNote(note)
  }, [])
  const onProductMissing = useCallback(() => dropProduct('notFound'), [dropProduct])

  // What a visitor typed or chose before the page hydrated is in the fields, not in the state:
  // taken in on mount, so that sending does not find them empty.
  useFieldsFilledBeforeHydration(controls, (filled) =>
    setValues((current) => ({ ...current, ...filled })),
  )

  // The check's messages are `contact` keys (shared/enquirySchema.ts), carried as zod's
  // message strings: named as keys here, where they are translated.
  const message = (key: string) => t(key as TranslationKey<'contact'>)
  const translate = (keys: Errors): Errors =>
    Object.fromEntries(Object.entries(keys).map(([field, key]) => [field, message(key)]))

  const showErrors = (next: Errors) => {
    setErrors(next)
    const first = ENQUIRY_FIELDS.find((field) => next[field])
    if (first) setFocusRequest({ field: first })
  }

  const update = (field: keyof Values, value: string | boolean) => {
    const next = { ...values, [field]: value }
    setValues(next)
    // After a first attempt, a field's message follows what is typed into it.
    if (hasTried && field !== 'website') {
      const check = checkEnquiry(next)
      const key = check.ok ? undefined : check.fieldErrors[field]
      setErrors((current) => ({ ...current, [field]: key && message(key) }))
    }
  }

  const bind = (field: Exclude<keyof Values, 'consent'>) => ({
    name: field,
    value: values[field],
    onChange: (event: ChangeEvent<Control>) => update(field, event.target.value),
  })

  const register = (field: EnquiryField) => (element: Control | null) => {
    controls.current[field] = element
  }

  const onAnswer = (answer: EnquiryResponse, email: string) => {
    if (answer.status === 'accepted') {
      setValues(EMPTY)
      setProductNote(null)
      setErrors({})
      setHasTried(false)
      void notify({
        type: 'success',
        title: t('form.toast.successTitle'),
        description: t('form.toast.successDescription', { email }),
      })
    } else if (answer.status === 'invalid') {
      showErrors(answer.fieldErrors)
      void notify({
        type: 'error',
        title: t('form.toast.invalidTitle'),
        description: answer.message,
      })
    } else {
      void notify({
        type: 'error',
        title: t('form.toast.failureTitle'),
        description: answer.message,
      })
    }
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (isSending.current) return
    setHasTried(true)
    const check = checkEnquiry(values)
    if (!check.ok) return showErrors(translate(check.fieldErrors))
    setErrors({})
    isSending.current = true
    send.mutate(
      { ...values, lang },
      {
        onSuccess: (answer) => onAnswer(answer, check.enquiry.email),
        onError: (error) =>
          void notify({
            type: 'error',
            title: t('form.toast.failureTitle'),
            description: requestErrorText(error),
          }),
        onSettled: () => {
          isSending.current = false
        },
      },
    )
  }

  const messageLength = values.message.trim().length
  return (
    <form
      // Without JavaScript the browser posts here and gets a plain refusal, rather than putting
      // the visitor's details into a GET address.
      method="post"
      action={path('contactApi')}
      noValidate
      onSubmit={onSubmit}
      className={styles.form}
      aria-busy={send.isPending}
      data-testid="enquiry-form"
    >
      <FormField id="enquiry-name" label={t('form.fields.name')} error={errors.name}>
        {(control) => (
          <input
            className={styles.input}
            {...control}
            {...bind('name')}
            ref={register('name')}
            autoComplete="name"
          />
        )}
      </FormField>
      <FormField id="enquiry-email" label={t('form.fields.email')} error={errors.email}>
        {(control) => (
          <input
            className={styles.input}
            {...control}
            {...bind('email')}
            ref={register('email')}
            type="email"
            inputMode="email"
            autoComplete="email"
            spellCheck={false}
          />
        )}
      </FormField>
      <FormField
        id="enquiry-phone"
        label={t('form.fields.phone')}
        isOptional
        hint={t('form.hints.phone')}
        error={errors.phone}
      >
        {(control) => (
          <input
            className={styles.input}
            {...control}
            {...bind('phone')}
            ref={register('phone')}
            type="tel"
            autoComplete="tel"
          />
        )}
      </FormField>
      <FormField
        id="enquiry-company"
        label={t('form.fields.company')}
        isOptional
        error={errors.company}
      >
        {(control) => (
          <input
            className={styles.input}
            {...control}
            {...bind('company')}
            ref={register('company')}
            autoComplete="organization"
          />
        )}
      </FormField>
      <div className={styles.fullRow}>
        <FormField id="enquiry-topic" label={t('form.fields.topic')} error={errors.topic}>
          {(control) => (
            <div className={styles.selectRoot}>
              <select
                className={styles.select}
                {...control}
                {...bind('topic')}
                ref={register('topic')}
              >
                <option value="" disabled>
                  {t('form.topicPlaceholder')}
                </option>
                {ENQUIRY_TOPICS.map((topic) => (
                  <option key={topic} value={topic}>
                    {t(`form.topics.${topic}`)}
                  </option>
                ))}
              </select>
              <div className={styles.selectIndicator}>
                <ChevronDownIcon />
              </div>
            </div>
          )}
        </FormField>
      </div>
      {values.product !== '' && (
        <div className={styles.fullRow}>
          <EnquiryProduct
            slug={values.product}
            lang={lang}
            error={errors.product}
            onRemove={() => {
              dropProduct('removed')
              // The button is gone: the focus goes on to the next field, not to the page's top.
              controls.current.message?.focus()
            }}
            onMissing={onProductMissing}
            removeRef={removeProduct}
          />
        </div>
      )}
      {productNote && (
        <p className={styles.productNote} role="status" data-testid="enquiry-product-note">
          {t(`form.product.${productNote}`)}
        </p>
      )}
      <div className={styles.fullRow}>
        <FormField
          id="enquiry-message"
          label={t('form.fields.message')}
          hint={t('form.hints.message')}
          error={errors.message}
          aside={
            <span
              aria-hidden="true"
              className={styles.count}
              data-over={messageLength > ENQUIRY_LIMITS.messageMax ? '' : undefined}
              data-testid="message-count"
            >
              {formatNumber(messageLength, lang)} / {formatNumber(ENQUIRY_LIMITS.messageMax, lang)}
            </span>
          }
        >
          {(control) => (
            <textarea
              className={styles.textarea}
              {...control}
              {...bind('message')}
              ref={register('message')}
              rows={6}
            />
          )}
        </FormField>
      </div>
      <div className={styles.consent}>
        <div className={styles.consentRow}>
          <input
            id="enquiry-consent"
            name="consent"
            type="checkbox"
            className={styles.checkbox}
            ref={register('consent')}
            checked={values.consent}
            onChange={(event) => update('consent', event.target.checked)}
            aria-invalid={Boolean(errors.consent)}
            aria-describedby={errors.consent ? 'enquiry-consent-error' : undefined}
            aria-required
          />
          <label htmlFor="enquiry-consent" className={styles.consentLabel}>
            <Trans
              t={t}
              i18nKey="form.consent"
              values={{ company: organisation }}
              components={{
                policy: (
                  <Link
                    href={path('privacyNotice')}
                    target="_blank"
                    rel="noopener"
                    className={styles.privacyLink}
                  />
                ),
                hint: <span className={styles.visuallyHidden} />,
              }}
            />
          </label>
        </div>
        {errors.consent && <FieldError id="enquiry-consent-error">{errors.consent}</FieldError>}
      </div>
      {/* The honeypot: off screen, out of the tab order and hidden from assistive technology. */}
      <div aria-hidden="true" className={styles.honeypot}>
        <label htmlFor="enquiry-website">{t('form.fields.website')}</label>
        <input
          id="enquiry-website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          {...bind('website')}
        />
      </div>
      <div className={styles.fullRow}>
        <button
          type="submit"
          className={styles.submit}
          aria-disabled={send.isPending}
          data-pending={send.isPending || undefined}
        >
          {send.isPending ? t('form.sending') : t('form.submit')}
        </button>
      </div>
    </form>
  )
}
