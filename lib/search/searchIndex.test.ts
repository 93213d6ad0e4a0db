/**
 * @jest-environment node
 */
import { fetchSearchDocuments, toSearchSource } from './searchDocuments'
import { buildSearchIndex, type SearchDocument, type SearchIndex } from './searchIndex'
import type { HighlightedText } from './types'

// Segmentation and ranking on the bundled dataset's real product names, in both languages.

const urls = (index: SearchIndex, query: string, limit = 50) =>
  index.search(query, limit).groups.flatMap((group) => group.hits.map((hit) => hit.url))

const marked = ({ text, highlights }: HighlightedText) =>
  highlights.map(([start, end]) => text.slice(start, end))

describe('site search on the bundled dataset', () => {
  let th: SearchIndex
  let en: SearchIndex

  beforeAll(async () => {
    const result = await fetchSearchDocuments()
    th = buildSearchIndex(toSearchSource(result, 'th'))
    en = buildSearchIndex(toSearchSource(result, 'en'))
  })

  it('indexes products, content pages, news and investor documents', () => {
    const kinds = (query: string) => th.search(query, 50).groups.map((group) => group.kind)
    expect(kinds('ไก่')).toEqual(expect.arrayContaining(['product', 'page', 'news']))
    expect(kinds('งบการเงิน')).toContain('document')
    expect(th.size).toBe(en.size)
  })

  it('finds a product by a Thai word of its name', () => {
    expect(urls(th, 'ซาลาเปา')[0]).toBe('/products/bbq-pork-buns')
    expect(urls(th, 'ไส้กรอก')).toEqual(
      expect.arrayContaining([
        '/products/isan-sausage',
        '/products/pork-frankfurters',
        '/products/smoked-chicken-sausages',
        '/products/plant-based-sausages',
      ]),
    )
    // Several Thai words typed without spaces, as Thai is written.
    expect(urls(th, 'ข้าวแกงเขียวหวาน')[0]).toBe('/products/green-curry-chicken-rice')
  })

  it('finds a product by a fragment of its Thai name', () => {
    // ลาเปา is the end of ซาลาเปา; แฟรงก์ the start of แฟรงก์เฟิร์ต; มัสมั่ a word being typed.
    expect(urls(th, 'ลาเปา')[0]).toBe('/products/bbq-pork-buns')
    expect(urls(th, 'แฟรงก์')[0]).toBe('/products/pork-frankfurters')
    expect(urls(th, 'มัสมั่')[0]).toBe('/products/chicken-massaman-rice')
    expect(urls(th, 'เวสต์')[0]).toBe('/products/khao-man-gai-kit')
  })

  it('finds a Thai product by the words of its name apart from each other', () => {
    // ข้าว … ไก่: the rice dishes with chicken, though never written as ข้าวไก่.
    expect(urls(th, 'ข้าวไก่').slice(0, 4).sort()).toEqual([
      '/products/chicken-massaman-rice',
      '/products/frozen-chicken-krapao-rice',
      '/products/green-curry-chicken-rice',
      '/products/khao-man-gai-kit',
    ])
  })

  it('folds case and accents and matches the start of English words', () => {
    expect(urls(en, 'FRANK')[0]).toBe('/products/pork-frankfurters')
    expect(urls(en, 'Bun')[0]).toBe('/products/bbq-pork-buns')
    expect(urls(en, 'massa')[0]).toBe('/products/chicken-massaman-rice')
    expect(urls(en, 'Chícken DRUM')[0]).toBe('/products/chicken-drumsticks')
    // English is matched from the start of a word, not in the middle of one.
    expect(urls(en, 'urters')).toEqual([])
  })

  it('answers mixed Thai and English queries in both languages', () => {
    expect(urls(th, 'Krua ข้าวมันไก่')[0]).toBe('/products/khao-man-gai-kit')
    expect(urls(en, 'Krua ข้าวมันไก่')[0]).toBe('/products/khao-man-gai-kit')
    // A brand in English with a Thai word on the Thai site: Golden Farm's chicken only.
    const goldenChicken = th.search('Golden Farm ไก่', 50)
    const products = goldenChicken.groups.find((group) => group.kind === 'product')!
    expect(products.hits.length).toBeGreaterThan(3)
    for (const hit of products.hits) expect(hit.context?.text).toMatch(/^โกลเด้นฟาร์ม/)
  })

  it('finds a product by its name in the other language', () => {
    expect(urls(th, 'BBQ pork buns')[0]).toBe('/products/bbq-pork-buns')
    const [hit] = en.search('ซาลาเปา', 1).groups[0]!.hits
    expect(hit!.url).toBe('/products/bbq-pork-buns')
    // The Thai name that matched is shown under the English title, marked.
    expect(marked(hit!.context!)).toEqual(['ซาลาเปา'])
  })

  it('finds investor documents by year in either era', () => {
    expect(urls(th, 'งบการเงิน 2568')).toContain('/investors/financial-statements?year=2025')
    expect(urls(en, 'one report 2024')[0]).toBe('/investors/report-56-1?year=2024')
  })

  it('returns ranges of the matched text in the title, context and snippet', () => {
    const [hit] = th.search('ลาเปา', 1).groups[0]!.hits
    expect(hit!.title.text).toBe('ซาลาเปาไส้หมูแดง')
    expect(marked(hit!.title)).toEqual(['ลาเปา'])
    expect(marked(hit!.snippet!).length).toBeGreaterThan(0)
    for (const text of marked(hit!.snippet!)) expect(text).toBe('ลาเปา')

    const [english] = en.search('bbq PORK', 1).groups[0]!.hits
    expect(marked(english!.title)).toEqual(['BBQ', 'Pork'])
    for (const text of marked(english!.snippet!)) expect(text.toLowerCase()).toMatch(/^(bbq|pork)$/)
  })

  it('finds English words typed with a typo, and marks the word it found', () => {
    expect(urls(en, 'chiken')).toContain('/products/chicken-drumsticks')
    expect(urls(en, 'porkk')).toContain('/products/pork-belly')
    expect(urls(en, 'sausge')[0]).toBe('/products/isan-sausage')
    expect(urls(en, 'frankfruters')[0]).toBe('/products/pork-frankfurters')
    // dumplng is two edits from dumplings, one from its start: the dim-sum products' category.
    expect(urls(en, 'dumplng').slice(0, 4).sort()).toEqual([
      '/products/bbq-pork-buns',
      '/products/chicken-gyoza',
      '/products/pork-shumai',
      '/products/shrimp-wontons',
    ])
    const [hit] = en.search('chiken drumstiks', 1).groups[0]!.hits
    expect(hit!.url).toBe('/products/chicken-drumsticks')
    expect(marked(hit!.title)).toEqual(['Chicken', 'Drumsticks'])
  })

  it('keeps Thai queries as they were: no typo matching for Thai', () => {
    // ไข่ (egg) is one letter from ไก่ (chicken): still only the egg products and pages.
    for (const hit of th.search('ไข่เป็ด', 50).groups.flatMap((group) => group.hits)) {
      expect(hit.title.text + hit.snippet?.text).toMatch(/ไข่|เป็ด/)
    }
    expect(urls(th, 'ลาเปา')[0]).toBe('/products/bbq-pork-buns')
  })

  it('lists a page of the results of one kind, with the count of every kind', () => {
    const all = en.list('chicken', { offset: 0, limit: 100 })
    const products = en.list('chicken', { kind: 'product', offset: 0, limit: 5 })
    expect(products.counts).toEqual(all.counts)
    expect(products.total).toBe(all.counts.product)
    expect(products.hits).toHaveLength(5)
    expect(products.hits.every((hit) => hit.kind === 'product')).toBe(true)
    const second = en.list('chicken', { kind: 'product', offset: 5, limit: 5 })
    const ranked = all.hits.filter((hit) => hit.kind === 'product').map((hit) => hit.id)
    expect([...products.hits, ...second.hits].map((hit) => hit.id)).toEqual(ranked.slice(0, 10))
    expect(en.list('xyzzy', { offset: 0, limit: 10 }).total).toBe(0)
  })

  it('has nothing for an empty query or one that matches nothing', () => {
    expect(th.search('  ', 20)).toEqual({ total: 0, groups: [] })
    expect(th.search('xyzzy', 20)).toEqual({ total: 0, groups: [] })
  })
})

