/** @jest-environment node */
import { Linter } from 'eslint'
import tsParser from '@typescript-eslint/parser'
import { DOCUMENT_PAGES, STATIC_ROUTES } from '@/cms/lib/routes'
import { SITE_SEGMENTS, noLiteralHrefRule } from './noLiteralHref.mjs'

const linter = new Linter({ configType: 'flat' })

function reported(code: string): number[] {
  const messages = linter.verify(
    code,
    [
      {
        files: ['**/*.tsx'],
        languageOptions: { parser: tsParser, parserOptions: { ecmaFeatures: { jsx: true } } },
        rules: { 'no-restricted-syntax': noLiteralHrefRule },
      },
    ],
    'components/Fixture.tsx',
  )
  for (const message of messages) expect(message.message).toMatch('use lib/routes.ts')
  return [...new Set(messages.map((message) => message.line))]
}

describe('no literal internal href', () => {
  it.each([
    ['a JSX href', '<Link href="/contact">x</Link>'],
    ['a JSX href in braces', "<Link href={'/contact'}>x</Link>"],
    ['a JSX href template', '<Link href={`/products/${slug}`}>x</Link>'],
    ["a form's action", '<form action={`/${lang}/search`} />'],
    ['an href property', "const links = [{ href: '/cookies', label: 'x' }]"],
    ['a pathname property', "const target = { pathname: '/contact', query: {} }"],
    ['a language template', 'window.location.assign(`/${lang}/logout`)'],
    ['a language literal', "const home = '/th/home'"],
    ['a language template literal', 'const page = `/en/news/${slug}`'],
    ['a link prop of another name', '<PageSection moreHref="/investors" />'],
    ['a fetch of an API route', "fetch('/api/products?lang=th')"],
    ['an API route in a template', 'request(`/api/search?${params}`)'],
    ['a section prefix', "const prefixes = ['/about']"],
    ['a content page by its address', "contentPageStaticProps('/about/commitment')"],
  ])('reports %s', (_, code) => {
    expect(reported(`const x = () => { ${code} }`)).toEqual([1])
  })

  it.each([
    ['a table call', "<Link href={path('contact', { topic: 'products' })}>x</Link>"],
    ['a document page', "<Link href={pagePath('product', slug)}>x</Link>"],
    ['an external link', '<a href="https://example.com/about">x</a>'],
    ['a mail link', '<a href="mailto:ir@example.com">x</a>'],
    ['a phone link', '<a href="tel:+6621234567">x</a>'],
    ['a hash link', '<a href="#main">x</a>'],
    ['a protocol-relative link', '<a href="//cdn.example.com/x">x</a>'],
    ['a path the CMS stored', '<Link href={item.path}>x</Link>'],
    ["Next's error page name", "const pages = new Set(['/_error'])"],
    ['a relative module path', "import('./Dialog')"],
  ])('lets %s pass', (_, code) => {
    expect(reported(`const x = () => { ${code} }`)).toEqual([])
  })

  it('names the line of each literal', () => {
    expect(reported(['const a = 1', 'const b = <Link href="/home">x</Link>'].join('\n'))).toEqual([
      2,
    ])
  })

  it("knows every first segment of the route table's addresses", () => {
    const addresses = [...Object.values(STATIC_ROUTES), ...Object.values(DOCUMENT_PAGES)]
    const segments = addresses
      .filter((address) => address.startsWith('/'))
      .map((address) => address.split('/')[1])
    expect(SITE_SEGMENTS).toEqual(expect.arrayContaining([...new Set(segments)]))
  })
})
