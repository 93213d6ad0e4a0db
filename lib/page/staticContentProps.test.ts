import type { GetStaticPropsContext, GetStaticPropsResult } from 'next'
import type { Namespace } from '@/lib/i18n/keys'
import {
  lacksStaticContentProps,
  pagePropsForHtml,
  withStaticContentProps,
} from './staticContentProps'

/** What `getStaticProps` answering `result`, wrapped by withStaticContentProps, answers. */
function listed<P extends object>(
  result: GetStaticPropsResult<P>,
  keys: readonly (keyof P & string)[],
  namespaces?: readonly Namespace[],
) {
  return withStaticContentProps(() => result, keys, namespaces)({} as GetStaticPropsContext)
}

describe('props read only by static content', () => {
  const props = { layout: { year: 2026 }, featuredProducts: [{ name: 'Buns' }], latestNews: [] }

  it('are listed beside the props, which stay whole for the data file', async () => {
    const result = await listed({ props, revalidate: 60 }, ['featuredProducts'])
    expect(result).toEqual({
      props: { ...props, staticContentProps: ['featuredProducts'], staticContentNamespaces: [] },
      revalidate: 60,
    })
    // A 404 or a redirect has no props to list.
    expect(await listed({ notFound: true }, [])).toEqual({ notFound: true })
  })

  it("are left out of the HTML's data, which says so; the rest is kept as it is", async () => {
    const result = await listed({ props }, ['featuredProducts', 'latestNews'])
    const forHtml = pagePropsForHtml('props' in result ? result.props : null)
    expect(forHtml).toEqual({ layout: props.layout, staticContentPropsLeftOut: true })
    expect((forHtml as { layout: unknown }).layout).toBe(props.layout)
    expect(lacksStaticContentProps(forHtml)).toBe(true)
    // The props themselves are untouched: the data file is written from them.
    expect(props.featuredProducts).toHaveLength(1)
  })

  it("leave the interface strings only static content reads out of the HTML's data", async () => {
    const _nextI18Next = {
      initialLocale: 'en',
      initialI18nStore: { en: { common: { menu: 'Menu' }, pressKit: { title: 'Press kit' } } },
    }
    const result = await listed({ props: { ...props, _nextI18Next } }, [], ['pressKit'])
    const forHtml = pagePropsForHtml('props' in result ? result.props : null)
    expect(forHtml).toEqual({
      ...props,
      _nextI18Next: { initialLocale: 'en', initialI18nStore: { en: { common: { menu: 'Menu' } } } },
      staticContentPropsLeftOut: true,
    })
    // The data file keeps them all.
    expect(_nextI18Next.initialI18nStore.en.pressKit).toEqual({ title: 'Press kit' })
  })

  it('leave the props of a page that lists none as they are', () => {
    expect(pagePropsForHtml(props)).toBe(props)
    expect(lacksStaticContentProps(props)).toBe(false)
    expect(lacksStaticContentProps(undefined)).toBe(false)
  })
})
