/**
 * @jest-environment node
 */
import type { DocumentResolver, PreviewUrlResolverOptions } from 'sanity/presentation'
import { resolveDocumentLocations } from './locations'
import { previewLanguage, previewLinkParams } from './previewLink'
import { mainDocumentResolvers, presentationOptions } from './presentationOptions'

const routeOf = (resolver: DocumentResolver) => resolver.route

describe('presentationOptions', () => {
  it('frames the embedded Studio’s own site, Thai home first, through the preview route', () => {
    const options = presentationOptions('')
    const previewUrl = options.previewUrl as PreviewUrlResolverOptions
    expect(previewUrl.initial).toBe('/th/home')
    expect(previewUrl.previewMode).toEqual({ enable: '/api/preview' })
    expect(options.allowOrigins).toBeUndefined()
    expect(options.resolve?.locations).toBe(resolveDocumentLocations)
  })

  it('frames the site at SANITY_STUDIO_SITE_URL when the Studio runs apart, and only it', () => {
    const options = presentationOptions('https://www.siamharvest.example/')
    expect((options.previewUrl as PreviewUrlResolverOptions).initial).toBe(
      'https://www.siamharvest.example/th/home',
    )
    expect(options.allowOrigins).toEqual(['https://www.siamharvest.example'])
  })
})

describe('mainDocumentResolvers', () => {
  const resolvers = mainDocumentResolvers()
  const find = (route: string) => resolvers.find((resolver) => resolver.route === route)

  it('opens a product, an article and a business line by the slug in the address, in either language', () => {
    expect(find('/:lang/products/:slug')).toEqual({
      route: '/:lang/products/:slug',
      filter: '_type == "product" && slug.current == $slug',
    })
    expect(find('/:lang/news/:slug')?.filter).toBe('_type == "news" && slug.current == $slug')
    expect(find('/:lang/business/:slug')?.filter).toBe(
      '_type == "businessLine" && slug.current == $slug',
    )
  })

  it('opens the site settings beside the home page (its hero) and a content page by its path', () => {
    expect(find('/:lang/home')).toEqual({ route: '/:lang/home', type: 'siteSettings' })
    expect(find('/:lang/about/commitment')).toEqual({
      route: '/:lang/about/commitment',
      filter: '_type == "page" && path == $path',
      params: { path: '/about/commitment' },
    })
  })

  it('has one resolver per route', () => {
    const routes = resolvers.map(routeOf)
    expect(new Set(routes).size).toBe(routes.length)
  })
})

describe('the Studio’s “Open preview” link', () => {
  it.each([
    [['th-TH', 'en-US'], 'th'],
    [['th'], 'th'],
    [['en-GB', 'th'], 'en'],
    [['ja-JP', 'th-TH'], 'th'],
    [['ja-JP'], 'en'],
    [[], 'en'],
  ])('opens %j in %s', (languages, lang) => {
    expect(previewLanguage(languages)).toBe(lang)
  })

  it('carries the secret, the language and the language-free path', () => {
    expect(previewLinkParams('s3cret', '/products/x', ['th-TH']).toString()).toBe(
      'secret=s3cret&lang=th&path=%2Fproducts%2Fx',
    )
  })
})
