import { act, fireEvent, screen, within } from '@testing-library/react'
import { useRouter } from 'next/router'
import { CALCULATOR_DEFAULTS } from '@/lib/investors/investmentCalculator'
import type { Strings } from '@/lib/i18n/keys'
import { mockRouter } from '@/lib/testing/mockRouter'
import { localeStrings, renderWithProviders } from '@/lib/testing/render'
import { InvestmentCalculator } from './InvestmentCalculator'

jest.mock('next/router', () => ({ useRouter: jest.fn() }))

const strings = (lang: 'th' | 'en') =>
  localeStrings(lang).investmentCalculator as Strings<'investmentCalculator'>

let router: ReturnType<typeof mockRouter>

beforeEach(() => {
  jest.useFakeTimers()
  router = mockRouter('en', '/investors/investment-calculator')
  jest.mocked(useRouter).mockReturnValue(router)
})

afterEach(() => jest.useRealTimers())

describe('InvestmentCalculator', () => {
  it('answers as the visitor types, and the address follows once typing pauses', () => {
    const en = strings('en')
    renderWithProviders(
      <InvestmentCalculator
        lang="en"
        text={CALCULATOR_DEFAULTS}
        isSubmitted={false}
        lastPrice={null}
      />,
    )
    expect(screen.getByText(en.results.start)).toBeInTheDocument()
    fireEvent.change(screen.getByLabelText(en.form.shares.label), { target: { value: '1000' } })
    fireEvent.change(screen.getByLabelText(en.form.buy.label), { target: { value: '10.50' } })
    fireEvent.change(screen.getByLabelText(en.form.sell.label), { target: { value: '12' } })
    expect(screen.getByTestId('calculator-profit')).toHaveTextContent('THB 1,391.30')
    expect(screen.getByTestId('calculator-return')).toHaveTextContent('13.18%')
    const breakdown = screen.getByTestId('calculator-breakdown')
    expect(within(breakdown).getByText("Broker's commission (0.157%)")).toBeTruthy()

    expect(router.replace).not.toHaveBeenCalled()
    act(() => jest.advanceTimersByTime(400))
    expect(router.replace).toHaveBeenCalledTimes(1)
    expect(router.replace).toHaveBeenCalledWith(
      {
        pathname: '/investors/investment-calculator',
        query: {
          shares: '1000',
          buy: '10.50',
          sell: '12',
          commission: '0.157',
          minCommission: '50',
        },
      },
      undefined,
      { shallow: true, scroll: false },
    )
  })

  it('shows a field’s message once it is left, tied to the field', () => {
    const en = strings('en')
    renderWithProviders(
      <InvestmentCalculator
        lang="en"
        text={CALCULATOR_DEFAULTS}
        isSubmitted={false}
        lastPrice={null}
      />,
    )
    const shares = screen.getByLabelText(en.form.shares.label)
    fireEvent.change(shares, { target: { value: '12.5' } })
    expect(screen.queryByText(en.errors.shares.notWhole)).not.toBeInTheDocument()
    fireEvent.blur(shares)
    const message = screen.getByText(en.errors.shares.notWhole)
    expect(shares).toHaveAttribute('aria-invalid', 'true')
    expect(shares.getAttribute('aria-describedby')).toContain(message.id)
    expect(screen.getByText(en.results.invalid)).toBeInTheDocument()
  })

  it('a submitted form with mistakes shows every message at once, in Thai', () => {
    const th = strings('th')
    renderWithProviders(
      <InvestmentCalculator
        lang="th"
        text={{ shares: '', buy: 'abc', sell: '0', commission: '0.157', minCommission: '999999' }}
        isSubmitted
        lastPrice={null}
      />,
      'th',
    )
    expect(screen.getByRole('alert')).toHaveTextContent(th.errors.summary)
    expect(screen.getByText(th.errors.shares.required)).toBeInTheDocument()
    expect(screen.getByText(th.errors.buy.notNumber)).toBeInTheDocument()
    expect(screen.getByText(th.errors.sell.tooSmall)).toBeInTheDocument()
    expect(
      screen.getByText(th.errors.minCommission.tooLarge.replace('{{max}}', '10,000')),
    ).toBeInTheDocument()
  })

  it('offers the last price as today’s price', () => {
    const en = strings('en')
    renderWithProviders(
      <InvestmentCalculator
        lang="en"
        text={{ ...CALCULATOR_DEFAULTS, shares: '100', buy: '10', sell: '' }}
        isSubmitted={false}
        lastPrice={{ price: '11.20', asOf: '2026-11-27T09:30:00Z' }}
      />,
    )
    expect(screen.getByText(/Last price THB 11\.20/)).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: en.form.sell.useLastPrice }))
    expect(screen.getByLabelText(en.form.sell.label)).toHaveValue('11.20')
    expect(screen.getByTestId('calculator-profit')).toBeInTheDocument()
  })
})
