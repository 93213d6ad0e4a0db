import { useTranslation } from '@/lib/i18n/useTranslation'
import { useRouter } from 'next/router'
import { useEffect, useMemo, useRef, useState, useSyncExternalStore, type FormEvent } from 'react'
import { css, cx } from '@/styled-system/css'
import { button, input, panel } from '@/styled-system/recipes'
import { FormField } from '@/components/contact/FormField'
import type { TranslationKey } from '@/lib/i18n/keys'
import { formatBaht, formatDate, formatNumber } from '@/lib/i18n/format'
import type { Lang } from '@/lib/i18n/lang'
import { href } from '@/lib/routes'
import {
  CALCULATOR_FIELDS,
  FIELD_MAX_LENGTH,
  FIELD_RULES,
  calculate,
  calculatorQuery,
  checkCalculator,
  type CalculatorField,
  type CalculatorText,
} from '@/lib/investors/investmentCalculator'
import type { LastPrice } from '@/lib/investors/investmentCalculatorPage'
import { CalculatorResults } from './CalculatorResults'

const styles = {
  root: css({
    display: 'grid',
    gridTemplateColumns: { base: '1fr', lg: '[minmax(0, 5fr) minmax(0, 7fr)]' },
    gap: { base: '8', lg: '10' },
    alignItems: 'start',
  }),
  form: cx(
    panel(),
    css({ p: { base: '5', md: '6' }, display: 'flex', flexDirection: 'column', gap: '5' }),
  ),
  formHeading: css({ fontSize: 'lg', fontWeight: 'bold' }),
  summary: css({ color: 'red.700', fontWeight: 'medium' }),
  input: cx(
    input(),
    css({
      fontVariantNumeric: 'tabular-nums',
      '&[aria-invalid=true]': { borderColor: 'red.600' },
    }),
  ),
  lastPrice: css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' }),
  useLastPrice: button({ variant: 'outline', size: 'sm' }),
  submit: cx(button({ size: 'lg' }), css({ alignSelf: 'flex-start' })),
  live: css({ fontSize: 'sm', color: 'fg.muted' }),
}

const subscribeToNothing = () => () => {}

// How long typing pauses before the address follows the form (an address to share).
const ADDRESS_DELAY_MS = 400

const INPUT_MODE: Record<CalculatorField, 'numeric' | 'decimal'> = {
  shares: 'numeric',
  buy: 'decimal',
  sell: 'decimal',
  commission: 'decimal',
  minCommission: 'decimal',
}

export interface InvestmentCalculatorProps {
  lang: Lang
  text: CalculatorText
  isSubmitted: boolean
  lastPrice: LastPrice | null
}

/**
 * The calculator: a GET form the server answers (without script, or before it loads), which
 * answers by itself as the visitor types once the page's script runs, keeping the address in
 * step. A field's message shows once it was left, or the form was sent.
 */
export function InvestmentCalculator({
  lang,
  text: initialText,
  isSubmitted,
  lastPrice,
}: InvestmentCalculatorProps) {
  const { t } = useTranslation('investmentCalculator')
  const router = useRouter()
  const [text, setText] = useState(initialText)
  const [shown, setShown] = useState<ReadonlySet<CalculatorField>>(
    () => new Set(isSubmitted ? CALCULATOR_FIELDS : []),
  )
  // False in the server's HTML and while hydrating: what needs script appears once it runs.
  const isHydrated = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  )
  const [isEdited, setIsEdited] = useState(false)
  const controls = useRef<Partial<Record<CalculatorField, HTMLInputElement | null>>>({})

  const checked = useMemo(() => checkCalculator(text), [text])
  const result = useMemo(() => (checked.input ? calculate(checked.input) : null), [checked])
  const errors = checked.errors ?? {}
  const hasShownError = CALCULATOR_FIELDS.some((field) => shown.has(field) && errors[field])

  // The address follows the form, shallowly (the server is not asked again).
  useEffect(() => {
    if (!isEdited) return
    const timer = setTimeout(() => {
      void router.replace({ pathname: router.pathname, query: calculatorQuery(text) }, undefined, {
        shallow: true,
        scroll: false,
      })
    }, ADDRESS_DELAY_MS)
    return () => clearTimeout(timer)
    // The router object changes on every route event; the text alone decides.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [text, isEdited])

  const change = (field: CalculatorField, value: string) => {
    setText((current) => ({ ...current, [field]: value }))
    setIsEdited(true)
  }
  const leave = (field: CalculatorField) =>
    setShown((current) => (current.has(field) ? current : new Set([...current, field])))

  const submit = (event: FormEvent<HTMLFormElement>) => {
    // The results are on the page already: show every message, and go to the first wrong field.
    event.preventDefault()
    setShown(new Set(CALCULATOR_FIELDS))
    setIsEdited(true)
    const first = CALCULATOR_FIELDS.find((field) => errors[field])
    if (first) controls.current[first]?.focus()
  }

  const message = (field: CalculatorField): string | undefined => {
    const problem = errors[field]
    if (!problem || !shown.has(field)) return undefined
    const key = `errors.${field}.${problem}` as TranslationKey<'investmentCalculator'>
    return t(key, { max: formatNumber(FIELD_RULES[field].max, lang) })
  }

  const state = result ? 'ready' : hasShownError ? 'invalid' : 'start'

  return (
    <div className={styles.root}>
      <form
        method="get"
        action={href(lang, 'investmentCalculator')}
        noValidate
        onSubmit={submit}
        className={styles.form}
        aria-labelledby="calculator-form"
      >
        <h2 id="calculator-form" className={styles.formHeading}>
          {t('form.heading')}
        </h2>
        {hasShownError && (
          <p className={styles.summary} role="alert">
            {t('errors.summary')}
          </p>
        )}
        {CALCULATOR_FIELDS.map((field) => (
          <FormField
            key={field}
            id={`calculator-${field}`}
            label={t(`form.${field}.label`)}
            hint={t(`form.${field}.hint`)}
            error={message(field)}
          >
            {(control) => (
              <>
                <input
                  {...control}
                  ref={(element) => {
                    controls.current[field] = element
                  }}
                  name={field}
                  type="text"
                  inputMode={INPUT_MODE[field]}
                  autoComplete="off"
                  spellCheck={false}
                  maxLength={FIELD_MAX_LENGTH}
                  className={styles.input}
                  value={text[field]}
                  onChange={(event) => change(field, event.target.value)}
                  onBlur={() => leave(field)}
                />
                {field === 'sell' && lastPrice && (
                  <div className={styles.lastPrice}>
                    <span>
                      {t('form.sell.lastPrice', {
                        price: formatBaht(Number(lastPrice.price), lang, 2),
                        date: formatDate(lastPrice.asOf, lang, 'medium'),
                      })}
                    </span>
                    {isHydrated && (
                      <button
                        type="button"
                        className={styles.useLastPrice}
                        onClick={() => change('sell', lastPrice.price)}
                      >
                        {t('form.sell.useLastPrice')}
                      </button>
                    )}
                  </div>
                )}
              </>
            )}
          </FormField>
        ))}
        <button type="submit" className={styles.submit}>
          {t('form.submit')}
        </button>
        {isHydrated && <p className={styles.live}>{t('form.live')}</p>}
      </form>
      <CalculatorResults
        lang={lang}
        result={result}
        commissionPpm={checked.input?.commissionPpm ?? null}
        state={state}
      />
    </div>
  )
}