describe('ranking', () => {
  const doc = (id: string, kind: SearchDocument['kind'], title: string, body = '') => ({
    kind,
    id,
    url: `/${id}`,
    title,
    context: [],
    alias: null,
    body,
    keywords: '',
    thumbnail: () => null,
    date: null,
  })

  it('puts a whole word before the start of one, before a fragment', () => {
    // Real product names: อก is a word of อกเป็ด, the start of อกไก่, inside ไส้กรอก.
    const index = buildSearchIndex({
      documents: [
        doc('fragment', 'product', 'ไส้กรอกไก่รมควัน'),
        doc('prefix', 'product', 'อกไก่ลอกหนัง'),
        doc('word', 'product', 'อกเป็ด'),
        // Two letters inside a long body say nothing: not a match.
        doc('in-body', 'product', 'น่องไก่', 'เนื้อนุ่มกว่าอก'),
      ],
      dictionary: [],
    })
    expect(urls(index, 'อก')).toEqual(['/word', '/prefix', '/fragment'])
  })

  it('puts a match in the title before one in the keywords, before one in the body', () => {
    const index = buildSearchIndex({
      documents: [
        doc('body', 'product', 'ไข่เป็ดเค็ม', 'เค็มกำลังดี ไม่แพ้ไข่ไก่'),
        { ...doc('keywords', 'product', 'Chicken Drumsticks'), context: ['ไก่สด'] },
        doc('title', 'product', 'ปีกไก่กลาง'),
      ],
      dictionary: [],
    })
    expect(urls(index, 'ไก่')).toEqual(['/title', '/keywords', '/body'])
  })

  it('finds the words of a Thai run apart only in titles and keywords, not scattered in a body', () => {
    const index = buildSearchIndex({
      documents: [
        doc('scattered', 'page', 'การกำกับดูแลกิจการ', 'งบประมาณ การประชุม และเงินปันผล'),
        doc('in-body', 'page', 'นักลงทุนสัมพันธ์', 'ผลการดำเนินงาน งบการเงิน และเงินปันผล'),
        doc('in-title', 'document', 'งบการเงินไตรมาส 1/2568'),
      ],
      dictionary: [],
    })
    expect(urls(index, 'งบการเงิน')).toEqual(['/in-title', '/in-body'])
  })

  it('puts typo matches below every exact or prefix match, wherever that is', () => {
    const index = buildSearchIndex({
      documents: [
        doc('typo-in-title', 'product', 'Pork Sausage'),
        doc('exact-in-body', 'news', 'Market report', 'A new sauce for grilling'),
        doc('prefix-in-title', 'product', 'Sauces of Siam'),
        doc('short', 'product', 'Sacue'),
      ],
      dictionary: [],
    })
    const ranked = (query: string) =>
      index.list(query, { offset: 0, limit: 10 }).hits.map((hit) => hit.url)
    // sacue is one swap from sauce: found, after the prefix in a title and the word in a body.
    expect(ranked('sauce')).toEqual(['/prefix-in-title', '/exact-in-body', '/short'])
    expect(ranked('sausag')).toEqual(['/typo-in-title'])
    // sausge (6 letters) is one edit from sausage.
    expect(ranked('sausge')).toEqual(['/typo-in-title'])
    // Three letters have no typo tolerance.
    expect(ranked('sac')).toEqual(['/short'])
    expect(ranked('sca')).toEqual([])
  })

  it('orders equal matches by kind and groups results by kind, best group first', () => {
    const index = buildSearchIndex({
      documents: [
        doc('news', 'news', 'ไก่สด'),
        doc('document', 'document', 'ไก่สด'),
        doc('page', 'page', 'ไก่สด'),
        doc('product', 'product', 'ไก่สด'),
        doc('body-only', 'product', 'น่องไก่สด', 'ไก่สด'),
      ],
      dictionary: [],
    })
    const result = index.search('ไก่สด', 10)
    expect(result.total).toBe(5)
    expect(result.groups.map((group) => group.kind)).toEqual([
      'product',
      'page',
      'news',
      'document',
    ])
    expect(result.groups[0]!.hits.map((hit) => hit.id)).toEqual(['product', 'body-only'])
  })

  it('limits the results but counts every match of each kind', () => {
    const index = buildSearchIndex({
      documents: [
        ...Array.from({ length: 6 }, (_, i) => doc(`p${i}`, 'product', `หมูบด ${i}`)),
        doc('n', 'news', 'หมู'),
      ],
      dictionary: [],
    })
    const result = index.search('หมู', 3)
    expect(result.total).toBe(7)
    expect(result.groups.flatMap((group) => group.hits)).toHaveLength(3)
    expect(result.groups.map((group) => [group.kind, group.total])).toEqual([
      ['news', 1],
      ['product', 6],
    ])
  })
})
