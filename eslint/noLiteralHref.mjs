// Selectors for `no-restricted-syntax` that report an internal address written as a literal:
// every page's address comes from the route table (lib/routes.ts), so that one file says where
// each page is. External links (https:, mailto:, tel:), protocol-relative ones and hash links do
// not start with a single `/`, so they pass; paths the CMS stores arrive as data, not literals.

const MESSAGE =
  'An internal address written as a literal: use lib/routes.ts (path, href, pagePath).'

// A string that starts with one `/` (not `//`, a protocol-relative external link).
const INTERNAL = '/^\\/(?!\\/)/'
// The first piece of a template literal, `/…` before any `${}`.
const INTERNAL_TEMPLATE = `TemplateLiteral[quasis.0.value.raw=${INTERNAL}]`
const LINK_ATTRIBUTE = 'JSXAttribute[name.name=/^(href|action)$/]'
const LINK_PROPERTY = 'Property[key.name=/^(href|pathname)$/]'

// The first segments of the site's addresses (the route table's, kept in step with it by
// eslint/noLiteralHref.test.ts): a string or template that starts with one is an address of the
// site wherever it stands (a prop, a fetch, a prefix, a key), not only in an href.
export const SITE_SEGMENTS = [
  'th',
  'en',
  'home',
  'about',
  'business',
  'governance',
  'sustainability',
  'investors',
  'corporate',
  'alerts',
  'product-list',
  'products',
  'news',
  'contact',
  'privacy-notice',
  'cookies',
  'credits',
  '404',
  '500',
  'search',
  'login',
  'logout',
  'studio',
  'admin',
  'api',
  'favicon.svg',
]
const SITE_ADDRESS = `/^\\/(${SITE_SEGMENTS.map((segment) => segment.replace('.', '\\.')).join('|')})(\\/|\\?|#|$)/`

export const noLiteralHrefSelectors = [
  `Literal[value=${SITE_ADDRESS}]`,
  `TemplateLiteral[quasis.0.value.raw=${SITE_ADDRESS}]`,
  `${LINK_ATTRIBUTE} > Literal[value=${INTERNAL}]`,
  `${LINK_ATTRIBUTE} > JSXExpressionContainer > Literal[value=${INTERNAL}]`,
  `${LINK_ATTRIBUTE} > JSXExpressionContainer > ${INTERNAL_TEMPLATE}`,
  `${LINK_PROPERTY} > Literal[value=${INTERNAL}]`,
  `${LINK_PROPERTY} > ${INTERNAL_TEMPLATE}`,
  // An address with its language written out: `/${lang}/contact`, '/th/home', `/en/${slug}`.
  "TemplateLiteral[quasis.0.value.raw='/'][expressions.0.name=/^(lang|locale)$/]",
  'TemplateLiteral[quasis.0.value.raw=/^\\/(th|en)\\//]',
  'Literal[value=/^\\/(th|en)(\\/|$)/]',
].map((selector) => ({ selector, message: MESSAGE }))

/** The rule as the config applies it to components/, pages/ and lib/. */
export const noLiteralHrefRule = ['error', ...noLiteralHrefSelectors]
