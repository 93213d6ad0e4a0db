import type { ListItemBuilder, StructureBuilder, StructureResolver } from 'sanity/structure'
import { needsTranslationItem } from './translation'

const list = (S: StructureBuilder, type: string, title: string) =>
  S.listItem().title(title).schemaType(type).child(S.documentTypeList(type).title(title))

const pagesOf = (S: StructureBuilder, area: string, title: string) =>
  S.listItem()
    .title(title)
    .schemaType('page')
    .child(
      S.documentList()
        .title(title)
        .schemaType('page')
        .filter('_type == "page" && area == $area')
        .params({ area })
        .initialValueTemplates([S.initialValueTemplateItem('page-in-area', { area })]),
    )

const section = (S: StructureBuilder, title: string, items: ListItemBuilder[]) =>
  S.listItem().title(title).child(S.list().title(title).items(items))

/** The desk, by site section, the way editors think about the site. */
export const structure: StructureResolver = (S) =>
  S.list()
    .title('Content')
    .items([
      section(S, 'Company', [
        pagesOf(S, 'company', 'Company pages'),
        list(S, 'person', 'People'),
        list(S, 'milestone', 'Milestones'),
        list(S, 'award', 'Awards'),
      ]),
      section(S, 'Business', [
        list(S, 'businessLine', 'Business lines'),
        list(S, 'brand', 'Brands'),
      ]),
      section(S, 'Products', [
        list(S, 'product', 'Products'),
        list(S, 'productCategory', 'Categories'),
        list(S, 'country', 'Countries'),
        list(S, 'reseller', 'Resellers'),
      ]),
      section(S, 'Media', [
        list(S, 'news', 'News'),
        list(S, 'contactPerson', 'Media and IR contacts'),
      ]),
      section(S, 'Investors', [
        pagesOf(S, 'investors', 'Investor pages'),
        list(S, 'investorDocument', 'Documents'),
        list(S, 'dividend', 'Dividends'),
        list(S, 'financialQuarter', 'Quarterly figures'),
        list(S, 'financialYear', 'Financial highlights'),
        list(S, 'shareholder', 'Shareholders'),
        list(S, 'irEvent', 'IR calendar'),
      ]),
      section(S, 'Sustainability', [
        pagesOf(S, 'sustainability', 'Sustainability pages'),
        pagesOf(S, 'legal', 'Legal pages'),
        // The footer's third legal link: one document, its list written from cms/seed/sources.ts.
        S.listItem()
          .title('Image credits and sources')
          .schemaType('credits')
          .child(S.document().schemaType('credits').documentId('credits')),
      ]),
      S.divider(),
      // Documents missing Thai or English text, whatever their section (cms/translation.ts).
      needsTranslationItem(S),
      section(S, 'Settings', [
        S.listItem()
          .title('Site settings')
          .schemaType('siteSettings')
          .child(S.document().schemaType('siteSettings').documentId('siteSettings')),
        list(S, 'menuSection', 'Menu sections'),
        // Editors' own; the ones the site makes when an address changes are not documents.
        list(S, 'redirect', 'Redirects'),
      ]),
    ])
