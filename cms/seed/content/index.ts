/**
 * The seed content: one array per document type, turned into the bundled dataset by the
 * generator (see ../FORMAT.md).
 */
export { awards } from './awards'
export { brands } from './brands'
export { businessLines } from './businessLines'
export { productCategories } from './categories'
export { contactPersons } from './contactPersons'
export { credits } from './credits'
export { countries } from './countries'
export { dividends } from './dividends'
export { financialYears } from './financialYears'
export { investorDocuments } from './investorDocuments'
export { irEvents } from './irEvents'
export { menuSections } from './menu'
export { milestones } from './milestones'
export { news } from './news'
export { pages } from './pages'
export { people } from './people'
export { products } from './products'
export { resellers } from './resellers'
export { siteSettings } from './settings'
export { shareholders } from './shareholders'
