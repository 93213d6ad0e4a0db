import type { NextApiRequest, NextApiResponse } from 'next'
import type { ProductReferenceCard } from './loadProductReference'
import { isLang, type Lang } from '@/lib/i18n/lang'
import { isSlug, SLUG_MAX_LENGTH } from '@/shared/slug'
import { apiRoute } from '@/lib/http/apiRoute'
import { sendApiMessage } from '@/lib/http/apiError'
import { logToServerLog, type LogError } from '@/lib/http/logError'

export type ProductReferenceAnswer = { product: ProductReferenceCard | null } | { message: string }

export interface ProductReferenceHandlerDeps {
  load: (slug: string, lang: Lang) => Promise<ProductReferenceCard | null>
  logError?: LogError
}

/**
 * `GET /api/enquiry-product?slug=&lang=`: the product the contact form was opened for (its
 * name and small picture), `{ product: null }` when no product has the slug: the form then
 * says so and sends the enquiry without it, so an unknown product is an answer, not a 404.
 * 400 with a message for a missing or malformed slug or language, 405 for another method,
 * 503 when the content source fails.
 */
export function createProductReferenceHandler({
  load,
  logError = logToServerLog,
}: ProductReferenceHandlerDeps) {
  async function productReferenceHandler(
    req: NextApiRequest,
    res: NextApiResponse<ProductReferenceAnswer>,
  ): Promise<void> {
    res.setHeader('Cache-Control', 'public, max-age=0, s-maxage=60, stale-while-revalidate=300')
    const { slug, lang = 'th' } = req.query
    if (!isSlug(slug)) {
      return res.status(400).json({
        message: `slug must be one product's slug such as jasmine-rice (at most ${SLUG_MAX_LENGTH} characters)`,
      })
    }
    if (typeof lang !== 'string' || !isLang(lang)) {
      return res.status(400).json({ message: 'lang must be th or en' })
    }
    try {
      return res.status(200).json({ product: await load(slug, lang) })
    } catch (error) {
      logError('GET /api/enquiry-product: the content source failed', error)
      return sendApiMessage(req, res, 503, 'catalogueUnavailable', lang)
    }
  }
  return apiRoute({ GET: productReferenceHandler, HEAD: productReferenceHandler })
}
