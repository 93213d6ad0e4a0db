import {
  CALCULATOR_DEFAULTS,
  calculate,
  calculatorQuery,
  calculatorText,
  checkCalculator,
  parseField,
  sideFees,
  type CalculatorText,
} from './investmentCalculator'

const form = (values: Partial<CalculatorText>): CalculatorText => ({
  ...CALCULATOR_DEFAULTS,
  ...values,
})

function resultOf(values: Partial<CalculatorText>) {
  const checked = checkCalculator(form(values))
  if (!checked.input) throw new Error(`invalid: ${JSON.stringify(checked.errors)}`)
  return calculate(checked.input)
}

describe('the fee arithmetic (satang)', () => {
  // Worked by hand, each line rounded to the satang, half up:
  // buy 1,000 × 10.50 = 10,500.00: commission 0.157 % = 16.485 → 16.49, below the minimum → 50.00;
  //   trading 0.005 % = 0.525 → 0.53; clearing 0.001 % = 0.105 → 0.11; regulatory → 0.11;
  //   VAT 7 % of 50.75 = 3.5525 → 3.55; fees 54.30; cost 10,554.30.
  // sell 1,000 × 12.00 = 12,000.00: commission 18.84 → 50.00; trading 0.60; clearing 0.12;
  //   regulatory 0.12; VAT 7 % of 50.84 = 3.5588 → 3.56; fees 54.40; proceeds 11,945.60.
  // profit 11,945.60 − 10,554.30 = 1,391.30; return 1,391.30 / 10,554.30 = 13.1823 %.
  it('1,000 shares bought at 10.50 and sold at 12.00, minimum commission 50', () => {
    const result = resultOf({ shares: '1000', buy: '10.50', sell: '12.00' })
    expect(result.buy).toEqual({
      value: 1_050_000n,
      commission: 5_000n,
      trading: 53n,
      clearing: 11n,
      regulatory: 11n,
      vat: 355n,
      total: 5_430n,
    })
    expect(result.sell).toEqual({
      value: 1_200_000n,
      commission: 5_000n,
      trading: 60n,
      clearing: 12n,
      regulatory: 12n,
      vat: 356n,
      total: 5_440n,
    })
    expect(result.cost).toBe(1_055_430n)
    expect(result.proceeds).toBe(1_194_560n)
    expect(result.fees).toBe(10_870n)
    expect(result.profit).toBe(139_130n)
    expect(result.returnPercent).toBe(13.1823)
  })

  // The same trade without a minimum: commission 16.49 and 18.84;
  // buy VAT 7 % of (16.49 + 0.53 + 0.11 + 0.11 = 17.24) = 1.2068 → 1.21, fees 18.45;
  // sell VAT 7 % of (18.84 + 0.60 + 0.12 + 0.12 = 19.68) = 1.3776 → 1.38, fees 21.06;
  // cost 10,518.45, proceeds 11,978.94, profit 1,460.49, return 13.8850 % (13.88503…).
  it('the same trade with no minimum commission', () => {
    const result = resultOf({ shares: '1,000', buy: '10.5', sell: '12', minCommission: '0' })
    expect(result.buy.commission).toBe(1_649n)
    expect(result.buy.vat).toBe(121n)
    expect(result.buy.total).toBe(1_845n)
    expect(result.sell.commission).toBe(1_884n)
    expect(result.sell.vat).toBe(138n)
    expect(result.sell.total).toBe(2_106n)
    expect(result.cost).toBe(1_051_845n)
    expect(result.proceeds).toBe(1_197_894n)
    expect(result.profit).toBe(146_049n)
    expect(result.returnPercent).toBe(13.885)
  })

  // A loss: 500 × 45.25 = 22,625.00 → commission 0.20 % = 45.25 (below 50 → 50.00), trading
  // 1.13125 → 1.13, clearing 0.22625 → 0.23, regulatory 0.23, VAT 7 % of 51.59 = 3.6113 → 3.61,
  // fees 55.20, cost 22,680.20; 500 × 40.00 = 20,000.00 → commission 40.00 → 50.00, trading
  // 1.00, clearing 0.20, regulatory 0.20, VAT 7 % of 51.40 = 3.598 → 3.60, fees 55.00,
  // proceeds 19,945.00; profit −2,735.20; return −12.0599 % (−12.05986…).
  it('a loss, with a commission of 0.20 %', () => {
    const result = resultOf({ shares: '500', buy: '45.25', sell: '40', commission: '0.20' })
    expect(result.buy.total).toBe(5_520n)
    expect(result.cost).toBe(2_268_020n)
    expect(result.sell.total).toBe(5_500n)
    expect(result.proceeds).toBe(1_994_500n)
    expect(result.profit).toBe(-273_520n)
    expect(result.returnPercent).toBe(-12.0599)
  })

  // A large trade where the rate beats the minimum: 1,000,000 × 25.75 = 25,750,000.00;
  // commission 0.157 % = 40,427.50; trading 1,287.50; clearing 257.50; regulatory 257.50;
  // VAT 7 % of 42,230.00 = 2,956.10; fees 45,186.10.
  it('a large trade: the rate, not the minimum', () => {
    expect(sideFees(2_575_000_000n, 1_570n, 5_000n)).toEqual({
      value: 2_575_000_000n,
      commission: 4_042_750n,
      trading: 128_750n,
      clearing: 25_750n,
      regulatory: 25_750n,
      vat: 295_610n,
      total: 4_518_610n,
    })
  })

  it('rounds half a satang up on each line', () => {
    // 100 × 1.05 = 105.00: trading 0.00525 → 0.01 (half up from 0.525 satang); clearing
    // 0.00105 → 0.00.
    const fees = sideFees(10_500n, 0n, 0n)
    expect(fees.trading).toBe(1n)
    expect(fees.clearing).toBe(0n)
    expect(fees.commission).toBe(0n)
  })

  it('the largest trade allowed stays exact', () => {
    const result = resultOf({ shares: '100000000', buy: '100000', sell: '100000' })
    expect(result.buy.value).toBe(1_000_000_000_000_000n)
    expect(Number.isSafeInteger(Number(result.cost))).toBe(true)
  })
})

