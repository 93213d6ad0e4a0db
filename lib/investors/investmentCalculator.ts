/*
 * The investment calculator's rules: what each field accepts, and the cost of a round trip
 * (buy, then sell) on the Stock Exchange of Thailand. Shared by the server, which answers the
 * GET form, and the browser, which answers as the visitor types. No Intl, no libraries: the
 * calculator page downloads this module.
 *
 * Fees, charged on each side (buy and sell) as a share of the trade's value:
 * - the broker's commission, chosen by the visitor (0.157 % is a common online rate; brokers
 *   charge a minimum, often 50 baht a day before VAT);
 * - the SET's trading fee 0.005 %, the Thailand Clearing House's clearing fee 0.001 % and the
 *   SEC's regulatory fee 0.001 %;
 * - VAT 7 % on the commission and those three fees together.
 * Sources (November 2026): the brokers' published schedules, which pass the exchange's fees on
 * unchanged, e.g. https://www.kasikornsecurities.com/en/startinvesting/fee and
 * https://www.th.rhbtradesmart.com/en/equities-menu/equities-commission-and-charges
 *
 * Rounding, as brokers' contract notes do it: each line (commission, trading, clearing and
 * regulatory fee) is rounded to the satang, half up; VAT is 7 % of the sum of those rounded
 * lines, rounded the same way. The minimum commission applies to the commission line only,
 * before VAT. All sums are exact: money is counted in satang as BigInt.
 */

export const CALCULATOR_FIELDS = ['shares', 'buy', 'sell', 'commission', 'minCommission'] as const
export type CalculatorField = (typeof CALCULATOR_FIELDS)[number]

/** The form as typed (and as the address carries it). */
export type CalculatorText = Record<CalculatorField, string>

export type CalculatorProblem =
  'required' | 'notNumber' | 'notWhole' | 'tooSmall' | 'tooLarge' | 'tooManyDecimals'

interface FieldRule {
  /** Decimal places allowed (0: whole numbers). */
  decimals: number
  /** The smallest value allowed, in the field's unit. */
  min: number
  /** Whether `min` itself is allowed (a price must be more than 0). */
  isMinAllowed: boolean
  max: number
}

// Limits keep every value below 2^53 satang (100 million shares at 100,000 baht), so the figures
// convert to numbers for display without losing a satang. No share on the SET costs near that.
export const FIELD_RULES: Record<CalculatorField, FieldRule> = {
  shares: { decimals: 0, min: 1, isMinAllowed: true, max: 100_000_000 },
  buy: { decimals: 2, min: 0, isMinAllowed: false, max: 100_000 },
  sell: { decimals: 2, min: 0, isMinAllowed: false, max: 100_000 },
  commission: { decimals: 4, min: 0, isMinAllowed: true, max: 5 },
  minCommission: { decimals: 2, min: 0, isMinAllowed: true, max: 10_000 },
}

/** The longest text a field takes (the largest value with its separators and decimals). */
export const FIELD_MAX_LENGTH = 24

/** What the form starts with: the commission and minimum most online accounts pay. */
export const CALCULATOR_DEFAULTS: CalculatorText = {
  shares: '',
  buy: '',
  sell: '',
  commission: '0.157',
  minCommission: '50',
}

/** Fees set by the exchange and the law, in millionths of the trade's value (VAT: of the fees). */
export const SET_FEES_PPM = {
  trading: 50n,
  clearing: 10n,
  regulatory: 10n,
  vat: 70_000n,
} as const

const NUMBER = /^(?:\d{1,3}(?:,\d{3})+|\d+)?(?:\.(\d+))?$/

/**
 * A field's text as an integer in its smallest unit (satang, 1/10,000 of a percent), or the
 * problem with it. Thousands separators and surrounding spaces are allowed; zeros after the
 * last allowed decimal place are not counted as decimals (10.500 is 10.50).
 */
export function parseField(
  field: CalculatorField,
  text: string,
): { value: bigint } | { problem: CalculatorProblem } {
  const rule = FIELD_RULES[field]
  let typed = text.trim()
  if (typed === '') return { problem: 'required' }
  const isNegative = typed.startsWith('-')
  if (isNegative) typed = typed.slice(1).trim()
  const match = NUMBER.exec(typed)
  if (!match || typed === '' || typed === '.') return { problem: 'notNumber' }
  if (isNegative && /[1-9]/.test(typed)) return { problem: 'tooSmall' }
  const [whole = '', fraction = ''] = typed.replaceAll(',', '').split('.')
  const digits = fraction.replace(/0+$/, '')
  if (digits.length > rule.decimals) {
    return { problem: rule.decimals === 0 ? 'notWhole' : 'tooManyDecimals' }
  }
  const scale = 10n ** BigInt(rule.decimals)
  const value = BigInt(whole || '0') * scale + BigInt(digits.padEnd(rule.decimals, '0') || '0')
  const min = BigInt(rule.min) * scale
  if (value < min || (value === min && !rule.isMinAllowed)) return { problem: 'tooSmall' }
  if (value > BigInt(rule.max) * scale) return { problem: 'tooLarge' }
  return { value }
}

