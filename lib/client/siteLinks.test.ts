import { isBrowsersOwnClick, sitePageOfLink } from './siteLinks'

const PLAIN = {
  button: 0,
  metaKey: false,
  ctrlKey: false,
  shiftKey: false,
  altKey: false,
  defaultPrevented: false,
}

/** What a click on the page's `[data-click]` (or first) element would open client-side. */
function clickOn(html: string, options: Partial<typeof PLAIN> = {}) {
  document.body.innerHTML = html
  const target = document.querySelector('[data-click]') ?? document.body.firstElementChild
  return isBrowsersOwnClick({ ...PLAIN, ...options }) ? null : sitePageOfLink(target)
}

describe('site links', () => {
  beforeAll(() => window.history.replaceState(null, '', '/th/home'))

  it('opens the site’s pages client-side, from the link or anything inside it', () => {
    expect(clickOn('<a href="/th/contact">Contact</a>')).toBe('/th/contact')
    expect(clickOn('<a href="/en/product-list?brand=x#list"><span data-click>x</span></a>')).toBe(
      '/en/product-list?brand=x#list',
    )
    // The same page in the other language, with a fragment: another page.
    expect(clickOn('<a href="/en/home#news">news</a>')).toBe('/en/home#news')
  })

  it('leaves other clicks to the browser', () => {
    expect(clickOn('<a href="/th/contact">x</a>', { button: 1 })).toBeNull()
    expect(clickOn('<a href="/th/contact">x</a>', { metaKey: true })).toBeNull()
    expect(clickOn('<a href="/th/contact">x</a>', { ctrlKey: true })).toBeNull()
    expect(clickOn('<a href="/th/contact">x</a>', { shiftKey: true })).toBeNull()
    expect(clickOn('<a href="/th/contact">x</a>', { defaultPrevented: true })).toBeNull()
    expect(clickOn('<a href="/th/contact" target="_blank">x</a>')).toBeNull()
    expect(clickOn('<a href="/th/contact" download>x</a>')).toBeNull()
    expect(clickOn('<a href="https://example.com/th/contact">x</a>')).toBeNull()
    expect(clickOn('<a href="/api/cms-file/report.pdf">x</a>')).toBeNull()
    expect(clickOn('<a href="/studio">x</a>')).toBeNull()
    expect(clickOn('<a href="mailto:ir@example.com">x</a>')).toBeNull()
    expect(clickOn('<a href="#main">x</a>')).toBeNull()
    expect(clickOn('<a href="/th/home#news">x</a>')).toBeNull()
    expect(clickOn('<p>no link</p>')).toBeNull()
  })
})
