import { ENQUIRY_TOPICS, type EnquiryTopic } from '@/shared/enquirySchema'
import { isSlug } from '@/shared/slug'

/** What a link to the contact form may choose for the visitor: `?topic=products&product=<slug>`. */
export interface EnquiryPrefill {
  topic?: EnquiryTopic
  /** A product's slug to look up. */
  product?: string
  /** A `product` was given that cannot be any product's slug: the form says it was left out. */
  isProductDropped: boolean
}

/**
 * The contact page's address read leniently: a topic the form does not offer is ignored, and a
 * product value that is no slug is dropped with a note rather than refused (the visitor only
 * followed a link).
 */
export function enquiryPrefill(
  query: Record<string, string | string[] | undefined>,
): EnquiryPrefill {
  const topic = ENQUIRY_TOPICS.find((known) => known === query.topic)
  const product = query.product
  if (product === undefined || product === '') return { topic, isProductDropped: false }
  return isSlug(product)
    ? { topic, product, isProductDropped: false }
    : { topic, isProductDropped: true }
}
