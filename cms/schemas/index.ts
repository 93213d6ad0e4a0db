import { award } from './documents/award'
import { brand } from './documents/brand'
import { businessLine } from './documents/businessLine'
import { contactPerson } from './documents/contactPerson'
import { country } from './documents/country'
import { dividend } from './documents/dividend'
import { financialQuarter } from './documents/financialQuarter'
import { financialYear } from './documents/financialYear'
import { investorDocument } from './documents/investorDocument'
import { irEvent } from './documents/irEvent'
import { menuSection } from './documents/menuSection'
import { milestone } from './documents/milestone'
import { news } from './documents/news'
import { page } from './documents/page'
import { person } from './documents/person'
import { product } from './documents/product'
import { productCategory } from './documents/productCategory'
import { redirect } from './documents/redirect'
import { reseller } from './documents/reseller'
import { shareholder } from './documents/shareholder'
import { blockContent } from './objects/blockContent'
import { creditSource } from './objects/creditSource'
import { innerTopic } from './objects/innerTopic'
import { localeBlockContent } from './objects/localeBlockContent'
import { localeFile } from './objects/localeFile'
import { localeString } from './objects/localeString'
import { localeText } from './objects/localeText'
import { office } from './objects/office'
import { seo } from './objects/seo'
import { subMenu } from './objects/subMenu'
import { ctaSection } from './sections/ctaSection'
import { imageTextSection } from './sections/imageTextSection'
import { statsSection } from './sections/statsSection'
import { textSection } from './sections/textSection'
import { valuesSection } from './sections/valuesSection'
import { credits } from './singletons/credits'
import { siteSettings } from './singletons/siteSettings'

const objects = [
  localeString,
  localeText,
  blockContent,
  localeBlockContent,
  localeFile,
  seo,
  office,
  innerTopic,
  subMenu,
  creditSource,
]
const sections = [textSection, imageTextSection, statsSection, valuesSection, ctaSection]
const documents = [
  page,
  businessLine,
  productCategory,
  brand,
  product,
  country,
  reseller,
  news,
  person,
  milestone,
  award,
  investorDocument,
  dividend,
  financialQuarter,
  financialYear,
  shareholder,
  irEvent,
  contactPerson,
  menuSection,
  redirect,
]

export const schemaTypes = [...objects, ...sections, ...documents, siteSettings, credits]

/** Document types that exist once; the Studio offers no "create" or "duplicate" for them. */
export const singletonTypes = new Set(['siteSettings', 'credits'])
