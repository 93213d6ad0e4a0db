import { render, screen } from '@testing-library/react'
import { SiteImage } from './SiteImage'

describe('SiteImage', () => {
  it('asks the image API for each width with the crop kept, and blurs until loaded', () => {
    render(
      <SiteImage
        image={{
          src: '/api/cms-image/images/embedded/production/abc123-1200x800.webp?rect=0,0,1200,782&w=460&h=300&fit=crop',
          width: 460,
          height: 300,
          alt: 'Chicken rice',
          blurDataURL: 'data:image/webp;base64,AAAA',
        }}
        sizes="460px"
      />,
    )
    const img = screen.getByRole('img', { name: 'Chicken rice' })
    expect(img.getAttribute('srcset')).toContain(
      'rect=0%2C0%2C1200%2C782&w=640&h=417&fit=crop&q=75 640w',
    )
    // jsdom drops the data-URL background itself; the cover sizing is there only for a blur.
    expect(img.getAttribute('style')).toContain('background-size: cover')
  })

  it('has no placeholder when the image has no LQIP', () => {
    render(
      <SiteImage
        image={{
          src: '/api/cms-image/images/embedded/production/abc123-40x40.webp?w=40&h=40',
          width: 40,
          height: 40,
          alt: '',
          blurDataURL: null,
        }}
      />,
    )
    expect(document.querySelector('img')?.getAttribute('style') ?? '').not.toContain(
      'background-size',
    )
  })
})
