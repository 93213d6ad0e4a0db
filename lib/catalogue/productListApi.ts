import type { NextApiRequest, NextApiResponse } from 'next'
import * as z from 'zod'
import type { LoadOptions } from '@/lib/content/loadOptions'
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from '@/shared/slug'
import type { ProductListResult } from './productList'
import { LANGS, type Lang } from '@/lib/i18n/lang'
import {
  EMPTY_SELECTION,
  MULTI_VALUE_FACETS,
  PRODUCT_SORTS,
  type KnownFacetValues,
  type ProductListSelection,
} from './listSelection'
import { apiRoute } from '@/lib/http/apiRoute'
import { sendApiMessage } from '@/lib/http/apiError'
import { logToServerLog, type LogError } from '@/lib/http/logError'

// The rules of `GET /api/products`. Server-only (zod stays out of the page's bundle): the page
// itself reads its URL with the lenient `selectionFromQuery`, which drops what it cannot use.

/** More values than any facet has: a longer list is not a visitor's choice. */
const MAX_VALUES_PER_FACET = 50
/** A parameter name the message may repeat; anything else (markup, a page of text) is not. */
const PLAIN_NAME = /^[\w.[\]-]{1,40}$/
const PAGE_NUMBER = /^[1-9]\d{0,5}$/

/** A parameter that may appear once: a repeated one arrives as an array. */
const once = <T extends z.ZodType<unknown, string>>(name: string, schema: T) =>
  z.string({ error: `${name} may be given only once` }).pipe(schema)

const slugs = (facet: string) =>
  z
    .union([z.string(), z.array(z.string())])
    .transform((value) => (Array.isArray(value) ? value : [value]))
    .pipe(
      z
        .array(
          z
            .string()
            .max(SLUG_MAX_LENGTH, {
              error: `${facet} must be a slug such as fresh-meat`,
              abort: true,
            })
            .regex(SLUG_PATTERN, { error: `${facet} must be a slug such as fresh-meat` }),
        )
        .max(MAX_VALUES_PER_FACET, { error: `${facet} takes at most ${MAX_VALUES_PER_FACET}` }),
    )

export const productListQuerySchema = z.strictObject(
  {
    lang: once(
      'lang',
      z.enum(LANGS, { error: `lang must be one of ${LANGS.join(', ')}` }),
    ).optional(),
    line: slugs('line').optional(),
    category: slugs('category').optional(),
    brand: slugs('brand').optional(),
    country: once(
      'country',
      z.string().regex(/^[A-Z]{2}$/, { error: 'country must be an ISO 3166-1 code such as JP' }),
    ).optional(),
    sort: once(
      'sort',
      z.enum(PRODUCT_SORTS, { error: `sort must be one of ${PRODUCT_SORTS.join(', ')}` }),
    ).optional(),
    page: once(
      'page',
      z.string().regex(PAGE_NUMBER, { error: 'page must be a whole number from 1' }),
    )
      .transform(Number)
      .optional(),
  },
  {
    error: (issue) => {
      if (issue.code !== 'unrecognized_keys') return undefined
      const named = issue.keys.filter((key) => PLAIN_NAME.test(key))
      const names = named.length > 0 ? ` ${named.join(', ')}` : ''
      return `unknown parameter${names} (allowed: lang, line, category, brand, country, sort, page)`
    },
  },
)

export type ProductListRequest =
  { ok: true; lang: Lang; selection: ProductListSelection } | { ok: false; message: string }

/** The request's query checked by the schema, before its values are looked up. */
export function parseProductListQuery(
  query: Record<string, string | string[] | undefined>,
): ProductListRequest {
  const parsed = productListQuerySchema.safeParse(query)
  if (!parsed.success) {
    return { ok: false, message: parsed.error.issues.map((issue) => issue.message).join('; ') }
  }
  const { lang = 'th', country, sort, page, ...facets } = parsed.data
  const selection: ProductListSelection = { ...EMPTY_SELECTION, country: country ?? null }
  for (const facet of MULTI_VALUE_FACETS) selection[facet] = [...new Set(facets[facet])].sort()
  if (sort) selection.sort = sort
  if (page) selection.page = page
  return { ok: true, lang, selection }
}

/** Values no document has: named, so the caller sees which one. */
export function unknownValues(selection: ProductListSelection, known: KnownFacetValues): string[] {
  const unknown = MULTI_VALUE_FACETS.flatMap((facet) =>
    selection[facet].filter((value) => !known[facet].includes(value)).map((v) => `${facet} ${v}`),
  )
  if (selection.country && !known.country.includes(selection.country)) {
    unknown.push(`country ${selection.country}`)
  }
  return unknown
}

export type ProductListAnswer = ProductListResult | { message: string }

export interface ProductListHandlerDeps {
  knownValues: (lang: Lang, options: LoadOptions) => Promise<KnownFacetValues>
  load: (
    lang: Lang,
    selection: ProductListSelection,
    options: LoadOptions,
  ) => Promise<ProductListResult>
  logError?: LogError
}

/**
 * `GET /api/products?lang=&line=&category=&brand=&country=&sort=&page=`: the product list for
 * one selection, the answer the page renders (`ProductListResult`). Line, category and brand
 * may repeat. 400 with a message for a malformed or unknown value or an unknown parameter;
 * a page past the end answers with the last page (`page` says which). 405 for another method,
 * 503 when the content source fails. In an editor's preview the answer includes drafts and
 * is never cached.
 */
export function createProductListHandler({
  knownValues,
  load,
  logError = logToServerLog,
}: ProductListHandlerDeps) {
  async function productListHandler(
    req: NextApiRequest,
    res: NextApiResponse<ProductListAnswer>,
  ): Promise<void> {
    const preview = req.preview === true
    res.setHeader(
      'Cache-Control',
      preview ? 'private, no-store' : 'public, max-age=0, s-maxage=60, stale-while-revalidate=300',
    )
    const request = parseProductListQuery(req.query)
    if (!request.ok) return res.status(400).json({ message: request.message })

    const { lang, selection } = request
    try {
      const unknown = unknownValues(selection, await knownValues(lang, { preview }))
      if (unknown.length > 0) {
        return res.status(400).json({ message: `unknown ${unknown.join(', ')}` })
      }
      return res.status(200).json(await load(lang, selection, { preview }))
    } catch (error) {
      logError('GET /api/products: the content source failed', error)
      return sendApiMessage(req, res, 503, 'catalogueUnavailable', lang)
    }
  }
  return apiRoute({ GET: productListHandler, HEAD: productListHandler })
}
