import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { NewsItem } from '@/lib/news/news'
import { renderWithProviders } from '@/lib/testing/render'
import { NewsGallery } from './NewsGallery'

const images: NewsItem['gallery'] = ['Packing line', 'Conveyor', 'Quality check'].map(
  (alt, index) => ({
    _key: `g${index}`,
    image: { src: `/img/${index}.webp`, width: 1200, height: 800, alt, blurDataURL: null },
  }),
)

describe('NewsGallery', () => {
  it('shows the chosen photo large, by click and by arrow keys', async () => {
    const user = userEvent.setup()
    renderWithProviders(<NewsGallery images={images} />)
    const caption = screen.getByTestId('gallery-caption')
    expect(caption).toHaveTextContent('Packing line')
    expect(caption).toHaveTextContent('Photo 1 of 3')

    await user.click(screen.getByRole('button', { name: 'Show photo 2 of 3: Conveyor' }))
    expect(caption).toHaveTextContent('Conveyor')
    expect(screen.getByRole('img', { name: 'Conveyor' })).toBeInTheDocument()

    await user.keyboard('{ArrowRight}')
    const third = screen.getByRole('button', { name: 'Show photo 3 of 3: Quality check' })
    expect(third).toHaveFocus()
    expect(third).toHaveAttribute('aria-current', 'true')
    // The frame of the chosen thumbnail follows `aria-current`: only one has it.
    expect(screen.getByRole('button', { name: 'Show photo 2 of 3: Conveyor' })).not.toHaveAttribute(
      'aria-current',
    )
    await user.keyboard('{ArrowRight}')
    expect(caption).toHaveTextContent('Packing line')
    await user.keyboard('{End}')
    expect(caption).toHaveTextContent('Quality check')
  }, 20_000)

  it('one photo needs no thumbnails; none, no section', () => {
    const { container, rerender } = renderWithProviders(<NewsGallery images={images.slice(0, 1)} />)
    expect(screen.queryAllByRole('button')).toHaveLength(0)
    expect(screen.getByRole('img', { name: 'Packing line' })).toBeInTheDocument()
    rerender(<NewsGallery images={[]} />)
    expect(container).toBeEmptyDOMElement()
  })
})
