import type { StructureBuilder, StructureResolver } from 'sanity/structure'

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

/** The desk, by site section, the way editors think about the site. */
export const structure: StructureResolver = (S) =>
  S.list()
    .title('Content')
    .items([
      S.listItem()
        .title('Company')
        .child(
          S.list()
            .title('Company')
            .items([
              pagesOf(S, 'company', 'Company pages'),
              list(S, 'person', 'People'),
              list(S, 'milestone', 'Milestones'),
              list(S, 'award', 'Awards'),
            ]),
        ),
      S.listItem()
        .title('Business')
        .child(
          S.list()
            .title('Business')
            .items([list(S, 'businessLine', 'Business lines'), list(S, 'brand', 'Brands')]),
        ),
      S.listItem()
        .title('Products')
        .child(
          S.list()
            .title('Products')
            .items([
              list(S, 'product', 'Products'),
              list(S, 'productCategory', 'Categories'),
              list(S, 'country', 'Countries'),
              list(S, 'reseller', 'Resellers'),
            ]),
        ),
      S.listItem()
        .title('Media')
        .child(
          S.list()
            .title('Media')
            .items([list(S, 'news', 'News')]),
        ),
      S.listItem()
        .title('Investors')
        .child(
          S.list()
            .title('Investors')
            .items([
              list(S, 'investorDocument', 'Documents'),
              list(S, 'dividend', 'Dividends'),
              list(S, 'shareholder', 'Shareholders'),
              list(S, 'irEvent', 'IR calendar'),
            ]),
        ),
      S.listItem()
        .title('Sustainability')
        .child(
          S.list()
            .title('Sustainability')
            .items([
              pagesOf(S, 'sustainability', 'Sustainability pages'),
              pagesOf(S, 'legal', 'Legal pages'),
            ]),
        ),
      S.divider(),
      S.listItem()
        .title('Settings')
        .child(
          S.list()
            .title('Settings')
            .items([
              S.listItem()
                .title('Site settings')
                .schemaType('siteSettings')
                .child(S.document().schemaType('siteSettings').documentId('siteSettings')),
              list(S, 'menuSection', 'Menu sections'),
            ]),
        ),
    ])
