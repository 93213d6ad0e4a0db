import { defineQuery } from 'groq'
import { isPublic } from './publication'
import {
  hasTitleIn,
  imageProjection,
  localized,
  localizedFileWithLang,
  localizedWithLang,
} from './fragments'
import { newsCardProjection } from './news'
import { productCardProjection } from './products'

// The home page in one query. The eight lines of business the company presents are product
// categories (chicken, pork …) or whole business lines (processed food, restaurants): the app
// names which ($categorySlugs, $lineSlugs), the content says what they are called and look like;
// their product counts are the catalogue's own (lib/home/getHomePage.ts).
export const homePageQuery = defineQuery(`{
  "hero": *[_type == "siteSettings"][0].homeHero ${imageProjection},
  "categories": *[_type == "productCategory" && slug.current in $categorySlugs] {
    "slug": slug.current,
    "name": ${localized('name')},
    "image": image ${imageProjection}
  },
  "lines": *[_type == "businessLine" && slug.current in $lineSlugs] {
    "slug": slug.current,
    "name": ${localized('name')},
    // The wide cover does not crop to a tile: the picture of the line's first category does.
    "image": *[_type == "productCategory" && businessLine._ref == ^._id] | order(order asc) [0].image ${imageProjection}
  },
  // Teasers list only what has a name or title in the page's language (hasTitleIn).
  "featuredProducts": *[_type == "product" && featured == true && ${hasTitleIn('name')}] | order(launchDate desc, _id asc) [0...8] ${productCardProjection},
  "latestNews": *[_type == "news" && defined(slug.current) && ${isPublic} && ${hasTitleIn('title')}] | order(publishedAt desc, _id asc) [0...3] ${newsCardProjection},
  "latestDividend": *[_type == "dividend"] | order(xdDate desc) [0] {
    fiscalYear, type, amountPerShare, xdDate, recordDate, paymentDate
  },
  "nextEvent": *[_type == "irEvent" && date >= $today && ${isPublic}] | order(date asc) [0] {
    ${localizedWithLang('title')}, type, date
  },
  "latestReport": *[_type == "investorDocument" && category == "one-report" && ${isPublic}] | order(year desc) [0] {
    ${localizedWithLang('title')}, year, publishedAt, ${localizedFileWithLang('file')}
  }
}`)