export interface CalculatorInput {
  shares: bigint
  /** Prices and the minimum commission in satang. */
  buySatang: bigint
  sellSatang: bigint
  minCommissionSatang: bigint
  /** The commission rate in millionths (0.157 % → 1570). */
  commissionPpm: bigint
}

export type CalculatorErrors = Partial<Record<CalculatorField, CalculatorProblem>>

/** Every field checked: the input to calculate with, or each field's problem. */
export function checkCalculator(
  text: CalculatorText,
):
  { input: CalculatorInput; errors?: undefined } | { input?: undefined; errors: CalculatorErrors } {
  const errors: CalculatorErrors = {}
  const values: Partial<Record<CalculatorField, bigint>> = {}
  for (const field of CALCULATOR_FIELDS) {
    const parsed = parseField(field, text[field])
    if ('problem' in parsed) errors[field] = parsed.problem
    else values[field] = parsed.value
  }
  if (Object.keys(errors).length > 0) return { errors }
  return {
    input: {
      shares: values.shares!,
      buySatang: values.buy!,
      sellSatang: values.sell!,
      // The field holds the percent with four decimals: 0.1570 % → 1570, which is also ppm.
      commissionPpm: values.commission!,
      minCommissionSatang: values.minCommission!,
    },
  }
}

/** One side's fees, in satang. */
export interface SideFees {
  /** Shares × price. */
  value: bigint
  commission: bigint
  trading: bigint
  clearing: bigint
  regulatory: bigint
  vat: bigint
  /** Every line above but the value. */
  total: bigint
}

export interface CalculatorResult {
  buy: SideFees
  sell: SideFees
  /** What buying costs: the value plus the buying fees. */
  cost: bigint
  /** What selling brings: the value less the selling fees (negative when fees exceed it). */
  proceeds: bigint
  /** Both sides' fees. */
  fees: bigint
  profit: bigint
  /** Profit as a percentage of the cost, to 4 decimals (exact enough to show with 2). */
  returnPercent: number
}

/** `amount × ppm / 1,000,000`, rounded to the unit, half up (amounts are never negative). */
function ofPpm(amount: bigint, ppm: bigint): bigint {
  return (amount * ppm * 2n + 1_000_000n) / 2_000_000n
}

/** The fees of one side on a trade worth `value` satang. */
export function sideFees(
  value: bigint,
  commissionPpm: bigint,
  minCommissionSatang: bigint,
): SideFees {
  const rated = ofPpm(value, commissionPpm)
  const commission = rated > minCommissionSatang ? rated : minCommissionSatang
  const trading = ofPpm(value, SET_FEES_PPM.trading)
  const clearing = ofPpm(value, SET_FEES_PPM.clearing)
  const regulatory = ofPpm(value, SET_FEES_PPM.regulatory)
  const vat = ofPpm(commission + trading + clearing + regulatory, SET_FEES_PPM.vat)
  const total = commission + trading + clearing + regulatory + vat
  return { value, commission, trading, clearing, regulatory, vat, total }
}

/** A round trip: buy `shares` at one price, sell them at another. */
export function calculate(input: CalculatorInput): CalculatorResult {
  const { shares, commissionPpm, minCommissionSatang } = input
  const buy = sideFees(shares * input.buySatang, commissionPpm, minCommissionSatang)
  const sell = sideFees(shares * input.sellSatang, commissionPpm, minCommissionSatang)
  const cost = buy.value + buy.total
  const proceeds = sell.value - sell.total
  const profit = proceeds - cost
  // In 1/10,000 of a percent, rounded half away from zero, then as a number.
  const scaled = profit * 2_000_000n
  const half = scaled >= 0n ? cost : -cost
  const returnPercent = Number((scaled + half) / (2n * cost)) / 10_000
  return { buy, sell, cost, proceeds, fees: buy.total + sell.total, profit, returnPercent }
}

/** Satang as baht, for display (exact below 2^53 satang, which the limits keep to). */
export function toBaht(satang: bigint): number {
  return Number(satang) / 100
}

/** The form's text from an address's query: a field named twice is taken as not a number. */
export function calculatorText(
  query: Record<string, string | string[] | undefined>,
  defaults: CalculatorText = CALCULATOR_DEFAULTS,
): { text: CalculatorText; isSubmitted: boolean } {
  const isSubmitted = CALCULATOR_FIELDS.some((field) => query[field] !== undefined)
  const text = { ...defaults }
  if (!isSubmitted) return { text, isSubmitted }
  for (const field of CALCULATOR_FIELDS) {
    const value = query[field]
    // A field the address leaves out keeps its default (`?shares=1000&buy=10.5&sell=12` is a
    // whole trade); a repeated one is nonsense, shown as typed.
    const typed =
      value === undefined ? defaults[field] : Array.isArray(value) ? value.join(',,') : value
    text[field] = typed.slice(0, FIELD_MAX_LENGTH)
  }
  return { text, isSubmitted }
}

/** The address's query for the form's text, fields in the form's order. */
export function calculatorQuery(text: CalculatorText): Record<CalculatorField, string> {
  return Object.fromEntries(
    CALCULATOR_FIELDS.map((field) => [field, text[field].trim()]),
  ) as Record<CalculatorField, string>
}
