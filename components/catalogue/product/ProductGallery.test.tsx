import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useRouter } from 'next/router'
import type { ProductGalleryImage } from '@/lib/catalogue/product'
import { mockRouter } from '@/lib/testing/mockRouter'
import { renderWithProviders } from '@/lib/testing/render'
import { ProductGallery } from './ProductGallery'

jest.mock('next/router', () => ({ useRouter: jest.fn() }))

const images: ProductGalleryImage[] = ['Front of the pack', 'Cooked', 'Back label'].map(
  (alt, index) => ({
    _key: index === 0 ? 'hero' : `g${index}`,
    image: {
      src: `/api/cms-image/${index}.webp`,
      width: index === 0 ? 744 : 400,
      height: index === 0 ? 744 : 400,
      alt,
      blurDataURL: null,
    },
    thumbnail: {
      src: `/api/cms-image/${index}-t.webp`,
      width: 40,
      height: 40,
      alt,
      blurDataURL: null,
    },
  }),
)

function at(query: Record<string, string>, isReady = true) {
  const router = {
    ...mockRouter('en', '/products/bbq-pork-buns', '/products/[slug]'),
    query: { slug: 'bbq-pork-buns', ...query },
    isReady,
  }
  jest.mocked(useRouter).mockReturnValue(router)
  return router
}

const caption = () => screen.getByTestId('product-gallery-caption')
const thumbnails = () =>
  screen.getByRole('list', { name: 'Choose a picture' }).querySelectorAll('button')

describe('ProductGallery', () => {
  it('shows the picture the address names, large, with its thumbnail marked', () => {
    at({ image: '2' })
    renderWithProviders(<ProductGallery images={images} />)
    expect(caption()).toHaveTextContent('Cooked')
    expect(caption()).toHaveTextContent('Picture 2 of 3')
    expect(screen.getByRole('img', { name: 'Cooked' })).toHaveAttribute('width', '400')
    const buttons = thumbnails()
    expect(buttons).toHaveLength(3)
    expect(buttons[1]).toHaveAttribute('aria-current', 'true')
    expect(buttons[1]).toHaveAccessibleName('Show picture 2 of 3: Cooked')
    // The 40×40 thumbnails are decorative inside their named buttons.
    expect(buttons[1]!.querySelector('img')).toHaveAttribute('width', '40')
    expect(buttons[1]!.querySelector('img')).toHaveAttribute('alt', '')
  })

  it('falls back to the first picture for a bad value, and before the router is ready', () => {
    at({ image: '9' })
    const { unmount } = renderWithProviders(<ProductGallery images={images} />)
    expect(caption()).toHaveTextContent('Front of the pack')
    expect(screen.getByRole('img', { name: 'Front of the pack' })).toHaveAttribute('width', '744')
    unmount()
    at({ image: '3' }, false)
    renderWithProviders(<ProductGallery images={images} />)
    expect(caption()).toHaveTextContent('Front of the pack')
  })

  it('puts the choice in the address by shallow routing, by click and by keyboard', async () => {
    const user = userEvent.setup()
    let router = at({})
    const { unmount } = renderWithProviders(<ProductGallery images={images} />)
    await user.click(screen.getByRole('button', { name: 'Show picture 3 of 3: Back label' }))
    expect(router.replace).toHaveBeenLastCalledWith(
      { pathname: '/products/[slug]', query: { slug: 'bbq-pork-buns', image: '3' } },
      undefined,
      { shallow: true, scroll: false },
    )

    // The router has followed: arrows wrap around, move the focus, and the first picture
    // needs no parameter.
    unmount()
    router = at({ image: '3' })
    renderWithProviders(<ProductGallery images={images} />)
    expect(caption()).toHaveTextContent('Back label')
    thumbnails()[2]!.focus()
    await user.keyboard('{ArrowRight}')
    expect(router.replace).toHaveBeenLastCalledWith(
      { pathname: '/products/[slug]', query: { slug: 'bbq-pork-buns' } },
      undefined,
      { shallow: true, scroll: false },
    )
    expect(thumbnails()[0]).toHaveFocus()
    await user.keyboard('{ArrowLeft}')
    expect(router.replace).toHaveBeenLastCalledWith(
      expect.objectContaining({ query: { slug: 'bbq-pork-buns', image: '2' } }),
      undefined,
      expect.anything(),
    )
    expect(thumbnails()[1]).toHaveFocus()
  }, 20_000)

  it('one picture needs no thumbnails; none, nothing at all', () => {
    at({})
    const { container, rerender } = renderWithProviders(
      <ProductGallery images={images.slice(0, 1)} />,
    )
    expect(screen.queryAllByRole('button')).toHaveLength(0)
    expect(caption()).not.toHaveTextContent('Picture 1 of 1')
    rerender(<ProductGallery images={[]} />)
    expect(container).toBeEmptyDOMElement()
  })
})
