import { DEFAULT_LANG, type Lang } from './lang'

/**
 * The site language a browser prefers by its Accept-Language header, for the few pages whose
 * address carries no language (the Studio's setup page, the identity provider's pages): the
 * highest-weighted `th…` or `en…` range, Thai when neither is named or the header is absent.
 */
export function langFromAcceptLanguage(header: string | undefined): Lang {
  let best: { lang: Lang; weight: number } | undefined
  for (const part of (header ?? '').split(',')) {
    const [range = '', ...parameters] = part.trim().toLowerCase().split(';')
    const primary = range.trim().split('-', 1)[0]
    if (primary !== 'th' && primary !== 'en') continue
    const q = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='))
    const weight = q === undefined ? 1 : Number(q.slice(2))
    if (!Number.isFinite(weight) || weight <= 0) continue
    if (best === undefined || weight > best.weight) best = { lang: primary, weight }
  }
  return best?.lang ?? DEFAULT_LANG
}
