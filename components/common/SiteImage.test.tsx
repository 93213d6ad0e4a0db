import { render, screen } from '@testing-library/react'
import { SiteImage } from './SiteImage'

const image = {
  src: '/api/cms-image/images/embedded/production/abc123-1200x800.webp?rect=0,0,1200,782&w=460&h=300&fit=crop',
  width: 460,
  height: 300,
  alt: 'Chicken rice',
  blurDataURL: 'data:image/webp;base64,AAAA',
}

describe('SiteImage', () => {
  it('asks the image API for each width with the crop kept', () => {
    render(<SiteImage image={image} sizes="(min-width: 1024px) 25vw, 100vw" />)
    const img = screen.getByRole('img', { name: 'Chicken rice' })
    const srcset = img.getAttribute('srcset')!
    expect(srcset).toContain('rect=0%2C0%2C1200%2C782&w=640&h=417&fit=crop&q=75 640w')
    // No candidate wider than twice the image.
    expect(srcset).not.toContain(' 1080w')
    expect(img).toHaveAttribute('sizes', '(min-width: 1024px) 25vw, 100vw')
    expect(img).toHaveAttribute('loading', 'lazy')
    expect(img).toHaveAttribute('width', '460')
  })

  it('serves 1x and 2x for a fixed-size image, loaded at once when it is above the fold', () => {
    render(<SiteImage image={{ ...image, alt: 'Logo' }} priority />)
    const img = screen.getByRole('img', { name: 'Logo' })
    expect(img.getAttribute('srcset')).toMatch(/w=460&h=300.* 1x, .*w=920&h=600.* 2x$/)
    expect(img).toHaveAttribute('loading', 'eager')
    expect(img).toHaveAttribute('fetchpriority', 'high')
  })

  it('loads an eager image at once at the browser’s priority, and a lazy one at neither', () => {
    render(<SiteImage image={{ ...image, alt: 'Hero' }} eager />)
    const hero = screen.getByRole('img', { name: 'Hero' })
    expect(hero).toHaveAttribute('loading', 'eager')
    expect(hero).not.toHaveAttribute('fetchpriority')
    render(<SiteImage image={{ ...image, alt: 'Card' }} />)
    expect(screen.getByRole('img', { name: 'Card' })).not.toHaveAttribute('fetchpriority')
  })

  it('asks for no candidate narrower than the narrowest slot the image is shown in', () => {
    render(<SiteImage image={image} sizes="(min-width: 1024px) 25vw, 50vw" />)
    const widths = [
      ...screen
        .getByRole('img')
        .getAttribute('srcset')!
        .matchAll(/ (\d+)w/g),
    ].map((match) => Number(match[1]))
    // 50vw of a 320 px phone is 160 px: 256 px is the first candidate to cover it.
    expect(widths).toEqual([256, 384, 640, 750, 828])
  })

  it('carries the LQIP for its placeholder, and has no placeholder without one', () => {
    const { container } = render(
      <>
        <SiteImage image={image} />
        <SiteImage image={{ ...image, alt: 'No placeholder', blurDataURL: null }} />
      </>,
    )
    const [withLqip, without] = container.querySelectorAll('img')
    // The drawing is a build-time class, shown once the page has painted (`data-painted`).
    expect(withLqip!.className).not.toBe('')
    expect(withLqip!.style.getPropertyValue('--placeholder')).toBe(`url("${image.blurDataURL}")`)
    expect(without!.className).toBe('')
    expect(without!.getAttribute('style')).toBeNull()
  })
})
