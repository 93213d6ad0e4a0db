import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useRouter } from 'next/router'
import { EMPTY_SELECTION } from '@/lib/catalogue/listSelection'
import type { ProductFacets } from '@/lib/catalogue/productList'
import { mockRouter } from '@/lib/testing/mockRouter'
import { renderWithProviders } from '@/lib/testing/render'
import { CatalogueFilters } from './CatalogueFilters'

jest.mock('next/router', () => ({ useRouter: jest.fn() }))

const facets: ProductFacets = {
  line: [
    { value: 'fresh-meat', label: 'Fresh meat', count: 12 },
    { value: 'seafood', label: 'Seafood', count: 0 },
  ],
  category: [],
  brand: [{ value: 'golden-farm', label: 'Golden Farm', count: 3 }],
  country: [
    { value: 'TH', label: 'Thailand', count: 5 },
    { value: 'JP', label: 'Japan', count: 0 },
  ],
}

function renderFilters(selection = EMPTY_SELECTION) {
  const handlers = { onToggle: jest.fn(), onCountry: jest.fn(), onShowResults: jest.fn() }
  renderWithProviders(
    <CatalogueFilters facets={facets} selection={selection} total={12} {...handlers} />,
  )
  return handlers
}

describe('CatalogueFilters', () => {
  beforeEach(() => {
    jest.mocked(useRouter).mockReturnValue(mockRouter('en', '/product-list'))
  })

  it('opens and closes the phone panel as a disclosure named by its heading', async () => {
    const user = userEvent.setup()
    const { onShowResults } = renderFilters({ ...EMPTY_SELECTION, brand: ['golden-farm'] })
    const toggle = screen.getByTestId('filters-toggle')
    const panel = screen.getByTestId('filters-panel')
    expect(toggle).toHaveTextContent('Filters (1)')
    expect(toggle).toHaveAttribute('aria-controls', panel.id)
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(panel).not.toHaveAttribute('data-open')
    expect(screen.getByRole('complementary', { name: 'Filter products' })).toContainElement(panel)

    await user.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    expect(panel).toHaveAttribute('data-open')

    await user.click(screen.getByRole('button', { name: 'Show 12 products' }))
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(panel).not.toHaveAttribute('data-open')
    expect(onShowResults).toHaveBeenCalledTimes(1)
  })

  it('ticks values by their labelled check boxes; a value nothing matches is disabled', async () => {
    const user = userEvent.setup()
    const { onToggle } = renderFilters()
    const business = screen.getByRole('group', { name: 'Business' })
    // The count is read with its label, not as a bare number.
    await user.click(
      within(business).getByRole('checkbox', { name: /^Fresh meat\s*, 12 products$/ }),
    )
    expect(onToggle).toHaveBeenCalledWith('line', 'fresh-meat')
    expect(within(business).getByRole('checkbox', { name: /Seafood/ })).toBeDisabled()
  })

  it('chooses one country at a time, or all, with a hint on what is remembered', async () => {
    const user = userEvent.setup()
    const { onCountry } = renderFilters({ ...EMPTY_SELECTION, country: 'TH' })
    const country = screen.getByRole('group', { name: 'Country' })
    expect(country).toHaveAccessibleDescription(
      'We remember the country you choose on this device.',
    )
    expect(within(country).getByRole('radio', { name: /Thailand/ })).toBeChecked()
    expect(within(country).getByRole('radio', { name: /Japan/ })).toBeDisabled()
    await user.click(within(country).getByRole('radio', { name: 'All countries' }))
    expect(onCountry).toHaveBeenCalledWith(null)
  })
})