describe('checking the fields', () => {
  it.each([
    ['shares', '', 'required'],
    ['shares', '   ', 'required'],
    ['shares', 'abc', 'notNumber'],
    ['shares', '1e3', 'notNumber'],
    ['shares', '1,00', 'notNumber'],
    ['shares', '10.5', 'notWhole'],
    ['shares', '0', 'tooSmall'],
    ['shares', '-5', 'tooSmall'],
    ['shares', '100000001', 'tooLarge'],
    ['buy', '0', 'tooSmall'],
    ['buy', '0.00', 'tooSmall'],
    ['buy', '10.505', 'tooManyDecimals'],
    ['buy', '100000.01', 'tooLarge'],
    ['sell', '.', 'notNumber'],
    ['sell', '12..5', 'notNumber'],
    ['commission', '5.0001', 'tooLarge'],
    ['commission', '0.15701', 'tooManyDecimals'],
    ['commission', '-0.1', 'tooSmall'],
    ['minCommission', '10000.01', 'tooLarge'],
    ['minCommission', '50.001', 'tooManyDecimals'],
  ] as const)('%s %j → %s', (field, text, problem) => {
    expect(parseField(field, text)).toEqual({ problem })
  })

  it.each([
    ['shares', '1,000', 1000n],
    ['shares', ' 100 ', 100n],
    ['buy', '10.500', 1050n],
    ['buy', '.5', 50n],
    ['buy', '1,234.56', 123456n],
    ['commission', '0.157', 1570n],
    ['commission', '0', 0n],
    ['minCommission', '0', 0n],
    ['minCommission', '-0', 0n],
  ] as const)('%s %j → %s', (field, text, value) => {
    expect(parseField(field, text)).toEqual({ value })
  })

  it('reports every field with a problem at once', () => {
    expect(checkCalculator(form({ shares: 'x', buy: '', sell: '0', commission: '9' }))).toEqual({
      errors: { shares: 'notNumber', buy: 'required', sell: 'tooSmall', commission: 'tooLarge' },
    })
  })
})

describe('the address', () => {
  it('without a field of the form, the form starts with its defaults, not submitted', () => {
    expect(calculatorText({ utm_source: 'x' })).toEqual({
      text: CALCULATOR_DEFAULTS,
      isSubmitted: false,
    })
  })

  it('a submitted form: missing fields keep their default, repeated ones are not a number', () => {
    const { text, isSubmitted } = calculatorText({ shares: '100', buy: ['1', '2'], sell: '' })
    expect(isSubmitted).toBe(true)
    expect(text).toEqual({
      shares: '100',
      buy: '1,,2',
      sell: '',
      commission: '0.157',
      minCommission: '50',
    })
    expect(checkCalculator(text).errors).toEqual({ buy: 'notNumber', sell: 'required' })
  })

  it('an address with the trade alone is answered with the default commission', () => {
    const { text } = calculatorText({ shares: '1000', buy: '10.50', sell: '12' })
    expect(checkCalculator(text).input).toMatchObject({ commissionPpm: 1570n })
  })

  it('cuts a very long value', () => {
    expect(calculatorText({ shares: '9'.repeat(10_000) }).text.shares).toHaveLength(24)
  })

  it('a starting price (the last price) fills the sell field until the visitor submits', () => {
    const defaults = { ...CALCULATOR_DEFAULTS, sell: '11.20' }
    expect(calculatorText({}, defaults).text.sell).toBe('11.20')
  })

  it('the query lists the fields in the form’s order, trimmed', () => {
    expect(calculatorQuery(form({ shares: ' 1000 ', buy: '10.5', sell: '12' }))).toEqual({
      shares: '1000',
      buy: '10.5',
      sell: '12',
      commission: '0.157',
      minCommission: '50',
    })
  })
})
