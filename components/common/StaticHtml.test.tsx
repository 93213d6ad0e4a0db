import { act, render, screen } from '@testing-library/react'
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime'
import type { NextRouter } from 'next/router'
import { hydrateRoot } from 'react-dom/client'
import { PagePropsContext } from '@/lib/client/serverHtml'
import { StaticHtml } from './StaticHtml'

const router = {
  push: jest.fn(() => Promise.resolve(true)),
  prefetch: jest.fn(() => Promise.resolve()),
}

const PAGE = { title: 'first page' }
const SERVER_HTML =
  '<section class="band"><h1>From the server</h1><a href="/en/contact">Contact</a></section>'

function Page({ props, children }: { props: object; children?: React.ReactNode }) {
  return (
    <RouterContext.Provider value={router as unknown as NextRouter}>
      <PagePropsContext.Provider value={props}>
        <StaticHtml as="section" className="band">
          {children ?? (
            <>
              <h1>Rendered in the browser</h1>
              <a href="/en/contact">Contact</a>
            </>
          )}
        </StaticHtml>
      </PagePropsContext.Provider>
    </RouterContext.Provider>
  )
}

const hasFiber = (element: Element) =>
  Object.keys(element).some((key) => key.startsWith('__reactFiber$'))

describe('StaticHtml', () => {
  beforeEach(() => {
    router.push.mockClear()
    window.history.replaceState(null, '', '/en/home')
  })

  it('keeps the server’s HTML when hydrating, and hydrates none of it', async () => {
    const container = document.createElement('div')
    container.innerHTML = SERVER_HTML
    document.body.append(container)
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {})
    await act(async () => {
      hydrateRoot(container, <Page props={PAGE} />)
    })
    expect(container.innerHTML).toBe(SERVER_HTML)
    const section = container.querySelector('section')!
    expect(hasFiber(section)).toBe(true)
    expect(hasFiber(container.querySelector('h1')!)).toBe(false)
    expect(errors).not.toHaveBeenCalled()
    errors.mockRestore()

    // A link inside opens its page with the router, as next/link would.
    container.querySelector('a')!.click()
    expect(router.push).toHaveBeenCalledWith('/en/contact', undefined, { locale: false })
    container.remove()
  })

  it('renders its content in any render of the browser’s own', () => {
    render(<Page props={PAGE} />)
    expect(screen.getByRole('heading')).toHaveTextContent('Rendered in the browser')
  })

  it('renders the next page’s content when the props change (same route, new page)', async () => {
    const container = document.createElement('div')
    container.innerHTML = SERVER_HTML
    document.body.append(container)
    let root!: ReturnType<typeof hydrateRoot>
    await act(async () => {
      root = hydrateRoot(container, <Page props={PAGE} />)
    })
    await act(async () => {
      root.render(
        <Page props={{ title: 'second page' }}>
          <h1>The second page</h1>
        </Page>,
      )
    })
    expect(container.querySelector('h1')).toHaveTextContent('The second page')
    expect(container.querySelectorAll('section')).toHaveLength(1)
    root.unmount()
    container.remove()
  })
})
