import { defineQuery } from 'groq'
import { fileProjection, imageProjection, localized } from './fragments'
import { productCardProjection } from './products'

export const homePageQuery = defineQuery(`{
  "businessLines": *[_type == "businessLine"] | order(order asc) {
    _id,
    "slug": slug.current,
    "name": ${localized('name')},
    "summary": ${localized('summary')},
    "image": cover ${imageProjection}
  },
  "featuredProducts": *[_type == "product" && featured == true] | order(launchDate desc) [0...8] ${productCardProjection},
  "latestNews": *[_type == "news"] | order(publishedAt desc) [0...3] {
    _id,
    "slug": slug.current,
    "title": ${localized('title')},
    "excerpt": ${localized('excerpt')},
    publishedAt,
    category,
    "thumbnail": thumbnail ${imageProjection}
  },
  "latestDividend": *[_type == "dividend"] | order(xdDate desc) [0] {
    fiscalYear, type, amountPerShare, xdDate, recordDate, paymentDate
  },
  "nextEvent": *[_type == "irEvent" && date >= $today] | order(date asc) [0] {
    "title": ${localized('title')}, type, date
  },
  "latestReport": *[_type == "investorDocument" && category == "one-report"] | order(year desc) [0] {
    "title": ${localized('title')}, year, publishedAt, "file": file ${fileProjection}
  }
}`)

/** The products the home page features, newest first. */
export const featuredProductsQuery = defineQuery(
  `*[_type == "product" && featured == true] | order(launchDate desc, _id asc) [0...8] ${productCardProjection}`,
)
