import { createSearchHandler } from '@/lib/search/searchHandler'
import { searchSite } from '@/lib/search/siteSearch'

/** The site search of the search modal (see lib/search/searchHandler.ts for the answers). */
export default createSearchHandler({ search: searchSite })
