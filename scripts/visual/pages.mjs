// The pages whose look a styling change must keep: one of each kind the site draws.
export const VISUAL_PAGES = [
  { name: 'home', path: '/home' },
  { name: 'product-list', path: '/product-list' },
  { name: 'product', path: '/products/bbq-pork-buns' },
  { name: 'news-list', path: '/corporate/news' },
  { name: 'article', path: '/news/2026-agm-approves-dividend' },
  { name: 'board', path: '/about/board-of-director' },
  { name: 'dividend', path: '/investors/dividend' },
  { name: 'shareholders', path: '/investors/shareholders-structure' },
  { name: 'contact', path: '/contact' },
  { name: 'business-line', path: '/business/fresh-meat' },
  { name: 'login', path: '/login' },
  { name: 'not-found', path: '/no-such-page' },
]

/** A phone and a desktop. */
export const VISUAL_WIDTHS = [390, 1280]
