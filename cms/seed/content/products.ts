import type { PackshotSpec } from '../pictures/packshot'
import type { PackForm } from '../pictures/packshotPacks'
import type { Subject } from '../pictures/packSubject'
import { brands } from './brands'
import {
  galleryImage,
  image,
  type Certification,
  type Localized,
  type Motif,
  type Paragraphs,
  type ProductDoc,
  type Tone,
} from './types'

/** A gallery picture's view of the product (see cms/seed/pictures/packshot.ts). */
type Shot = Pick<PackshotSpec, 'view' | 'dish' | 'items' | 'setting'>

/** The pack from another side, the product beside it. */
const PACK: Shot = { view: 'pack' }
/** The back of the pack: its label. */
const BACK: Shot = { view: 'back' }
/** The dish served: in what, and what is on it (the first the largest). */
const served = (dish: NonNullable<Shot['dish']>, ...items: string[]): Shot => ({
  view: 'served',
  dish,
  items,
})
/** The raw ingredients laid out on a board. */
const laid = (...items: string[]): Shot => ({ view: 'ingredients', items })
/** A scene on the lawn or at home: the first item large. */
const scene = (setting: NonNullable<Shot['setting']>, ...items: string[]): Shot => ({
  view: 'scene',
  setting,
  items,
})

// Shared specification text --------------------------------------------------------------------

const CHILLED: Localized = { th: 'แช่เย็นที่อุณหภูมิ 0–4 °C', en: 'Keep chilled at 0–4 °C' }
const FROZEN: Localized = {
  th: 'แช่แข็งที่อุณหภูมิ -18 °C หรือต่ำกว่า',
  en: 'Keep frozen at -18 °C or below',
}
const EGGS: Localized = {
  th: 'เก็บในที่เย็นและแห้ง หรือในตู้เย็นที่ 4–8 °C',
  en: 'Store in a cool, dry place or refrigerate at 4–8 °C',
}
const DRY: Localized = {
  th: 'เก็บในที่แห้งและเย็น พ้นแสงแดด ปิดถุงให้สนิทหลังเปิด',
  en: 'Store in a cool, dry place away from sunlight; reseal after opening',
}
const SAUCE: Localized = {
  th: 'เก็บในที่แห้งและเย็น หลังเปิดแล้วเก็บในตู้เย็น',
  en: 'Store in a cool, dry place; refrigerate after opening',
}

const days = (n: number): Localized => ({
  th: `${n} วันนับจากวันผลิต`,
  en: `${n} days from production`,
})
const months = (n: number): Localized => ({
  th: `${n} เดือนนับจากวันผลิต`,
  en: `${n} months from production`,
})

const BRANDS = {
  'golden-farm': { th: 'โกลเด้นฟาร์ม', en: 'Golden Farm' },
  'sunny-egg': { th: 'ซันนี่ เอ้ก', en: 'Sunny Egg' },
  'siam-kitchen': { th: 'สยามคิทเช่น', en: 'Siam Kitchen' },
  'deli-craft': { th: 'เดลี่คราฟต์', en: 'Deli Craft' },
  'krua-harvest': { th: 'ครัวฮาร์เวสต์', en: 'Krua Harvest' },
  'happy-paws': { th: 'แฮปปี้ พอว์ส', en: 'Happy Paws' },
  'green-garden': { th: 'กรีนการ์เด้น', en: 'Green Garden' },
  'mae-noi': { th: 'แม่น้อย', en: 'Mae Noi' },
} as const

type BrandSlug = keyof typeof BRANDS
type CountryCode = 'th' | 'jp' | 'gb' | 'sg' | 'cn' | 'vn' | 'my' | 'hk' | 'ae'
type ResellerSlug =
  | 'sabai-mart'
  | 'quick-corner'
  | 'market-hub'
  | 'prochef-foodservice'
  | 'lion-city-grocers'
  | 'sakura-table-trading'
  | 'albion-fine-foods'
  | 'pearl-river-food-supply'

interface ProductInput {
  slug: string
  name: Localized
  brand: BrandSlug
  category: string
  /** The category's motif: what the picture falls back to without its packshot. */
  motif: Motif
  tone?: Tone
  /** The pack the product comes in, drawn in its brand's colours. */
  pack: PackForm
  /** What the product is, on its pack's window and in its gallery: no two products share one. */
  subject: Subject
  /** A sauce's colour through its bottle's or jar's glass. */
  contents?: string
  summary: Localized
  description: Paragraphs
  featured?: boolean
  launchDate: ProductDoc['launchDate']
  packSize: Localized
  storage: Localized
  shelfLife: Localized
  certifications: Certification[]
  countries: CountryCode[]
  resellers?: ResellerSlug[]
  related: string[]
  /** The gallery: each picture's alt text, Thai and English, and what it shows. */
  views: [string, string, Shot][]
}

/** The brand's logo, whose mark and colours its packs wear. */
function brandMark(slug: BrandSlug): PackshotSpec['brand'] {
  const logo = brands.find((brand) => brand.id === `brand-${slug}`)?.logo
  if (!logo?.tone) throw new Error(`brand-${slug} needs a logo with a tone`)
  return { mark: `brand-${slug} logo`, tone: logo.tone }
}

/**
 * What a pack's label prints as its net contents, read from the pack size the product page shows
 * (one source): the weight or volume ("500 g tray" → "500 g", "1 bird, about 1.6–1.8 kg" →
 * "1.6–1.8 kg"), sticks of a weight each ("4 sticks × 15 g" → "4 × 15 g") or, for eggs, how many.
 */
export function netContents(packSize: string): string {
  const each = /(\d+) \w+ × (\d+ ?(?:g|ml))\b/.exec(packSize)
  if (each) return `${each[1]} × ${each[2]}`
  const amount = /\d[\d.,–]* ?(?:kg|g|ml)\b/.exec(packSize)
  if (amount) return amount[0]
  const eggs = /(\d+) eggs\b/.exec(packSize)
  if (eggs) return `${eggs[1]} eggs`
  throw new Error(`No net contents in the pack size "${packSize}"`)
}

function product(p: ProductInput): ProductDoc {
  const brand = BRANDS[p.brand]
  const packshot = (shot: Shot): PackshotSpec => ({
    kind: 'packshot',
    brand: brandMark(p.brand),
    pack: p.pack,
    subject: p.subject,
    label: { name: p.name, net: netContents(p.packSize.en) },
    ...(p.contents && { contents: p.contents }),
    ...shot,
  })
  return {
    id: `product-${p.slug}`,
    _type: 'product',
    name: p.name,
    slug: p.slug,
    brand: `brand-${p.brand}`,
    category: `category-${p.category}`,
    heroImage: {
      ...image(
        p.motif,
        p.name.th.includes(brand.th) ? p.name.th : `${p.name.th} ตรา${brand.th}`,
        p.name.en.includes(brand.en) ? p.name.en : `${brand.en} ${p.name.en}`,
        p.tone,
      ),
      picture: packshot({ view: 'front' }),
    },
    // Each picture is a view of its own: the pack, the dish served, the ingredients, the back.
    gallery: p.views.map(([th, en, shot], index) => ({
      ...galleryImage(`g${index + 1}`, p.motif, th, en, p.tone),
      picture: packshot(shot),
    })),
    summary: p.summary,
    description: p.description,
    featured: p.featured ?? false,
    launchDate: p.launchDate,
    packSize: p.packSize,
    storage: p.storage,
    shelfLife: p.shelfLife,
    certifications: p.certifications,
    countries: p.countries.map((code) => `country-${code}` as const),
    resellers: (p.resellers ?? []).map((slug) => `reseller-${slug}` as const),
    related: p.related.map((slug) => `product-${slug}` as const),
  }
}

// Products ------------------------------------------------------------------------------------

export const products: ProductDoc[] = [
  // Chicken — Golden Farm
  product({
    slug: 'skinless-chicken-breast',
    name: { th: 'อกไก่ลอกหนัง', en: 'Skinless Chicken Breast' },
    brand: 'golden-farm',
    category: 'chicken',
    motif: 'chicken',
    pack: 'tray',
    subject: { main: 'cut-of-meat', count: 2, tint: 'poultry', garnish: ['lemon', 'herb'] },
    summary: {
      th: 'อกไก่สดลอกหนัง ไขมันต่ำ โปรตีนสูง ตัดแต่งพร้อมปรุง',
      en: 'Fresh skinless chicken breast: lean, high in protein and trimmed ready to cook.',
    },
    description: {
      th: [
        'อกไก่ลอกหนังโกลเด้นฟาร์มมาจากไก่ที่เลี้ยงในฟาร์มระบบปิดของเรา ตัดแต่งเอาหนังและไขมันส่วนเกินออกด้วยมือ แล้วบรรจุในถาดภายในไม่กี่ชั่วโมงหลังการแปรรูป เพื่อให้เนื้อยังสด ชุ่มฉ่ำ และไม่มีกลิ่นคาว',
        'เหมาะสำหรับผู้ที่ดูแลสุขภาพและคนออกกำลังกาย นำไปย่าง อบ ต้ม หรือทำสลัดได้หลากหลาย ทุกแพ็กมีคิวอาร์โค้ดให้ตรวจสอบย้อนกลับได้ถึงฟาร์มและวันที่ผลิต',
      ],
      en: [
        'Golden Farm skinless chicken breast comes from birds raised in our closed-house farms. Skin and excess fat are trimmed by hand and the fillets are packed within hours of processing, so the meat stays fresh, juicy and clean-tasting.',
        'A favourite of anyone watching what they eat, it grills, bakes, poaches and slices into salads. A QR code on every pack traces it back to the farm and production date.',
      ],
    },
    featured: true,
    launchDate: '2015-03-02',
    packSize: { th: '500 กรัม (ถาด)', en: '500 g tray' },
    storage: CHILLED,
    shelfLife: days(7),
    certifications: ['halal', 'haccp', 'gmp', 'brcgs'],
    countries: ['th', 'jp', 'gb', 'sg'],
    resellers: ['sabai-mart', 'market-hub', 'sakura-table-trading', 'albion-fine-foods'],
    related: ['boneless-chicken-thigh', 'minced-chicken', 'chicken-mid-wings'],
    views: [
      ['อกไก่ลอกหนังในถาดบรรจุภัณฑ์', 'Skinless chicken breast in its tray', PACK],
      [
        'อกไก่วางบนสลัดผักกับมะเขือเทศและมะนาว',
        'Chicken breast over a salad with tomato and lemon',
        served('plate', 'cut-of-meat~poultry', 'green-salad', 'tomato', 'lemon'),
      ],
      ['ฉลากด้านหลังพร้อมคิวอาร์โค้ดตรวจสอบย้อนกลับ', 'Back label with the traceability QR code', BACK],
    ],
  }),
  product({
    slug: 'boneless-chicken-thigh',
    name: { th: 'สะโพกไก่ไม่มีกระดูก', en: 'Boneless Chicken Thigh' },
    brand: 'golden-farm',
    category: 'chicken',
    motif: 'chicken',
    pack: 'tray',
    subject: { main: 'cut-of-meat', count: 3, tint: 'poultry', garnish: ['garlic', 'ginger-root'] },
    summary: {
      th: 'สะโพกไก่ติดหนังเลาะกระดูก เนื้อนุ่ม ฉ่ำ เหมาะกับไก่ย่างและไก่ทอด',
      en: 'Skin-on boneless chicken thigh, tender and juicy, for grilling and frying.',
    },
    description: {
      th: [
        'สะโพกไก่เลาะกระดูกติดหนัง ส่วนที่เนื้อนุ่มและมีรสชาติเข้มข้นที่สุดของไก่ เลาะกระดูกอย่างประณีตจึงปรุงได้ทันที ไม่ต้องเสียเวลาเตรียม',
        'นิยมนำไปทำไก่ย่างซีอิ๊ว ไก่เทอริยากิ ข้าวมันไก่ทอด หรือคาราอาเกะ สินค้าล็อตส่งออกผ่านการตรวจคุณภาพตามข้อกำหนดของลูกค้าในญี่ปุ่น',
      ],
      en: [
        'Skin-on, boneless thigh is the most tender and flavourful cut of the bird. It is carefully deboned, so it goes straight into the pan with no preparation.',
        'Use it for soy-glazed grilled chicken, teriyaki, fried chicken rice or karaage. Export batches are inspected to the specifications of our customers in Japan.',
      ],
    },
    launchDate: '2015-03-02',
    packSize: { th: '500 กรัม (ถาด)', en: '500 g tray' },
    storage: CHILLED,
    shelfLife: days(7),
    certifications: ['halal', 'haccp', 'gmp', 'brcgs'],
    countries: ['th', 'jp'],
    resellers: ['sabai-mart', 'sakura-table-trading'],
    related: ['skinless-chicken-breast', 'chicken-drumsticks', 'chicken-mid-wings'],
    views: [
      ['สะโพกไก่ไม่มีกระดูกในถาด', 'Boneless chicken thighs in a tray', PACK],
      [
        'ไก่เทอริยากิจากสะโพกไก่ในกระทะ',
        'Chicken thigh teriyaki in a pan',
        served('pan', 'cut-of-meat~roast', 'garlic', 'onion'),
      ],
    ],
  }),
  product({
    slug: 'chicken-drumsticks',
    name: { th: 'น่องไก่', en: 'Chicken Drumsticks' },
    brand: 'golden-farm',
    category: 'chicken',
    motif: 'chicken',
    pack: 'bag',
    subject: { main: 'poultry-leg', count: 3, tint: 'poultry', garnish: ['herb'] },
    summary: {
      th: 'น่องไก่สดขนาดสม่ำเสมอ สำหรับทอด ต้ม และอบ',
      en: 'Evenly sized fresh drumsticks for frying, braising and roasting.',
    },
    description: {
      th: [
        'น่องไก่โกลเด้นฟาร์มคัดขนาดให้ใกล้เคียงกันในทุกแพ็ก จึงสุกพร้อมกันเมื่อทอดหรืออบ เนื้อแน่น หนังบาง และไม่มีกลิ่นคาว',
        'เป็นชิ้นส่วนยอดนิยมของทุกบ้าน ใช้ทำไก่ทอดหาดใหญ่ ต้มข่าไก่ ไก่อบซอส หรือแกงกะหรี่ ได้รับการรับรองฮาลาลและส่งออกไปยังสิงคโปร์และสหรัฐอาหรับเอมิเรตส์',
      ],
      en: [
        'Golden Farm drumsticks are graded so every piece in a pack is about the same size and cooks evenly. The meat is firm, the skin thin and the taste clean.',
        'A family favourite for southern Thai fried chicken, chicken in coconut soup, oven-baked chicken or curry. Halal-certified and exported to Singapore and the United Arab Emirates.',
      ],
    },
    launchDate: '2016-06-01',
    packSize: { th: '1 กิโลกรัม (ถุง)', en: '1 kg bag' },
    storage: CHILLED,
    shelfLife: days(7),
    certifications: ['halal', 'haccp', 'gmp'],
    countries: ['th', 'sg', 'ae'],
    resellers: ['sabai-mart', 'quick-corner', 'lion-city-grocers'],
    related: ['chicken-mid-wings', 'whole-fresh-chicken', 'boneless-chicken-thigh'],
    views: [
      ['น่องไก่สดในถุงบรรจุภัณฑ์', 'Fresh drumsticks in their bag', PACK],
      [
        'น่องไก่ทอดสีเหลืองทอง',
        'Golden fried drumsticks',
        served('plate', 'poultry-leg', 'poultry-leg', 'lime', 'hot-pepper'),
      ],
    ],
  }),
  product({
    slug: 'chicken-mid-wings',
    name: { th: 'ปีกไก่กลาง', en: 'Chicken Mid Wings' },
    brand: 'golden-farm',
    category: 'chicken',
    motif: 'chicken',
    pack: 'tray',
    subject: { main: 'poultry-leg', count: 5, tint: 'poultry', garnish: ['lime', 'hot-pepper'] },
    summary: {
      th: 'ปีกกลางไก่สด ชิ้นพอดีคำ สำหรับปีกไก่ทอดน้ำปลาและปีกไก่ย่าง',
      en: 'Fresh mid-joint wings, bite-sized, for fish-sauce fried wings and grilled wings.',
    },
    description: {
      th: [
        'ปีกกลางไก่ที่ตัดแยกจากปีกบนและปลายปีกเรียบร้อย ขนาดชิ้นพอดีคำ หนังบางกรอบง่ายเมื่อทอด เป็นส่วนที่ร้านอาหารและครัวบ้านเลือกใช้มากที่สุด',
        'เหมาะกับปีกไก่ทอดน้ำปลา ปีกไก่ย่างซอสเกาหลี หรือปีกไก่ต้มเค็ม บรรจุในถาดกันน้ำซึม สะดวกต่อการเก็บในตู้เย็น',
      ],
      en: [
        'Mid wings are cleanly separated from the drumette and tip. They are bite-sized, and the thin skin crisps easily, which makes them the cut restaurants and home cooks reach for most.',
        'Try them fried with fish sauce, glazed Korean-style or braised in soy. Packed in a leak-proof tray that stores neatly in the fridge.',
      ],
    },
    launchDate: '2017-02-15',
    packSize: { th: '500 กรัม (ถาด)', en: '500 g tray' },
    storage: CHILLED,
    shelfLife: days(7),
    certifications: ['halal', 'haccp', 'gmp'],
    countries: ['th', 'sg', 'hk'],
    resellers: ['sabai-mart', 'market-hub', 'pearl-river-food-supply'],
    related: ['chicken-drumsticks', 'skinless-chicken-breast'],
    views: [
      ['ปีกไก่กลางในถาด', 'Chicken mid wings in a tray', PACK],
      [
        'ปีกไก่ทอดน้ำปลาในจาน',
        'Fish-sauce fried chicken wings on a plate',
        served('plate', 'poultry-leg', 'poultry-leg', 'poultry-leg', 'garlic', 'lime'),
      ],
    ],
  }),
  product({
    slug: 'whole-fresh-chicken',
    name: { th: 'ไก่สดทั้งตัว', en: 'Whole Fresh Chicken' },
    brand: 'golden-farm',
    category: 'chicken',
    motif: 'chicken',
    pack: 'bag',
    subject: { main: 'chicken', garnish: ['sheaf-of-rice'] },
    summary: {
      th: 'ไก่สดทั้งตัวน้ำหนักประมาณ 1.6–1.8 กิโลกรัม สำหรับไก่อบ ไก่ต้ม และข้าวมันไก่',
      en: 'Whole fresh chicken of about 1.6–1.8 kg for roasting, poaching and chicken rice.',
    },
    description: {
      th: [
        'ไก่สดทั้งตัวทำความสะอาดเรียบร้อย ไม่มีเครื่องใน ผ่านการชั่งและคัดเกรดก่อนบรรจุ เนื้อแน่นและหนังสีสวยเหลืองนวล',
        'เหมาะสำหรับไก่อบทั้งตัว ไก่ต้มสำหรับข้าวมันไก่ หรือแยกชิ้นส่วนเองตามต้องการ เชือดตามหลักฮาลาลทุกตัว',
      ],
      en: [
        'Our whole chicken is cleaned and eviscerated, then weighed and graded before packing. The meat is firm and the skin an even pale gold.',
        'Roast it whole, poach it for Hainanese chicken rice or joint it yourself. Every bird is slaughtered according to halal rules.',
      ],
    },
    launchDate: '2015-01-12',
    packSize: { th: '1 ตัว ประมาณ 1.6–1.8 กิโลกรัม', en: '1 bird, about 1.6–1.8 kg' },
    storage: CHILLED,
    shelfLife: days(5),
    certifications: ['halal', 'haccp', 'gmp'],
    countries: ['th', 'ae'],
    resellers: ['sabai-mart', 'prochef-foodservice'],
    related: ['chicken-drumsticks', 'khao-man-gai-kit'],
    views: [
      ['ไก่สดทั้งตัวในถุงบรรจุภัณฑ์', 'Whole fresh chicken in its bag', PACK],
      [
        'ไก่อบกับมันฝรั่งและแครอทบนเขียงไม้',
        'Roast chicken with potatoes and carrots on a board',
        served('board', 'poultry-leg', 'meat-on-bone~roast', 'potato', 'carrot', 'herb'),
      ],
    ],
  }),
  product({
    slug: 'minced-chicken',
    name: { th: 'เนื้อไก่บด', en: 'Minced Chicken' },
    brand: 'golden-farm',
    category: 'chicken',
    motif: 'chicken',
    pack: 'tray',
    subject: { main: 'cut-of-meat', tint: 'poultry', garnish: ['onion', 'leafy-green'] },
    summary: {
      th: 'เนื้อไก่บดจากอกและสะโพก สำหรับกะเพรา ลาบ และอาหารเด็ก',
      en: 'Minced breast and thigh meat for krapao, larb and baby food.',
    },
    description: {
      th: [
        'บดจากเนื้ออกและสะโพกไก่ในสัดส่วนที่ลงตัว ได้เนื้อไก่บดที่ไม่แห้งเกินไปและไม่มีหนังปน บดสดทุกวันที่โรงงานฉะเชิงเทรา',
        'ใช้ทำผัดกะเพรา ลาบไก่ ไข่เจียวหมูสับสูตรไก่ หรือโจ๊กสำหรับเด็กได้ทันที ไม่ต้องสับเอง',
      ],
      en: [
        'Minced from a balanced mix of breast and thigh meat, so it is never too dry and contains no skin. It is minced fresh every day at the Chachoengsao plant.',
        'Ready for stir-fried krapao, chicken larb, Thai omelettes or congee for children, with no chopping needed.',
      ],
    },
    launchDate: '2018-05-02',
    packSize: { th: '400 กรัม (ถาด)', en: '400 g tray' },
    storage: CHILLED,
    shelfLife: days(5),
    certifications: ['halal', 'haccp', 'gmp'],
    countries: ['th'],
    resellers: ['sabai-mart', 'quick-corner'],
    related: ['skinless-chicken-breast', 'minced-pork', 'frozen-chicken-krapao-rice'],
    views: [
      ['เนื้อไก่บดในถาด', 'Minced chicken in a tray', PACK],
      [
        'ลาบไก่กับผักสด',
        'Chicken larb with fresh vegetables',
        served('plate', 'green-salad', 'cut-of-meat~roast', 'hot-pepper', 'lime', 'herb'),
      ],
    ],
  }),

  // Pork — Golden Farm
  product({
    slug: 'pork-belly',
    name: { th: 'หมูสามชั้น', en: 'Pork Belly' },
    brand: 'golden-farm',
    category: 'pork',
    motif: 'pork',
    pack: 'tray',
    subject: { main: 'bacon', count: 2, tint: 'pork', garnish: ['garlic'] },
    summary: {
      th: 'หมูสามชั้นชั้นมันสวย ไม่มีกระดูกอ่อน สำหรับหมูกรอบ หมูย่าง และต้มพะโล้',
      en: 'Boneless pork belly with even layers, for crispy pork, grilling and five-spice stew.',
    },
    description: {
      th: [
        'หมูสามชั้นโกลเด้นฟาร์มคัดจากสุกรที่เลี้ยงในฟาร์มราชบุรีของเรา ให้ชั้นเนื้อและชั้นมันเรียงสวยสม่ำเสมอ หนังบาง และเลาะกระดูกอ่อนออกแล้ว',
        'เหมาะกับหมูกรอบ หมูสามชั้นย่าง ต้มพะโล้ หรือหมูสามชั้นทอดน้ำปลา เลี้ยงโดยไม่ใช้สารเร่งเนื้อแดง และตรวจสารตกค้างทุกล็อตก่อนจำหน่าย',
      ],
      en: [
        'Golden Farm pork belly comes from pigs raised on our Ratchaburi farms. It has evenly layered meat and fat, thin skin, and the rib cartilage removed.',
        'Perfect for crispy pork, grilled belly, five-spice stew or belly fried with fish sauce. Raised without leanness enhancers and tested for residues batch by batch.',
      ],
    },
    launchDate: '2015-04-01',
    packSize: { th: '500 กรัม (ถาด)', en: '500 g tray' },
    storage: CHILLED,
    shelfLife: days(6),
    certifications: ['haccp', 'gmp'],
    countries: ['th', 'sg', 'hk'],
    resellers: ['sabai-mart', 'market-hub', 'lion-city-grocers', 'pearl-river-food-supply'],
    related: ['pork-collar', 'pork-loin', 'moo-kata-set'],
    views: [
      ['หมูสามชั้นในถาดบรรจุภัณฑ์', 'Pork belly in its tray', PACK],
      [
        'หมูกรอบหั่นชิ้นบนเขียง',
        'Sliced crispy pork on a board',
        served('board', 'cut-of-meat~roast', 'cut-of-meat~roast', 'leafy-green'),
      ],
      [
        'หมูสามชั้นย่างบนเตาถ่าน',
        'Pork belly on a charcoal grill',
        served('grill', 'bacon', 'bacon', 'onion', 'brown-mushroom'),
      ],
    ],
  }),
  product({
    slug: 'pork-loin',
    name: { th: 'หมูสันนอก', en: 'Pork Loin' },
    brand: 'golden-farm',
    category: 'pork',
    motif: 'pork',
    pack: 'tray',
    subject: { main: 'cut-of-meat', count: 2, tint: 'pork', garnish: ['herb', 'garlic'] },
    summary: {
      th: 'หมูสันนอกเนื้อแดงล้วน ไขมันน้อย สำหรับผัด ทอด และหมูชุบแป้ง',
      en: 'Lean pork loin for stir-fries, pan-frying and breaded cutlets.',
    },
    description: {
      th: [
        'หมูสันนอกตัดแต่งไขมันเหลือเพียงบาง ๆ เนื้อแดงแน่น หั่นเป็นชิ้นหรือสไลซ์ได้สวย เป็นส่วนที่นิยมใช้ในอาหารไทยแทบทุกเมนู',
        'ใช้ทำหมูผัดพริกแกง หมูทอดกระเทียม หรือทงคัตสึได้ดี ผลิตจากฟาร์มที่ใช้ระบบป้องกันโรคทางชีวภาพและมีสัตวแพทย์ดูแลประจำ',
      ],
      en: [
        'Pork loin trimmed to a thin layer of fat, with firm, lean meat that cuts and slices neatly. It goes into almost every Thai dish.',
        'Use it for pork with red curry paste, garlic pork or tonkatsu. From farms with strict biosecurity and resident veterinarians.',
      ],
    },
    launchDate: '2015-04-01',
    packSize: { th: '500 กรัม (ถาด)', en: '500 g tray' },
    storage: CHILLED,
    shelfLife: days(6),
    certifications: ['haccp', 'gmp'],
    countries: ['th', 'sg'],
    resellers: ['sabai-mart', 'lion-city-grocers'],
    related: ['pork-belly', 'minced-pork', 'garlic-pork-rice'],
    views: [
      ['หมูสันนอกในถาด', 'Pork loin in a tray', PACK],
      [
        'หมูทอดกระเทียมราดข้าว',
        'Garlic pork over rice',
        served('plate', 'cooked-rice', 'cut-of-meat~roast', 'garlic', 'cucumber'),
      ],
    ],
  }),
  product({
    slug: 'minced-pork',
    name: { th: 'หมูบด', en: 'Minced Pork' },
    brand: 'golden-farm',
    category: 'pork',
    motif: 'pork',
    pack: 'tray',
    subject: { main: 'cut-of-meat', tint: 'pork', garnish: ['onion', 'hot-pepper'] },
    summary: {
      th: 'หมูบดจากเนื้อสะโพกและไหล่ ไขมันประมาณ 15% สำหรับทุกเมนูหมูสับ',
      en: 'Minced pork from leg and shoulder, about 15% fat, for every minced-pork dish.',
    },
    description: {
      th: [
        'หมูบดโกลเด้นฟาร์มบดจากเนื้อสะโพกและไหล่ ควบคุมสัดส่วนไขมันให้อยู่ราว 15% จึงชุ่มฉ่ำแต่ไม่เลี่ยน บดและบรรจุภายในวันเดียวกัน',
        'ใช้ทำแกงจืดเต้าหู้หมูสับ ไข่เจียวหมูสับ ผัดกะเพรา หรือไส้เกี๊ยวได้ทันที',
      ],
      en: [
        'Golden Farm minced pork is made from leg and shoulder with the fat kept at around 15%, so it stays juicy without being greasy. It is minced and packed on the same day.',
        'Ready for clear soup with tofu, Thai omelettes, krapao or dumpling fillings.',
      ],
    },
    launchDate: '2015-04-01',
    packSize: { th: '500 กรัม (ถาด)', en: '500 g tray' },
    storage: CHILLED,
    shelfLife: days(4),
    certifications: ['haccp', 'gmp'],
    countries: ['th', 'vn'],
    resellers: ['sabai-mart', 'quick-corner', 'market-hub'],
    related: ['pork-loin', 'minced-chicken', 'pork-meatballs'],
    views: [
      ['หมูบดในถาดบรรจุภัณฑ์', 'Minced pork in its tray', PACK],
      [
        'แกงจืดหมูสับใส่ผักในชาม',
        'Clear soup with minced pork and greens in a bowl',
        served('bowl', 'cut-of-meat~pork', 'leafy-green', 'onion'),
      ],
    ],
  }),
  product({
    slug: 'pork-collar',
    name: { th: 'หมูสันคอ', en: 'Pork Collar' },
    brand: 'golden-farm',
    category: 'pork',
    motif: 'pork',
    pack: 'vacuum',
    subject: { main: 'cut-of-meat', tint: 'pork', garnish: ['hot-pepper', 'lime'] },
    summary: {
      th: 'หมูสันคอลายสวย เนื้อนุ่มมีมันแทรก สำหรับคอหมูย่างและหมูกระทะ',
      en: 'Well-marbled pork collar, tender and rich, for grilled pork neck and Thai barbecue.',
    },
    description: {
      th: [
        'หมูสันคอเป็นส่วนที่มีมันแทรกสวยงามทั่วชิ้น เมื่อย่างแล้วเนื้อนุ่มและหอม เราตัดเป็นชิ้นหนาพอดีสำหรับย่างทั้งชิ้นหรือสไลซ์บาง',
        'เมนูแนะนำคือคอหมูย่างจิ้มแจ่ว หมูกระทะ และชาบู บรรจุแบบสุญญากาศเพื่อคงความสดนานขึ้น',
      ],
      en: [
        'Pork collar is marbled all the way through, so it grills tender and fragrant. We cut it to a thickness that suits grilling whole or slicing thin.',
        'Try it as grilled pork neck with jaew dipping sauce, on a Thai barbecue or in shabu. Vacuum-packed to stay fresh for longer.',
      ],
    },
    launchDate: '2019-03-01',
    packSize: { th: '500 กรัม (แพ็กสุญญากาศ)', en: '500 g vacuum pack' },
    storage: CHILLED,
    shelfLife: days(10),
    certifications: ['haccp', 'gmp'],
    countries: ['th'],
    resellers: ['sabai-mart', 'market-hub'],
    related: ['pork-belly', 'moo-kata-set', 'pork-spare-ribs'],
    views: [
      ['หมูสันคอในแพ็กสุญญากาศ', 'Pork collar in a vacuum pack', PACK],
      [
        'คอหมูย่างหั่นชิ้นกับน้ำจิ้มแจ่ว',
        'Sliced grilled pork neck with jaew sauce',
        served('board', 'cut-of-meat~roast', 'hot-pepper', 'lime', 'sheaf-of-rice'),
      ],
    ],
  }),
  product({
    slug: 'pork-spare-ribs',
    name: { th: 'ซี่โครงหมูอ่อน', en: 'Pork Soft Spare Ribs' },
    brand: 'golden-farm',
    category: 'pork',
    motif: 'pork',
    pack: 'tray',
    subject: { main: 'meat-on-bone', count: 3, tint: 'pork', garnish: ['garlic'] },
    summary: {
      th: 'ซี่โครงหมูอ่อนตัดท่อน สำหรับต้มซุป นึ่งเต้าซี่ และซี่โครงอบ',
      en: 'Soft spare ribs cut into pieces for soups, steamed black-bean ribs and roasting.',
    },
    description: {
      th: [
        'ซี่โครงหมูอ่อนตัดเป็นท่อนขนาดพอดีคำ มีเนื้อติดกระดูกมาก กระดูกอ่อนนุ่มเมื่อตุ๋นนาน ให้น้ำซุปหวานกลมกล่อม',
        'เหมาะกับต้มแกงจืดฟักซี่โครงหมู ซี่โครงหมูนึ่งเต้าซี่แบบติ่มซำ และซี่โครงหมูอบซอสบาร์บีคิว',
      ],
      en: [
        'Soft spare ribs cut into bite-sized pieces with plenty of meat on the bone. The cartilage softens with long cooking and gives a naturally sweet broth.',
        'Use them for winter melon and rib soup, dim sum-style ribs steamed with black beans, or barbecue-glazed oven ribs.',
      ],
    },
    launchDate: '2017-09-01',
    packSize: { th: '500 กรัม (ถาด)', en: '500 g tray' },
    storage: CHILLED,
    shelfLife: days(6),
    certifications: ['haccp', 'gmp'],
    countries: ['th', 'hk'],
    resellers: ['sabai-mart', 'pearl-river-food-supply'],
    related: ['pork-belly', 'pork-collar'],
    views: [
      ['ซี่โครงหมูอ่อนตัดท่อนในถาด', 'Cut soft spare ribs in a tray', PACK],
      [
        'แกงจืดฟักซี่โครงหมูในหม้อ',
        'Winter melon and pork rib soup in a pot',
        served('pot', 'meat-on-bone', 'melon', 'onion'),
      ],
    ],
  }),

  // Duck — Golden Farm
  product({
    slug: 'duck-breast',
    name: { th: 'อกเป็ด', en: 'Duck Breast Fillet' },
    brand: 'golden-farm',
    category: 'duck',
    motif: 'duck',
    pack: 'vacuum',
    subject: { main: 'cut-of-meat', count: 2, garnish: ['tangerine', 'herb'] },
    summary: {
      th: 'อกเป็ดสดติดหนัง แพ็กสุญญากาศแช่เย็น สำหรับอกเป็ดย่างและสลัดเป็ด',
      en: 'Fresh skin-on duck breast, vacuum-packed and chilled, for pan-roasting and duck salads.',
    },
    description: {
      th: [
        'อกเป็ดติดหนังตัดแต่งขอบเรียบร้อย บรรจุสุญญากาศแบบแยกชิ้นจึงหยิบใช้ได้ตามต้องการ เนื้อแดงเข้ม นุ่ม และมีชั้นไขมันใต้หนังที่ให้ความหอม',
        'เมื่อจี่หนังให้กรอบแล้วอบต่อเล็กน้อยจะได้อกเป็ดสีชมพูฉ่ำ เหมาะกับยำเป็ด สลัดเป็ดส้มโอ หรือเสิร์ฟแบบตะวันตก เป็นสินค้าที่ส่งออกไปยังร้านอาหารในญี่ปุ่นและสหราชอาณาจักร',
      ],
      en: [
        'Skin-on duck breasts, neatly trimmed and vacuum-packed one by one so you can take just what you need. The meat is deep red and tender under a layer of fat that gives it aroma.',
        'Render the skin until crisp and finish in the oven for a rosy, juicy breast, ideal for spicy duck salad, duck and pomelo salad or Western dishes. Exported to restaurants in Japan and the United Kingdom.',
      ],
    },
    launchDate: '2020-02-03',
    packSize: { th: '2 ชิ้น รวม 350 กรัม', en: '2 fillets, 350 g' },
    storage: CHILLED,
    shelfLife: days(10),
    certifications: ['haccp', 'gmp', 'brcgs'],
    countries: ['th', 'jp', 'gb'],
    resellers: ['prochef-foodservice', 'sakura-table-trading', 'albion-fine-foods'],
    related: ['roast-duck', 'whole-fresh-duck'],
    views: [
      ['อกเป็ดสองชิ้นในแพ็กสุญญากาศ', 'Two duck breasts in a vacuum pack', PACK],
      [
        'อกเป็ดย่างหั่นชิ้นสีชมพู',
        'Sliced pink roast duck breast',
        served('plate', 'cut-of-meat', 'tangerine', 'leafy-green'),
      ],
    ],
  }),
  product({
    slug: 'whole-fresh-duck',
    name: { th: 'เป็ดสดทั้งตัว', en: 'Whole Fresh Duck' },
    brand: 'golden-farm',
    category: 'duck',
    motif: 'duck',
    pack: 'bag',
    subject: { main: 'poultry-leg', count: 2, garnish: ['ginger-root', 'leafy-green'] },
    summary: {
      th: 'เป็ดสดทั้งตัวน้ำหนัก 2.2–2.6 กิโลกรัม สำหรับเป็ดพะโล้และเป็ดย่าง',
      en: 'Whole fresh duck of 2.2–2.6 kg for five-spice braising and roasting.',
    },
    description: {
      th: [
        'เป็ดสดจากฟาร์มเป็ดเนื้อของเรา ถอนขนสะอาดและเอาเครื่องในออกแล้ว หนังบาง เนื้อแน่น เหมาะกับการปรุงแบบดั้งเดิมที่ต้องใช้เป็ดทั้งตัว',
        'ร้านอาหารนิยมใช้ทำเป็ดพะโล้ เป็ดย่าง และต้มเป็ดมะนาวดอง ส่งตรงถึงร้านค้าและร้านอาหารด้วยรถห้องเย็นทุกวัน',
      ],
      en: [
        'Fresh duck from our own duck farms, cleanly plucked and eviscerated, with thin skin and firm meat for traditional recipes that call for a whole bird.',
        'Restaurants use it for five-spice braised duck, roast duck and duck soup with pickled lime. Delivered daily to shops and restaurants in refrigerated trucks.',
      ],
    },
    launchDate: '2019-01-15',
    packSize: { th: '1 ตัว ประมาณ 2.2–2.6 กิโลกรัม', en: '1 bird, about 2.2–2.6 kg' },
    storage: CHILLED,
    shelfLife: days(5),
    certifications: ['haccp', 'gmp'],
    countries: ['th'],
    resellers: ['prochef-foodservice', 'sabai-mart'],
    related: ['roast-duck', 'duck-breast'],
    views: [
      ['เป็ดสดทั้งตัวในถุง', 'Whole fresh duck in its bag', PACK],
      [
        'เป็ดพะโล้ในหม้อ',
        'Five-spice braised duck in a pot',
        served('pot', 'meat-on-bone~roast', 'egg', 'ginger-root'),
      ],
    ],
  }),

  // Eggs — Sunny Egg
  product({
    slug: 'fresh-eggs-size-0',
    name: { th: 'ไข่ไก่สดเบอร์ 0 (แพ็ก 10 ฟอง)', en: 'Fresh Eggs Size 0, Pack of 10' },
    brand: 'sunny-egg',
    category: 'eggs',
    motif: 'egg',
    pack: 'eggbox',
    subject: { main: 'egg', garnish: ['baby-chick'] },
    summary: {
      th: 'ไข่ไก่ฟองใหญ่เบอร์ 0 คัดขนาด ล้างและฆ่าเชื้อผิวเปลือก',
      en: 'Large size 0 eggs, graded, washed and sanitised.',
    },
    description: {
      th: [
        'ไข่ไก่สดซันนี่ เอ้กเบอร์ 0 น้ำหนักฟองละ 70 กรัมขึ้นไป เก็บจากฟาร์มไก่ไข่ของเราทุกวัน ผ่านการล้าง ฆ่าเชื้อผิวเปลือกด้วยแสงยูวี และส่องไข่ตรวจรอยร้าวก่อนบรรจุ',
        'ไข่แดงสีส้มสวยและไข่ขาวข้นหนืด เหมาะกับไข่ดาว ไข่ต้ม และงานเบเกอรี่ บนเปลือกพิมพ์วันที่ไข่เพื่อความมั่นใจในความสด',
      ],
      en: [
        'Sunny Egg size 0 eggs weigh 70 g or more. They are collected daily from our own layer farms, washed, UV-sanitised and candled for cracks before packing.',
        'Rich orange yolks and thick whites make them ideal for fried and boiled eggs and for baking. The laying date is printed on every shell.',
      ],
    },
    featured: true,
    launchDate: '2015-01-05',
    packSize: { th: '10 ฟอง (กล่องพลาสติกรีไซเคิล)', en: '10 eggs in a recycled plastic box' },
    storage: EGGS,
    shelfLife: { th: '21 วันนับจากวันไข่', en: '21 days from laying' },
    certifications: ['haccp', 'gmp'],
    countries: ['th', 'hk', 'sg'],
    resellers: ['sabai-mart', 'quick-corner', 'market-hub', 'lion-city-grocers'],
    related: ['fresh-eggs-size-2-tray', 'omega-3-eggs', 'organic-free-range-eggs'],
    views: [
      ['ไข่ไก่เบอร์ 0 ในกล่องบรรจุ 10 ฟอง', 'Size 0 eggs in a box of 10', PACK],
      [
        'ไข่ดาวไข่แดงสีส้มในกระทะ',
        'A fried egg with an orange yolk in a pan',
        served('table', 'cooking', 'salt', 'bread'),
      ],
    ],
  }),
  product({
    slug: 'fresh-eggs-size-2-tray',
    name: { th: 'ไข่ไก่สดเบอร์ 2 (แผง 30 ฟอง)', en: 'Fresh Eggs Size 2, Tray of 30' },
    brand: 'sunny-egg',
    category: 'eggs',
    motif: 'egg',
    pack: 'eggtray',
    subject: { main: 'egg', garnish: ['nest-with-eggs'] },
    summary: {
      th: 'ไข่ไก่เบอร์ 2 แผงใหญ่ 30 ฟอง คุ้มค่าสำหรับครอบครัวและร้านอาหาร',
      en: 'Size 2 eggs in a tray of 30, good value for families and restaurants.',
    },
    description: {
      th: [
        'ไข่ไก่สดเบอร์ 2 น้ำหนักฟองละ 60–65 กรัม บรรจุแผงกระดาษรีไซเคิลพร้อมฟิล์มห่อ เป็นขนาดที่ใช้มากที่สุดในครัวบ้านและร้านอาหาร',
        'ผ่านกระบวนการล้าง ฆ่าเชื้อผิวเปลือก และคัดขนาดด้วยเครื่องอัตโนมัติเช่นเดียวกับไข่ทุกฟองของซันนี่ เอ้ก',
      ],
      en: [
        'Size 2 eggs weigh 60–65 g each and come in a recycled paper tray with shrink wrap. It is the size most used in home and restaurant kitchens.',
        'Like every Sunny Egg, they are washed, sanitised and graded by machine.',
      ],
    },
    launchDate: '2015-01-05',
    packSize: { th: '30 ฟอง (แผง)', en: 'Tray of 30 eggs' },
    storage: EGGS,
    shelfLife: { th: '21 วันนับจากวันไข่', en: '21 days from laying' },
    certifications: ['haccp', 'gmp'],
    countries: ['th'],
    resellers: ['sabai-mart', 'prochef-foodservice'],
    related: ['fresh-eggs-size-0', 'salted-duck-eggs'],
    views: [
      ['ไข่ไก่เบอร์ 2 บนแผงไข่ 30 ฟอง', 'Size 2 eggs on a tray of 30', PACK],
      [
        'ข้าวสวยกับไข่ แตงกวา และพริกบนจาน',
        'Rice with eggs, cucumber and chilli on a plate',
        served('plate', 'cooked-rice', 'egg', 'hot-pepper', 'cucumber'),
      ],
    ],
  }),
  product({
    slug: 'omega-3-eggs',
    name: { th: 'ไข่ไก่เสริมโอเมก้า-3', en: 'Omega-3 Enriched Eggs' },
    brand: 'sunny-egg',
    category: 'eggs',
    motif: 'egg',
    pack: 'eggbox',
    subject: { main: 'egg', garnish: ['fish', 'leafy-green'] },
    summary: {
      th: 'ไข่ไก่จากแม่ไก่ที่ได้รับอาหารเสริมเมล็ดแฟลกซ์ มีโอเมก้า-3 สูงกว่าไข่ทั่วไป',
      en: 'Eggs from hens fed with flaxseed, higher in omega-3 than regular eggs.',
    },
    description: {
      th: [
        'แม่ไก่ของเราได้รับอาหารที่ผสมเมล็ดแฟลกซ์และสาหร่าย ทำให้ไข่มีกรดไขมันโอเมก้า-3 สูงกว่าไข่ไก่ทั่วไปหลายเท่า โดยรสชาติยังคงเหมือนไข่ไก่ที่คุ้นเคย',
        'เหมาะสำหรับผู้สูงอายุ เด็ก และผู้ที่ต้องการเพิ่มไขมันดีในมื้ออาหาร ปริมาณโอเมก้า-3 ผ่านการวิเคราะห์จากห้องปฏิบัติการภายนอกทุกไตรมาส',
      ],
      en: [
        'Our hens are fed a diet with flaxseed and algae, which gives their eggs several times more omega-3 fatty acids than regular eggs while they taste just the same.',
        'A simple way for older people, children and anyone else to add good fats to a meal. The omega-3 content is checked by an external laboratory every quarter.',
      ],
    },
    launchDate: '2017-07-03',
    packSize: { th: '10 ฟอง (กล่อง)', en: 'Box of 10 eggs' },
    storage: EGGS,
    shelfLife: { th: '21 วันนับจากวันไข่', en: '21 days from laying' },
    certifications: ['haccp', 'gmp'],
    countries: ['th', 'sg'],
    resellers: ['sabai-mart', 'market-hub', 'lion-city-grocers'],
    related: ['fresh-eggs-size-0', 'organic-free-range-eggs'],
    views: [
      ['ไข่ไก่โอเมก้า-3 ในกล่อง', 'Omega-3 eggs in their box', PACK],
      [
        'ไข่ต้มกับเกลือบนจาน',
        'Boiled eggs with salt on a plate',
        served('plate', 'egg', 'egg', 'salt'),
      ],
    ],
  }),
  product({
    slug: 'organic-free-range-eggs',
    name: { th: 'ไข่ไก่ออร์แกนิก เลี้ยงแบบปล่อยอิสระ', en: 'Organic Free-Range Eggs' },
    brand: 'sunny-egg',
    category: 'eggs',
    motif: 'egg',
    tone: 'green',
    pack: 'eggbox',
    subject: { main: 'egg', garnish: ['seedling', 'chicken'] },
    summary: {
      th: 'ไข่จากแม่ไก่ที่เดินหากินอิสระบนลานหญ้า เลี้ยงด้วยอาหารออร์แกนิก',
      en: 'Eggs from hens that roam outdoors on grass and eat organic feed.',
    },
    description: {
      th: [
        'ฟาร์มไก่ไข่แบบปล่อยอิสระของซันนี่ เอ้กที่จังหวัดนครราชสีมา ให้แม่ไก่ได้ออกไปเดินบนลานหญ้าทุกวัน เลี้ยงด้วยอาหารจากวัตถุดิบออร์แกนิก และไม่ใช้ยาปฏิชีวนะ',
        'ฟาร์มได้รับการรับรองมาตรฐานเกษตรอินทรีย์และสวัสดิภาพสัตว์ ไข่แดงสีเหลืองเข้มตามธรรมชาติ บรรจุในกล่องเยื่อกระดาษที่ย่อยสลายได้',
      ],
      en: [
        'At the Sunny Egg free-range farm in Nakhon Ratchasima, hens go out on grass every day, eat feed made from organic ingredients and are raised without antibiotics.',
        'The farm is certified organic and audited for animal welfare. The yolks are a naturally deep yellow, and the eggs come in compostable moulded-pulp boxes.',
      ],
    },
    launchDate: '2022-03-01',
    packSize: { th: '6 ฟอง (กล่องเยื่อกระดาษ)', en: '6 eggs in a moulded-pulp box' },
    storage: EGGS,
    shelfLife: { th: '21 วันนับจากวันไข่', en: '21 days from laying' },
    certifications: ['organic', 'haccp', 'gmp'],
    countries: ['th', 'sg', 'hk'],
    resellers: ['sabai-mart', 'lion-city-grocers', 'market-hub'],
    related: ['omega-3-eggs', 'fresh-eggs-size-0'],
    views: [
      ['ไข่ไก่ออร์แกนิกในกล่องเยื่อกระดาษ', 'Organic eggs in a moulded-pulp box', PACK],
      [
        'ไก่และลูกไก่บนลานหญ้าในฟาร์มปล่อยอิสระ',
        'A chicken and chicks on the grass at the free-range farm',
        scene('lawn', 'rooster', 'baby-chick', 'baby-chick', 'nest-with-eggs'),
      ],
      [
        'ไข่ออร์แกนิกบนเขียงไม้',
        'Organic eggs on a wooden board',
        laid('egg', 'egg', 'egg', 'seedling'),
      ],
    ],
  }),
  product({
    slug: 'salted-duck-eggs',
    name: { th: 'ไข่เป็ดเค็ม', en: 'Salted Duck Eggs' },
    brand: 'sunny-egg',
    category: 'eggs',
    motif: 'egg',
    tone: 'brown',
    pack: 'eggbox',
    subject: { main: 'egg', garnish: ['salt', 'duck'] },
    summary: {
      th: 'ไข่เค็มต้มสุกพร้อมรับประทาน ไข่แดงมันแดง เค็มกำลังดี',
      en: 'Cooked salted duck eggs, ready to eat, with rich red-orange yolks and balanced saltiness.',
    },
    description: {
      th: [
        'ไข่เป็ดจากฟาร์มเป็ดไข่ของเราพอกด้วยดินเหนียวผสมเกลือตามวิธีดั้งเดิมนาน 18–21 วัน แล้วต้มสุกก่อนบรรจุ ไข่แดงมีน้ำมันสีแดงส้มและเค็มกำลังพอดี',
        'รับประทานคู่กับข้าวต้ม ทำยำไข่เค็ม หรือใช้เป็นวัตถุดิบขนมไหว้พระจันทร์และเบเกอรี่ได้',
      ],
      en: [
        'Duck eggs from our own layer ducks are coated in salted clay the traditional way for 18 to 21 days, then boiled before packing. The yolks are oily, red-orange and pleasantly salty.',
        'Enjoy them with rice porridge, in a spicy salted egg salad, or as a filling for mooncakes and pastries.',
      ],
    },
    launchDate: '2019-08-01',
    packSize: { th: '4 ฟอง (กล่อง)', en: 'Box of 4 eggs' },
    storage: EGGS,
    shelfLife: { th: '30 วันนับจากวันผลิต', en: '30 days from production' },
    certifications: ['haccp', 'gmp'],
    countries: ['th', 'cn', 'hk'],
    resellers: ['sabai-mart', 'quick-corner', 'pearl-river-food-supply'],
    related: ['fresh-eggs-size-2-tray', 'pork-congee'],
    views: [
      ['ไข่เป็ดเค็มในกล่อง', 'Salted duck eggs in their box', PACK],
      [
        'ไข่เค็มกับข้าวสวยบนจาน',
        'Salted eggs with rice on a plate',
        served('plate', 'cooked-rice', 'egg', 'egg', 'cucumber'),
      ],
    ],
  }),

  // Ready meals — Siam Kitchen
  product({
    slug: 'frozen-chicken-krapao-rice',
    name: { th: 'ข้าวกะเพราไก่แช่แข็ง', en: 'Frozen Chicken Krapao Rice' },
    brand: 'siam-kitchen',
    category: 'ready-meals',
    motif: 'meal',
    tone: 'red',
    pack: 'carton',
    subject: { main: 'cooked-rice', garnish: ['herb', 'hot-pepper'] },
    summary: {
      th: 'ข้าวกะเพราไก่รสจัดจ้าน หอมใบกะเพรา อุ่นไมโครเวฟ 3 นาที',
      en: 'Spicy chicken krapao with holy basil over jasmine rice, ready in 3 minutes in the microwave.',
    },
    description: {
      th: [
        'ข้าวกะเพราไก่สยามคิทเช่นผัดด้วยเนื้อไก่บดจากฟาร์มของเรา พริกสด กระเทียม และใบกะเพราแท้ ในกระทะร้อนแบบร้านข้าวแกง เสิร์ฟบนข้าวหอมมะลิหุงสุกกำลังดี',
        'แช่แข็งอย่างรวดเร็วทันทีหลังปรุงจึงไม่ต้องใช้วัตถุกันเสีย เพียงเจาะฟิล์มแล้วอุ่นในไมโครเวฟ 3 นาที เป็นเมนูขายดีอันดับหนึ่งของแบรนด์และได้รับการรับรองฮาลาล',
      ],
      en: [
        'Siam Kitchen chicken krapao is stir-fried in a hot wok, street-stall style, with minced chicken from our farms, fresh chillies, garlic and real holy basil, and served over perfectly cooked jasmine rice.',
        'It is fast-frozen right after cooking, so no preservatives are needed: pierce the film and microwave for 3 minutes. It is the brand’s best seller and is halal-certified.',
      ],
    },
    featured: true,
    launchDate: '2016-03-01',
    packSize: { th: '230 กรัม (กล่อง)', en: '230 g tray' },
    storage: FROZEN,
    shelfLife: months(12),
    certifications: ['halal', 'haccp', 'gmp', 'brcgs', 'iso22000'],
    countries: ['th', 'sg', 'gb', 'jp', 'my'],
    resellers: ['quick-corner', 'sabai-mart', 'lion-city-grocers', 'albion-fine-foods'],
    related: ['green-curry-chicken-rice', 'plant-based-krapao-rice', 'minced-chicken'],
    views: [
      ['กล่องข้าวกะเพราไก่แช่แข็ง', 'Frozen chicken krapao rice box', PACK],
      [
        'ข้าวกะเพราไก่อุ่นร้อนพร้อมทาน',
        'Hot chicken krapao rice ready to eat',
        served('plate', 'cooked-rice', 'poultry-leg', 'herb', 'hot-pepper'),
      ],
      ['ด้านหลังกล่องพร้อมวิธีอุ่น', 'The back of the box with the heating guide', BACK],
    ],
  }),
  product({
    slug: 'green-curry-chicken-rice',
    name: { th: 'ข้าวแกงเขียวหวานไก่', en: 'Green Curry Chicken with Rice' },
    brand: 'siam-kitchen',
    category: 'ready-meals',
    motif: 'meal',
    tone: 'green',
    pack: 'carton',
    subject: { main: 'curry-rice', tint: 'green', garnish: ['eggplant', 'herb'] },
    summary: {
      th: 'แกงเขียวหวานไก่น้ำกะทิเข้มข้น มะเขือเปราะ และใบโหระพา พร้อมข้าวหอมมะลิ',
      en: 'Creamy green curry with chicken, Thai eggplant and sweet basil, with jasmine rice.',
    },
    description: {
      th: [
        'แกงเขียวหวานตำพริกแกงเองทุกล็อต เคี่ยวกับกะทิสดและเนื้อสะโพกไก่ชิ้นโต ใส่มะเขือเปราะ พริกชี้ฟ้า และใบโหระพา ให้รสหวานมันเผ็ดกลมกล่อม',
        'แยกช่องข้าวกับแกงเพื่อให้ข้าวไม่แฉะหลังอุ่น อุ่นไมโครเวฟ 3–4 นาที ส่งออกไปยังซูเปอร์มาร์เก็ตในสหราชอาณาจักรและญี่ปุ่น',
      ],
      en: [
        'Our green curry paste is pounded for every batch and simmered with fresh coconut milk and generous pieces of chicken thigh, Thai eggplant, red chilli and sweet basil for a rounded, creamy heat.',
        'Rice and curry sit in separate compartments so the rice stays fluffy. Microwave for 3–4 minutes. Sold in supermarkets in the United Kingdom and Japan.',
      ],
    },
    launchDate: '2017-05-02',
    packSize: { th: '250 กรัม (กล่องสองช่อง)', en: '250 g two-compartment tray' },
    storage: FROZEN,
    shelfLife: months(12),
    certifications: ['halal', 'haccp', 'gmp', 'brcgs', 'iso22000'],
    countries: ['th', 'gb', 'jp'],
    resellers: ['quick-corner', 'albion-fine-foods', 'sakura-table-trading'],
    related: ['frozen-chicken-krapao-rice', 'chicken-massaman-rice'],
    views: [
      ['กล่องข้าวแกงเขียวหวานไก่', 'Green curry chicken with rice box', PACK],
      [
        'แกงเขียวหวานไก่ในชามกับข้าวสวย',
        'Green curry chicken in a bowl with rice',
        served('table', 'curry-rice~green', 'cooked-rice', 'herb'),
      ],
    ],
  }),
  product({
    slug: 'chicken-massaman-rice',
    name: { th: 'ข้าวแกงมัสมั่นไก่', en: 'Chicken Massaman Curry with Rice' },
    brand: 'siam-kitchen',
    category: 'ready-meals',
    motif: 'meal',
    tone: 'brown',
    pack: 'carton',
    subject: { main: 'curry-rice', garnish: ['potato', 'peanuts'] },
    summary: {
      th: 'แกงมัสมั่นไก่ มันฝรั่ง และถั่วลิสง รสกลมกล่อมหอมเครื่องเทศ พร้อมข้าวหอมมะลิ',
      en: 'Mild chicken massaman curry with potato and peanuts, fragrant with spices, with jasmine rice.',
    },
    description: {
      th: [
        'แกงมัสมั่นตำรับไทยมุสลิม เคี่ยวน่องไก่กับกะทิ มันฝรั่ง หอมแดง และถั่วลิสงคั่ว จนน้ำแกงข้นหอมเครื่องเทศอย่างลูกกระวานและอบเชย',
        'รสไม่เผ็ดมาก เหมาะสำหรับทุกคนในครอบครัวและผู้บริโภคต่างชาติ ผลิตในสายการผลิตที่ได้รับการรับรองฮาลาล',
      ],
      en: [
        'A Thai Muslim-style massaman, with chicken drumsticks simmered in coconut milk with potatoes, shallots and roasted peanuts until the sauce is thick and fragrant with cardamom and cinnamon.',
        'Gently spiced, it suits the whole family and first-time tasters abroad alike. Made on a halal-certified line.',
      ],
    },
    launchDate: '2019-04-01',
    packSize: { th: '250 กรัม (กล่องสองช่อง)', en: '250 g two-compartment tray' },
    storage: FROZEN,
    shelfLife: months(12),
    certifications: ['halal', 'haccp', 'gmp', 'brcgs', 'iso22000'],
    countries: ['th', 'gb', 'ae', 'my'],
    resellers: ['quick-corner', 'albion-fine-foods', 'market-hub'],
    related: ['green-curry-chicken-rice', 'frozen-chicken-krapao-rice'],
    views: [
      ['กล่องข้าวแกงมัสมั่นไก่', 'Chicken massaman with rice box', PACK],
      [
        'แกงมัสมั่นไก่กับมันฝรั่งในชาม',
        'Chicken massaman with potatoes in a bowl',
        served('table', 'curry-rice', 'potato', 'peanuts'),
      ],
    ],
  }),
  product({
    slug: 'garlic-pork-rice',
    name: { th: 'ข้าวหมูทอดกระเทียม', en: 'Garlic Pepper Pork with Rice' },
    brand: 'siam-kitchen',
    category: 'ready-meals',
    motif: 'meal',
    tone: 'gold',
    pack: 'carton',
    subject: { main: 'cooked-rice', garnish: ['garlic', 'cut-of-meat'] },
    summary: {
      th: 'หมูทอดกระเทียมพริกไทยหอมกรุ่น บนข้าวหอมมะลิ เมนูที่เด็กและผู้ใหญ่ชอบ',
      en: 'Pork stir-fried with plenty of garlic and white pepper over jasmine rice, loved by children and adults.',
    },
    description: {
      th: [
        'หมูสันนอกหมักซีอิ๊วและพริกไทย ทอดกับกระเทียมเจียวจนหอม รสชาติไม่เผ็ดจึงเหมาะกับทุกวัย เป็นหนึ่งในเมนูแรกของสยามคิทเช่นที่ยังขายดีจนถึงทุกวันนี้',
        'อุ่นในไมโครเวฟ 3 นาที หรือนึ่ง 10 นาที สะดวกสำหรับมื้อกลางวันที่ทำงานหรือมื้อดึก',
      ],
      en: [
        'Pork loin marinated in soy sauce and white pepper, then fried with golden garlic. Not spicy, so it suits every age, and it is one of the first Siam Kitchen dishes that still sells strongly today.',
        'Microwave for 3 minutes or steam for 10: an easy lunch at work or a late-night meal.',
      ],
    },
    launchDate: '2016-03-01',
    packSize: { th: '220 กรัม (กล่อง)', en: '220 g tray' },
    storage: FROZEN,
    shelfLife: months(12),
    certifications: ['haccp', 'gmp', 'iso22000'],
    countries: ['th'],
    resellers: ['quick-corner', 'sabai-mart'],
    related: ['pork-loin', 'frozen-chicken-krapao-rice', 'shrimp-pad-thai'],
    views: [
      ['กล่องข้าวหมูทอดกระเทียม', 'Garlic pepper pork with rice box', PACK],
      [
        'ข้าวหมูทอดกระเทียมโรยกระเทียมเจียว',
        'Garlic pork rice topped with crispy garlic',
        served('plate', 'cooked-rice', 'cut-of-meat~roast', 'garlic', 'garlic'),
      ],
    ],
  }),
  product({
    slug: 'shrimp-pad-thai',
    name: { th: 'ผัดไทยกุ้ง', en: 'Shrimp Pad Thai' },
    brand: 'siam-kitchen',
    category: 'ready-meals',
    motif: 'meal',
    tone: 'red',
    pack: 'carton',
    subject: { main: 'spaghetti', garnish: ['shrimp', 'lime'] },
    summary: {
      th: 'ผัดไทยเส้นจันท์กับกุ้ง เต้าหู้ และถั่วงอก ซอสมะขามเปียกสูตรเข้มข้น',
      en: 'Chanthaburi rice noodles with shrimp, tofu and bean sprouts in a rich tamarind sauce.',
    },
    description: {
      th: [
        'ผัดไทยสยามคิทเช่นใช้เส้นจันท์เหนียวนุ่ม ผัดกับซอสมะขามเปียก น้ำตาลมะพร้าว และน้ำปลา ใส่กุ้ง เต้าหู้เหลือง หัวไชโป๊ และกุยช่าย แถมซองถั่วลิสงคั่วและพริกป่นแยกไว้ให้ปรุงเอง',
        'เป็นเมนูที่ลูกค้าต่างประเทศรู้จักมากที่สุด จึงเป็นสินค้าส่งออกหลักไปยังสหราชอาณาจักรและสิงคโปร์',
      ],
      en: [
        'Siam Kitchen pad Thai uses chewy Chanthaburi rice noodles tossed in tamarind, palm sugar and fish sauce with shrimp, firm tofu, sweet preserved radish and garlic chives. Roasted peanuts and chilli flakes come in separate sachets.',
        'Thailand’s best-known dish abroad, it is one of our main exports to the United Kingdom and Singapore.',
      ],
    },
    launchDate: '2018-09-03',
    packSize: { th: '240 กรัม (กล่อง) พร้อมซองเครื่องปรุง', en: '240 g tray with topping sachets' },
    storage: FROZEN,
    shelfLife: months(12),
    certifications: ['haccp', 'gmp', 'brcgs', 'iso22000'],
    countries: ['th', 'gb', 'sg'],
    resellers: ['quick-corner', 'albion-fine-foods', 'lion-city-grocers'],
    related: ['frozen-chicken-krapao-rice', 'shrimp-wontons', 'garlic-pork-rice'],
    views: [
      ['กล่องผัดไทยกุ้งแช่แข็ง', 'Frozen shrimp pad Thai box', PACK],
      [
        'ผัดไทยกุ้งกับมะนาวและถั่วงอก',
        'Shrimp pad Thai with lime and bean sprouts',
        served('plate', 'spaghetti', 'shrimp', 'lime', 'leafy-green'),
      ],
    ],
  }),
  product({
    slug: 'pork-congee',
    name: { th: 'โจ๊กหมูแช่แข็ง', en: 'Frozen Pork Congee' },
    brand: 'siam-kitchen',
    category: 'ready-meals',
    motif: 'meal',
    tone: 'gray',
    pack: 'cup',
    subject: { main: 'bowl-with-spoon', garnish: ['ginger-root', 'egg'] },
    summary: {
      th: 'โจ๊กข้าวหอมมะลิเนื้อเนียน พร้อมหมูสับปั้นก้อนและขิงซอย อุ่นง่ายสำหรับมื้อเช้า',
      en: 'Smooth jasmine-rice congee with pork balls and shredded ginger, an easy breakfast.',
    },
    description: {
      th: [
        'โจ๊กเคี่ยวจากข้าวหอมมะลิจนเนื้อเนียน ใส่หมูสับปั้นก้อนที่หมักพริกไทยและรากผักชี พร้อมซองขิงซอยและต้นหอม อุ่นในไมโครเวฟ 4 นาทีแล้วคนให้เข้ากัน',
        'ตอกไข่ไก่ลงไปเพิ่มได้ตามชอบ เป็นมื้อเช้าที่อบอุ่นและย่อยง่ายสำหรับเด็กและผู้สูงอายุ',
      ],
      en: [
        'Jasmine rice simmered until silky, with pork balls seasoned with white pepper and coriander root, plus sachets of shredded ginger and spring onion. Microwave for 4 minutes and stir.',
        'Crack in an egg if you like: a warm, gentle breakfast for children and older people.',
      ],
    },
    launchDate: '2021-10-01',
    packSize: { th: '200 กรัม (ถ้วย)', en: '200 g cup' },
    storage: FROZEN,
    shelfLife: months(9),
    certifications: ['haccp', 'gmp', 'iso22000'],
    countries: ['th', 'vn'],
    resellers: ['quick-corner'],
    related: ['salted-duck-eggs', 'pork-meatballs', 'garlic-pork-rice'],
    views: [
      ['ถ้วยโจ๊กหมูแช่แข็ง', 'Frozen pork congee cup', PACK],
      [
        'โจ๊กหมูใส่ไข่และขิงซอยในชาม',
        'Pork congee with egg and ginger in a bowl',
        served('table', 'bowl-with-spoon', 'egg', 'ginger-root'),
      ],
    ],
  }),

  // Roast duck — Siam Kitchen: cooked and frozen, so a ready meal, not fresh meat
  product({
    slug: 'roast-duck',
    name: { th: 'เป็ดย่าง', en: 'Chinese-Style Roast Duck' },
    brand: 'siam-kitchen',
    category: 'ready-meals',
    motif: 'duck',
    pack: 'vacuum',
    // Carved roast duck with cucumber, as it is served: a live duck on the pack read wrong.
    subject: { main: 'meat-on-bone', count: 2, tint: 'roast', garnish: ['cucumber'] },
    summary: {
      th: 'เป็ดย่างสูตรจีน หนังกรอบ เนื้อนุ่ม พร้อมน้ำราด แช่แข็งพร้อมอุ่น',
      en: 'Chinese-style roast duck with crisp skin, tender meat and its own sauce, frozen and ready to reheat.',
    },
    description: {
      th: [
        'เป็ดย่างสยามคิทเช่นหมักด้วยเครื่องเทศสูตรจีนนาน 12 ชั่วโมง แล้วย่างจนหนังกรอบเป็นสีน้ำตาลทอง ก่อนแช่แข็งอย่างรวดเร็วเพื่อคงรสชาติ',
        'อุ่นในเตาอบหรือหม้อทอดไร้น้ำมันประมาณ 15 นาที ได้เป็ดย่างหนังกรอบเหมือนออกจากร้าน เสิร์ฟกับข้าว บะหมี่ หรือทำแกงเผ็ดเป็ดย่างได้ทันที ในแพ็กมีน้ำราดเป็ดย่างสำเร็จรูป',
      ],
      en: [
        'Siam Kitchen roast duck is marinated in Chinese spices for 12 hours and roasted until the skin is crisp and golden, then fast-frozen to lock in the flavour.',
        'Reheat it in the oven or air fryer for about 15 minutes for duck that tastes fresh from the shop. Serve it over rice or egg noodles, or use it in red curry with roast duck; a sachet of sauce is in the pack.',
      ],
    },
    featured: true,
    launchDate: '2018-10-01',
    packSize: { th: 'ครึ่งตัว 600 กรัม พร้อมน้ำราด 80 กรัม', en: 'Half duck, 600 g, with 80 g sauce' },
    storage: FROZEN,
    shelfLife: months(12),
    certifications: ['haccp', 'gmp', 'brcgs'],
    countries: ['th', 'hk', 'sg', 'cn'],
    resellers: ['sabai-mart', 'market-hub', 'lion-city-grocers', 'pearl-river-food-supply'],
    related: ['duck-breast', 'whole-fresh-duck', 'bbq-pork-buns'],
    views: [
      ['เป็ดย่างครึ่งตัวในบรรจุภัณฑ์', 'Half roast duck in its pack', PACK],
      [
        'เป็ดย่างหั่นชิ้นราดน้ำบนข้าว',
        'Sliced roast duck with sauce over rice',
        served('plate', 'cooked-rice', 'meat-on-bone~roast', 'cucumber'),
      ],
      [
        'บะหมี่เป็ดย่างในชาม',
        'Egg noodles with roast duck',
        served('table', 'steaming-bowl', 'meat-on-bone~roast', 'chopsticks'),
      ],
    ],
  }),
  // Dim sum and dumplings — Siam Kitchen
  product({
    slug: 'shrimp-wontons',
    name: { th: 'เกี๊ยวกุ้ง', en: 'Shrimp Wontons' },
    brand: 'siam-kitchen',
    category: 'dim-sum-and-dumplings',
    motif: 'meal',
    tone: 'gold',
    pack: 'bag',
    subject: { main: 'dumpling', count: 3, garnish: ['shrimp'] },
    summary: {
      th: 'เกี๊ยวแผ่นบางห่อกุ้งชิ้นโตและหมูสับ สำหรับเกี๊ยวน้ำและบะหมี่เกี๊ยว',
      en: 'Thin-skinned wontons filled with whole shrimp and pork, for wonton soup and noodles.',
    },
    description: {
      th: [
        'เกี๊ยวกุ้งสยามคิทเช่นห่อด้วยแผ่นเกี๊ยวบางนุ่ม ไส้กุ้งชิ้นโตผสมหมูสับและรากผักชี กัดแล้วเด้งสู้ฟัน ต้มจากสภาพแช่แข็งเพียง 4 นาที',
        'ใช้ทำเกี๊ยวน้ำ บะหมี่เกี๊ยวกุ้ง หรือทอดเป็นเกี๊ยวกรอบจิ้มน้ำจิ้มบ๊วยได้',
      ],
      en: [
        'Siam Kitchen shrimp wontons have soft, thin wrappers around a springy filling of whole shrimp, pork and coriander root. Boil from frozen for just 4 minutes.',
        'Serve them in clear soup or with egg noodles, or deep-fry them and dip in plum sauce.',
      ],
    },
    launchDate: '2017-01-16',
    packSize: { th: '12 ชิ้น 240 กรัม', en: '12 pieces, 240 g' },
    storage: FROZEN,
    shelfLife: months(12),
    certifications: ['haccp', 'gmp', 'iso22000'],
    countries: ['th', 'hk', 'sg'],
    resellers: ['sabai-mart', 'quick-corner', 'pearl-river-food-supply'],
    related: ['pork-shumai', 'chicken-gyoza', 'bbq-pork-buns'],
    views: [
      ['ถุงเกี๊ยวกุ้งแช่แข็ง', 'Bag of frozen shrimp wontons', PACK],
      [
        'เกี๊ยวกุ้งน้ำใสในชาม',
        'Shrimp wontons in clear soup',
        served('bowl', 'dumpling', 'dumpling', 'leafy-green'),
      ],
    ],
  }),
  product({
    slug: 'pork-shumai',
    name: { th: 'ขนมจีบหมู', en: 'Pork Shumai' },
    brand: 'siam-kitchen',
    category: 'dim-sum-and-dumplings',
    motif: 'meal',
    tone: 'gold',
    pack: 'bag',
    subject: { main: 'dumpling', count: 2, garnish: ['cut-of-meat', 'chopsticks'] },
    summary: {
      th: 'ขนมจีบหมูไส้แน่น โรยหน้าด้วยแครอท นึ่งร้อน 8 นาที',
      en: 'Plump pork shumai topped with carrot, ready after 8 minutes of steaming.',
    },
    description: {
      th: [
        'ขนมจีบสูตรติ่มซำห่อด้วยแผ่นแป้งสีเหลือง ไส้หมูสับผสมกุ้งและเห็ดหอม ปรุงรสด้วยน้ำมันงาและพริกไทย โรยหน้าด้วยแครอทให้สีสวย',
        'นึ่งจากสภาพแช่แข็ง 8 นาที เสิร์ฟกับซีอิ๊วดำและพริกน้ำส้ม เป็นสินค้าขายดีในร้านสะดวกซื้อสำหรับมื้อเช้า',
      ],
      en: [
        'Dim sum-style shumai in yellow wrappers, filled with minced pork, shrimp and shiitake seasoned with sesame oil and white pepper, and topped with carrot for colour.',
        'Steam from frozen for 8 minutes and serve with sweet soy and chilli vinegar. A breakfast best seller in convenience stores.',
      ],
    },
    launchDate: '2016-10-03',
    packSize: { th: '20 ชิ้น 400 กรัม', en: '20 pieces, 400 g' },
    storage: FROZEN,
    shelfLife: months(12),
    certifications: ['haccp', 'gmp', 'iso22000'],
    countries: ['th', 'hk', 'vn'],
    resellers: ['quick-corner', 'sabai-mart', 'pearl-river-food-supply'],
    related: ['shrimp-wontons', 'bbq-pork-buns'],
    views: [
      ['ถุงขนมจีบหมูแช่แข็ง', 'Bag of frozen pork shumai', PACK],
      [
        'ขนมจีบหมูในเข่งนึ่งไม้ไผ่',
        'Pork shumai in a bamboo steamer',
        served('steamer', 'dumpling', 'dumpling', 'dumpling', 'dumpling'),
      ],
    ],
  }),
  product({
    slug: 'bbq-pork-buns',
    name: { th: 'ซาลาเปาไส้หมูแดง', en: 'BBQ Pork Buns' },
    brand: 'siam-kitchen',
    category: 'dim-sum-and-dumplings',
    motif: 'meal',
    tone: 'red',
    pack: 'bag',
    subject: { main: 'moon-cake', count: 2, garnish: ['meat-on-bone'] },
    summary: {
      th: 'ซาลาเปาแป้งนุ่มฟู ไส้หมูแดงซอสเข้มข้น หวานเค็มกลมกล่อม',
      en: 'Soft, fluffy buns with a sweet and savoury barbecue pork filling.',
    },
    description: {
      th: [
        'แป้งซาลาเปาหมักด้วยยีสต์นานจนนุ่มฟูและเนื้อเนียน ไส้หมูแดงหั่นเต๋าผัดกับซอสหอยนางรมและน้ำผึ้ง ได้รสหวานเค็มแบบซาลาเปาร้านดัง',
        'นึ่ง 10 นาที หรืออุ่นไมโครเวฟ 1 นาทีโดยห่อด้วยผ้าชุบน้ำหมาด ๆ',
      ],
      en: [
        'The dough is slowly proved for a soft, fluffy, smooth bun, filled with diced barbecue pork cooked in oyster sauce and honey for that classic sweet and savoury taste.',
        'Steam for 10 minutes, or microwave for 1 minute wrapped in a damp cloth.',
      ],
    },
    launchDate: '2018-02-01',
    packSize: { th: '6 ลูก 420 กรัม', en: '6 buns, 420 g' },
    storage: FROZEN,
    shelfLife: months(9),
    certifications: ['haccp', 'gmp', 'iso22000'],
    countries: ['th', 'sg'],
    resellers: ['quick-corner', 'lion-city-grocers'],
    related: ['pork-shumai', 'roast-duck', 'shrimp-wontons'],
    views: [
      ['ถุงซาลาเปาไส้หมูแดง', 'Bag of BBQ pork buns', PACK],
      [
        'ซาลาเปาหมูแดงในเข่งนึ่ง',
        'BBQ pork buns in a bamboo steamer',
        served('steamer', 'moon-cake', 'moon-cake', 'moon-cake'),
      ],
    ],
  }),
  product({
    slug: 'chicken-gyoza',
    name: { th: 'เกี๊ยวซ่าไก่', en: 'Chicken Gyoza' },
    brand: 'siam-kitchen',
    category: 'dim-sum-and-dumplings',
    motif: 'meal',
    tone: 'gold',
    pack: 'bag',
    subject: { main: 'dumpling', count: 4, garnish: ['poultry-leg', 'onion'] },
    summary: {
      th: 'เกี๊ยวซ่าไส้ไก่และกะหล่ำปลี จี่ให้ก้นกรอบ ได้รับการรับรองฮาลาล',
      en: 'Gyoza filled with chicken and cabbage, pan-fried until crisp underneath, halal-certified.',
    },
    description: {
      th: [
        'เกี๊ยวซ่าไก่ใช้เนื้อสะโพกไก่บดผสมกะหล่ำปลี กุยช่าย และขิง จับจีบด้วยเครื่องให้รูปทรงสวยสม่ำเสมอ จี่ในกระทะ 6 นาทีได้ก้นกรอบด้านบนนุ่ม',
        'พัฒนาร่วมกับลูกค้าร้านอาหารในญี่ปุ่น และเป็นเกี๊ยวซ่าฮาลาลที่ขายในสหราชอาณาจักรด้วย',
      ],
      en: [
        'Our gyoza are filled with minced chicken thigh, cabbage, garlic chives and ginger, and machine-pleated for an even shape. Pan-fry for 6 minutes for crisp bottoms and tender tops.',
        'Developed with restaurant customers in Japan, they are also sold as halal gyoza in the United Kingdom.',
      ],
    },
    launchDate: '2020-08-03',
    packSize: { th: '12 ชิ้น 264 กรัม พร้อมซอส', en: '12 pieces, 264 g, with dipping sauce' },
    storage: FROZEN,
    shelfLife: months(12),
    certifications: ['halal', 'haccp', 'gmp', 'brcgs'],
    countries: ['th', 'jp', 'gb'],
    resellers: ['sakura-table-trading', 'albion-fine-foods', 'sabai-mart'],
    related: ['shrimp-wontons', 'plant-based-nuggets'],
    views: [
      ['ถุงเกี๊ยวซ่าไก่แช่แข็ง', 'Bag of frozen chicken gyoza', PACK],
      [
        'เกี๊ยวซ่าไก่ก้นกรอบในกระทะ',
        'Crisp-bottomed chicken gyoza in a pan',
        served('pan', 'dumpling', 'dumpling', 'dumpling', 'onion'),
      ],
    ],
  }),

  // Sausages and ham — Deli Craft
  product({
    slug: 'smoked-chicken-sausages',
    name: { th: 'ไส้กรอกไก่รมควัน', en: 'Smoked Chicken Sausages' },
    brand: 'deli-craft',
    category: 'sausages-and-ham',
    motif: 'sausage',
    tone: 'red',
    pack: 'vacuum',
    subject: { main: 'hot-dog', count: 2, garnish: ['poultry-leg', 'wood'] },
    summary: {
      th: 'ไส้กรอกไก่รมควันไม้ธรรมชาติ เนื้อแน่น หนังกรอบ ฮาลาล',
      en: 'Chicken sausages smoked over natural wood, firm with a snappy skin, halal-certified.',
    },
    description: {
      th: [
        'ไส้กรอกไก่เดลี่คราฟต์ผลิตจากเนื้อไก่ถึง 85% รมควันด้วยไม้เนื้อแข็งธรรมชาติจนหอม ไม่ใส่สีสังเคราะห์และไม่ใช้ฟอสเฟตเพิ่มน้ำหนัก',
        'ย่าง ทอด หรือต้มก็อร่อย ใช้ทำไส้กรอกทอดสำหรับมื้อเช้า ยำไส้กรอก หรือใส่ข้าวผัดได้ทันที',
      ],
      en: [
        'Deli Craft chicken sausages contain 85% chicken and are smoked over natural hardwood. No artificial colours and no added phosphates.',
        'Grill, fry or boil them for breakfast, toss them in a spicy sausage salad or add them to fried rice.',
      ],
    },
    featured: true,
    launchDate: '2015-06-01',
    packSize: { th: '500 กรัม (ประมาณ 12 ชิ้น)', en: '500 g, about 12 sausages' },
    storage: CHILLED,
    shelfLife: days(45),
    certifications: ['halal', 'haccp', 'gmp', 'iso22000'],
    countries: ['th', 'sg', 'my', 'ae'],
    resellers: ['sabai-mart', 'quick-corner', 'market-hub', 'lion-city-grocers'],
    related: ['pork-frankfurters', 'chicken-meatballs', 'plant-based-sausages'],
    views: [
      ['แพ็กไส้กรอกไก่รมควัน', 'Pack of smoked chicken sausages', PACK],
      [
        'ไส้กรอกไก่ย่างบนเตา',
        'Chicken sausages on the grill',
        served('grill', 'hot-dog', 'hot-dog', 'onion'),
      ],
      [
        'ยำไส้กรอกในจาน',
        'Spicy sausage salad on a plate',
        served('plate', 'green-salad', 'hot-dog', 'hot-pepper', 'tomato'),
      ],
    ],
  }),
  product({
    slug: 'pork-frankfurters',
    name: { th: 'ไส้กรอกหมูแฟรงก์เฟิร์ต', en: 'Pork Frankfurters' },
    brand: 'deli-craft',
    category: 'sausages-and-ham',
    motif: 'sausage',
    tone: 'red',
    pack: 'vacuum',
    subject: { main: 'hot-dog', count: 3, garnish: ['onion'] },
    summary: {
      th: 'ไส้กรอกหมูแฟรงก์เฟิร์ตขนาดยาว สำหรับฮอตด็อกและงานจัดเลี้ยง',
      en: 'Long pork frankfurters for hot dogs and catering.',
    },
    description: {
      th: [
        'ไส้กรอกหมูสไตล์เยอรมันยาว 18 เซนติเมตร ใช้เนื้อหมูสะโพกและเครื่องเทศสูตรเฉพาะ รมควันและต้มสุกแล้ว จึงอุ่นได้ทันที',
        'แพ็กขนาด 1 กิโลกรัมเหมาะกับร้านอาหาร ร้านฮอตด็อก และงานจัดเลี้ยง',
      ],
      en: [
        'German-style pork frankfurters, 18 cm long, made from pork leg and our own spice blend. They are smoked and fully cooked, so they only need heating.',
        'The 1 kg pack suits restaurants, hot-dog stands and catering.',
      ],
    },
    launchDate: '2015-06-01',
    packSize: { th: '1 กิโลกรัม (ประมาณ 20 ชิ้น)', en: '1 kg, about 20 frankfurters' },
    storage: CHILLED,
    shelfLife: days(45),
    certifications: ['haccp', 'gmp', 'iso22000'],
    countries: ['th', 'vn'],
    resellers: ['prochef-foodservice', 'sabai-mart'],
    related: ['smoked-chicken-sausages', 'smoked-bacon', 'sliced-pork-ham'],
    views: [
      ['แพ็กไส้กรอกหมูแฟรงก์เฟิร์ต 1 กิโลกรัม', '1 kg pack of pork frankfurters', PACK],
      [
        'ฮอตด็อกไส้กรอกหมูกับมัสตาร์ด',
        'Pork frankfurter hot dog with mustard',
        served('plate', 'hot-dog', 'tomato', 'onion'),
      ],
    ],
  }),
  product({
    slug: 'sliced-pork-ham',
    name: { th: 'แฮมหมูสไลซ์', en: 'Sliced Pork Ham' },
    brand: 'deli-craft',
    category: 'sausages-and-ham',
    motif: 'sausage',
    tone: 'red',
    pack: 'vacuum',
    subject: { main: 'sandwich', garnish: ['leafy-green', 'tomato'] },
    summary: {
      th: 'แฮมหมูสไลซ์บาง เนื้อนุ่ม รสเค็มอ่อน สำหรับแซนด์วิชและสลัด',
      en: 'Thinly sliced, tender, lightly salted ham for sandwiches and salads.',
    },
    description: {
      th: [
        'แฮมหมูเดลี่คราฟต์ทำจากเนื้อสะโพกหมูทั้งชิ้น หมักเกลือและเครื่องเทศแล้วต้มสุกช้า ๆ ก่อนสไลซ์บาง รสเค็มอ่อนกว่าแฮมทั่วไป',
        'ใช้ทำแซนด์วิช สลัด ข้าวผัดแฮม หรือพิซซ่าได้ แพ็กซิปล็อกเปิดปิดได้ช่วยรักษาความสด',
      ],
      en: [
        'Deli Craft ham is made from whole pork leg, cured with salt and spices, slowly cooked and thinly sliced. It is less salty than most hams.',
        'Use it in sandwiches, salads, ham fried rice or pizza. The resealable pack keeps it fresh.',
      ],
    },
    launchDate: '2016-02-01',
    packSize: { th: '200 กรัม (แพ็กซิปล็อก)', en: '200 g resealable pack' },
    storage: CHILLED,
    shelfLife: days(40),
    certifications: ['haccp', 'gmp', 'iso22000'],
    countries: ['th', 'sg', 'hk'],
    resellers: ['sabai-mart', 'lion-city-grocers', 'market-hub'],
    related: ['smoked-bacon', 'pork-frankfurters'],
    views: [
      ['แพ็กแฮมหมูสไลซ์', 'Pack of sliced pork ham', PACK],
      [
        'แซนด์วิชแฮมกับผักกาด',
        'Ham sandwich with lettuce',
        served('plate', 'sandwich', 'leafy-green', 'tomato'),
      ],
    ],
  }),
  product({
    slug: 'smoked-bacon',
    name: { th: 'เบคอนหมูรมควัน', en: 'Smoked Streaky Bacon' },
    brand: 'deli-craft',
    category: 'sausages-and-ham',
    motif: 'sausage',
    tone: 'brown',
    pack: 'vacuum',
    subject: { main: 'bacon', garnish: ['wood'] },
    summary: {
      th: 'เบคอนจากหมูสามชั้นรมควันไม้ธรรมชาติ ทอดแล้วกรอบหอม',
      en: 'Streaky bacon from pork belly smoked over natural wood, crisp and fragrant when fried.',
    },
    description: {
      th: [
        'เบคอนเดลี่คราฟต์ใช้หมูสามชั้นจากฟาร์มราชบุรี หมักเกลือแบบแห้งนาน 5 วัน แล้วรมควันด้วยไม้เนื้อแข็ง สไลซ์หนา 2 มิลลิเมตร',
        'ทอดให้กรอบสำหรับมื้อเช้า ผัดกับผักโขม หรือพันหน่อไม้ฝรั่งย่าง',
      ],
      en: [
        'Deli Craft bacon is made from Ratchaburi pork belly, dry-cured for five days, smoked over hardwood and sliced 2 mm thick.',
        'Fry it crisp for breakfast, stir-fry it with spinach or wrap it around grilled asparagus.',
      ],
    },
    launchDate: '2017-11-01',
    packSize: { th: '200 กรัม', en: '200 g' },
    storage: CHILLED,
    shelfLife: days(40),
    certifications: ['haccp', 'gmp', 'iso22000'],
    countries: ['th', 'hk'],
    resellers: ['sabai-mart', 'pearl-river-food-supply'],
    related: ['sliced-pork-ham', 'pork-belly', 'pork-frankfurters'],
    views: [
      ['แพ็กเบคอนหมูรมควัน', 'Pack of smoked bacon', PACK],
      [
        'เบคอนกรอบกับไข่ดาวและขนมปัง',
        'Crispy bacon with a fried egg and bread',
        served('table', 'cooking', 'bacon', 'bread'),
      ],
    ],
  }),
  product({
    slug: 'isan-sausage',
    name: { th: 'ไส้กรอกอีสาน', en: 'Isan Fermented Pork Sausage' },
    brand: 'deli-craft',
    category: 'sausages-and-ham',
    motif: 'sausage',
    tone: 'brown',
    pack: 'tray',
    subject: { main: 'dango', count: 2, tint: 'roast', garnish: ['ginger-root', 'hot-pepper'] },
    summary: {
      th: 'ไส้กรอกอีสานหมูและข้าวเหนียว หมักเปรี้ยวกำลังดี ย่างกินกับขิงและพริกสด',
      en: 'Northeastern Thai pork and sticky rice sausage, pleasantly sour, grilled and eaten with ginger and chilli.',
    },
    description: {
      th: [
        'ไส้กรอกอีสานสูตรดั้งเดิม ใช้หมูบด ข้าวเหนียว และกระเทียม หมักในห้องควบคุมอุณหภูมิจนได้รสเปรี้ยวพอดีและปลอดภัยทุกล็อต',
        'ย่างไฟกลางจนหนังตึงและหอม กินคู่กับขิงอ่อน พริกขี้หนู กะหล่ำปลี และถั่วลิสงตามแบบฉบับอีสาน',
      ],
      en: [
        'A traditional recipe of minced pork, sticky rice and garlic, fermented in temperature-controlled rooms so every batch is pleasantly sour and safe.',
        'Grill over medium heat until the skin is taut and fragrant, then eat it northeastern-style with young ginger, bird’s eye chillies, cabbage and peanuts.',
      ],
    },
    launchDate: '2019-05-15',
    packSize: { th: '300 กรัม (ประมาณ 15 ลูก)', en: '300 g, about 15 links' },
    storage: CHILLED,
    shelfLife: days(20),
    certifications: ['haccp', 'gmp'],
    countries: ['th'],
    resellers: ['sabai-mart', 'quick-corner'],
    related: ['thai-pork-roll', 'grilled-pork-meatball-skewers'],
    views: [
      ['แพ็กไส้กรอกอีสาน', 'Pack of Isan sausages', PACK],
      [
        'ไส้กรอกอีสานย่างกับขิงและพริก',
        'Grilled Isan sausages with ginger and chilli',
        served('plate', 'dango~roast', 'ginger-root', 'hot-pepper', 'leafy-green'),
      ],
    ],
  }),
  product({
    slug: 'thai-pork-roll',
    name: { th: 'หมูยอ', en: 'Thai Pork Roll (Moo Yor)' },
    brand: 'deli-craft',
    category: 'sausages-and-ham',
    motif: 'sausage',
    tone: 'gray',
    pack: 'vacuum',
    subject: { main: 'tamale', garnish: ['leafy-green', 'hot-pepper'] },
    summary: {
      th: 'หมูยอเนื้อเนียน เด้ง หอมพริกไทย ห่อใบตองแบบดั้งเดิม',
      en: 'Smooth, springy pork roll with white pepper, wrapped in banana leaf the traditional way.',
    },
    description: {
      th: [
        'หมูยอเดลี่คราฟต์ใช้เนื้อหมูสันล้วนโขลกจนเนียน ปรุงด้วยพริกไทยและน้ำปลา ห่อใบตองแล้วนึ่งจนสุก ได้เนื้อแน่นเด้งและหอมกลิ่นใบตอง',
        'หั่นกินกับข้าวเหนียว ทำยำหมูยอ หรือทอดเป็นกับข้าว เป็นสินค้าที่ได้รับความนิยมในเวียดนามและจีนด้วย',
      ],
      en: [
        'Deli Craft pork roll is pounded smooth from lean pork, seasoned with white pepper and fish sauce, wrapped in banana leaf and steamed, giving a firm, springy bite and a leafy aroma.',
        'Slice it with sticky rice, make a spicy pork roll salad or pan-fry it. It is also popular in Vietnam and China.',
      ],
    },
    launchDate: '2018-07-02',
    packSize: { th: '500 กรัม (แท่ง)', en: '500 g roll' },
    storage: CHILLED,
    shelfLife: days(30),
    certifications: ['haccp', 'gmp', 'iso22000'],
    countries: ['th', 'vn', 'cn'],
    resellers: ['sabai-mart', 'quick-corner', 'pearl-river-food-supply'],
    related: ['isan-sausage', 'pork-meatballs'],
    views: [
      ['หมูยอห่อใบตองในแพ็ก', 'Banana-leaf-wrapped pork roll in its pack', PACK],
      [
        'ยำหมูยอในจาน',
        'Spicy pork roll salad on a plate',
        served('plate', 'green-salad', 'tamale', 'hot-pepper', 'onion'),
      ],
    ],
  }),

  // Meatballs — Deli Craft
  product({
    slug: 'pork-meatballs',
    name: { th: 'ลูกชิ้นหมู', en: 'Pork Meatballs' },
    brand: 'deli-craft',
    category: 'meatballs',
    motif: 'meal',
    tone: 'brown',
    pack: 'bag',
    subject: { main: 'falafel', garnish: ['onion', 'leafy-green'] },
    summary: {
      th: 'ลูกชิ้นหมูเนื้อแน่นเด้ง สำหรับก๋วยเตี๋ยว แกงจืด และลูกชิ้นปิ้ง',
      en: 'Firm, springy pork meatballs for noodle soup, clear soups and grilled skewers.',
    },
    description: {
      th: [
        'ลูกชิ้นหมูเดลี่คราฟต์ใช้เนื้อหมูถึง 80% ตีจนเนื้อเหนียวเด้งแบบลูกชิ้นเจ้าดัง ไม่ใส่บอแรกซ์และสารเพิ่มความกรอบ',
        'ร้านก๋วยเตี๋ยวทั่วประเทศใช้เป็นประจำ แพ็กครึ่งกิโลกรัมเหมาะกับครัวบ้าน ต้มหรือปิ้งจากสภาพแช่แข็งได้ทันที',
      ],
      en: [
        'Deli Craft pork meatballs are 80% pork, beaten until they are as springy as the best noodle-shop meatballs, with no borax or texture additives.',
        'Noodle shops across Thailand use them every day, and the half-kilo pack suits home kitchens. Boil or grill straight from frozen.',
      ],
    },
    launchDate: '2015-09-01',
    packSize: { th: '500 กรัม', en: '500 g' },
    storage: FROZEN,
    shelfLife: months(9),
    certifications: ['haccp', 'gmp', 'iso22000'],
    countries: ['th', 'vn', 'hk'],
    resellers: ['sabai-mart', 'prochef-foodservice', 'quick-corner'],
    related: ['chicken-meatballs', 'grilled-pork-meatball-skewers', 'boat-noodle-kit'],
    views: [
      ['ถุงลูกชิ้นหมู', 'Bag of pork meatballs', PACK],
      [
        'ก๋วยเตี๋ยวลูกชิ้นหมูน้ำใส',
        'Noodle soup with pork meatballs',
        served('table', 'steaming-bowl', 'falafel', 'leafy-green'),
      ],
    ],
  }),
  product({
    slug: 'chicken-meatballs',
    name: { th: 'ลูกชิ้นไก่', en: 'Chicken Meatballs' },
    brand: 'deli-craft',
    category: 'meatballs',
    motif: 'meal',
    tone: 'gold',
    pack: 'bag',
    subject: { main: 'falafel', count: 2, garnish: ['poultry-leg'] },
    summary: {
      th: 'ลูกชิ้นไก่ไขมันต่ำ เนื้อนุ่ม ได้รับการรับรองฮาลาล',
      en: 'Low-fat, tender chicken meatballs, halal-certified.',
    },
    description: {
      th: [
        'ลูกชิ้นไก่ทำจากเนื้ออกไก่และสะโพกไก่ ปรุงรสด้วยกระเทียมและพริกไทย ไขมันต่ำกว่าลูกชิ้นหมู จึงเป็นตัวเลือกสำหรับคนรักสุขภาพ',
        'เหมาะกับสุกี้ เย็นตาโฟ และลูกชิ้นทอด ผลิตในสายการผลิตฮาลาลและจำหน่ายในมาเลเซียและสิงคโปร์',
      ],
      en: [
        'Made from chicken breast and thigh seasoned with garlic and white pepper, they have less fat than pork meatballs, a good choice for health-minded eaters.',
        'Great in suki hot pot, yen ta fo noodles or deep-fried. Produced on a halal line and sold in Malaysia and Singapore.',
      ],
    },
    launchDate: '2016-09-01',
    packSize: { th: '500 กรัม', en: '500 g' },
    storage: FROZEN,
    shelfLife: months(9),
    certifications: ['halal', 'haccp', 'gmp', 'iso22000'],
    countries: ['th', 'my', 'sg'],
    resellers: ['sabai-mart', 'market-hub', 'lion-city-grocers'],
    related: ['pork-meatballs', 'smoked-chicken-sausages', 'suki-sauce'],
    views: [
      ['ถุงลูกชิ้นไก่', 'Bag of chicken meatballs', PACK],
      [
        'ลูกชิ้นไก่ในหม้อสุกี้',
        'Chicken meatballs in a suki hot pot',
        served('pot', 'falafel', 'leafy-green', 'brown-mushroom', 'onion'),
      ],
    ],
  }),
  product({
    slug: 'grilled-pork-meatball-skewers',
    name: { th: 'ลูกชิ้นหมูปิ้ง พร้อมน้ำจิ้ม', en: 'Grilled Pork Meatball Skewers' },
    brand: 'deli-craft',
    category: 'meatballs',
    motif: 'meal',
    tone: 'red',
    pack: 'bag',
    subject: { main: 'oden', count: 2, garnish: ['hot-pepper'] },
    summary: {
      th: 'ลูกชิ้นหมูเสียบไม้ ย่างมาแล้ว พร้อมน้ำจิ้มรสเผ็ดหวาน อุ่นแล้วทานได้เลย',
      en: 'Pre-grilled pork meatball skewers with sweet-spicy dipping sauce, ready after reheating.',
    },
    description: {
      th: [
        'ลูกชิ้นหมูเสียบไม้ไผ่ไม้ละ 4 ลูก ย่างด้วยเตาถ่านให้มีรอยไหม้หอม ๆ แบบรถเข็นหน้าโรงเรียน พร้อมซองน้ำจิ้มพริกสูตรเผ็ดหวาน',
        'อุ่นในหม้อทอดไร้น้ำมันหรือไมโครเวฟเพียง 2–3 นาที เป็นของว่างที่เด็ก ๆ ชอบ',
      ],
      en: [
        'Four pork meatballs on each bamboo skewer, charcoal-grilled for the smoky char of a school-gate food cart, with a sachet of sweet-spicy chilli sauce.',
        'Heat in an air fryer or microwave for just 2–3 minutes: a snack children love.',
      ],
    },
    launchDate: '2023-04-03',
    packSize: { th: '10 ไม้ 400 กรัม พร้อมน้ำจิ้ม', en: '10 skewers, 400 g, with sauce' },
    storage: FROZEN,
    shelfLife: months(9),
    certifications: ['haccp', 'gmp', 'iso22000'],
    countries: ['th'],
    resellers: ['quick-corner', 'market-hub'],
    related: ['pork-meatballs', 'isan-sausage'],
    views: [
      ['ถุงลูกชิ้นหมูปิ้งพร้อมซองน้ำจิ้ม', 'Bag of meatball skewers with a sauce sachet', PACK],
      [
        'ลูกชิ้นหมูปิ้งบนเตาถ่าน',
        'Pork meatball skewers on a charcoal grill',
        served('grill', 'oden', 'oden', 'hot-pepper'),
      ],
    ],
  }),

  // Restaurant meal kits — Krua Harvest
  product({
    slug: 'khao-man-gai-kit',
    name: { th: 'ชุดข้าวมันไก่ครัวฮาร์เวสต์', en: 'Krua Harvest Hainanese Chicken Rice Kit' },
    brand: 'krua-harvest',
    category: 'restaurant-meal-kits',
    motif: 'restaurant',
    tone: 'gold',
    pack: 'kit',
    subject: { main: 'poultry-leg', garnish: ['cooked-rice', 'cucumber'] },
    summary: {
      th: 'ไก่ต้มนุ่ม ข้าวมันหุงพร้อมน้ำซุป และน้ำจิ้มเต้าเจี้ยวสูตรร้าน สำหรับ 2 ที่',
      en: 'Poached chicken, seasoned rice, broth and the restaurant’s soybean sauce, for two.',
    },
    description: {
      th: [
        'ชุดข้าวมันไก่สูตรเดียวกับที่เสิร์ฟในร้านครัวฮาร์เวสต์ ประกอบด้วยไก่ต้มทั้งชิ้น ข้าวหุงมันไก่ น้ำซุปกระดูกไก่ และน้ำจิ้มเต้าเจี้ยวขิงสูตรเฉพาะของเชฟ',
        'อุ่นไก่และข้าวในไมโครเวฟ ต้มน้ำซุปให้เดือด แล้วจัดจานได้ภายใน 10 นาที ได้รับการรับรองฮาลาล',
      ],
      en: [
        'The same chicken rice served at Krua Harvest: a whole poached chicken portion, rice cooked in chicken fat, chicken bone broth and the chef’s ginger and soybean sauce.',
        'Warm the chicken and rice in the microwave, bring the broth to the boil and plate up in 10 minutes. Halal-certified.',
      ],
    },
    featured: true,
    launchDate: '2021-06-01',
    packSize: { th: 'สำหรับ 2 ที่ 850 กรัม', en: 'Serves 2, 850 g' },
    storage: CHILLED,
    shelfLife: days(5),
    certifications: ['halal', 'haccp', 'gmp'],
    countries: ['th', 'sg'],
    resellers: ['market-hub', 'sabai-mart'],
    related: ['whole-fresh-chicken', 'boat-noodle-kit', 'moo-kata-set'],
    views: [
      ['กล่องชุดข้าวมันไก่ครัวฮาร์เวสต์', 'Krua Harvest chicken rice kit box', PACK],
      [
        'ข้าวมันไก่จัดจานพร้อมน้ำจิ้ม',
        'Plated chicken rice with dipping sauce',
        served('plate', 'cooked-rice', 'poultry-leg', 'cucumber', 'ginger-root'),
      ],
      [
        'วัตถุดิบในชุดข้าวมันไก่',
        'What is inside the chicken rice kit',
        laid(
          'poultry-leg~poultry',
          'sheaf-of-rice',
          'cucumber',
          'garlic',
          'ginger-root',
          'hot-pepper',
        ),
      ],
    ],
  }),
  product({
    slug: 'boat-noodle-kit',
    name: { th: 'ชุดก๋วยเตี๋ยวเรือน้ำตก', en: 'Boat Noodle Kit' },
    brand: 'krua-harvest',
    category: 'restaurant-meal-kits',
    motif: 'restaurant',
    tone: 'brown',
    pack: 'kit',
    subject: { main: 'steaming-bowl', garnish: ['leafy-green', 'hot-pepper'] },
    summary: {
      th: 'น้ำซุปก๋วยเตี๋ยวเรือเข้มข้น เส้นเล็ก หมูตุ๋น และลูกชิ้นหมู สำหรับ 2 ที่',
      en: 'Rich boat-noodle broth with rice noodles, braised pork and pork meatballs, for two.',
    },
    description: {
      th: [
        'น้ำซุปก๋วยเตี๋ยวเรือเคี่ยวกับเครื่องเทศนานกว่า 8 ชั่วโมงตามสูตรของครัวฮาร์เวสต์ มาพร้อมเส้นเล็ก หมูตุ๋น ลูกชิ้นหมูเดลี่คราฟต์ ผักบุ้ง และซองกากหมู',
        'ต้มน้ำซุป ลวกเส้นและผัก แล้วเติมเครื่องปรุงตามชอบ ได้ก๋วยเตี๋ยวเรือรสเข้มแบบริมคลองในครัวที่บ้าน',
      ],
      en: [
        'Krua Harvest boat-noodle broth is simmered with spices for more than eight hours and comes with thin rice noodles, braised pork, Deli Craft pork meatballs, morning glory and crispy pork crackling.',
        'Heat the broth, blanch the noodles and greens, and season to taste for canal-side boat noodles in your own kitchen.',
      ],
    },
    launchDate: '2022-01-17',
    packSize: { th: 'สำหรับ 2 ที่ 900 กรัม', en: 'Serves 2, 900 g' },
    storage: FROZEN,
    shelfLife: months(6),
    certifications: ['haccp', 'gmp'],
    countries: ['th'],
    resellers: ['market-hub'],
    related: ['pork-meatballs', 'khao-man-gai-kit', 'braised-pork-leg-rice-kit'],
    views: [
      ['กล่องชุดก๋วยเตี๋ยวเรือ', 'Boat noodle kit box', PACK],
      [
        'ก๋วยเตี๋ยวเรือในชามพร้อมผักบุ้ง',
        'A bowl of boat noodles with morning glory',
        served('table', 'steaming-bowl', 'leafy-green', 'chopsticks'),
      ],
    ],
  }),
  product({
    slug: 'moo-kata-set',
    name: { th: 'ชุดหมูกระทะ', en: 'Thai Barbecue (Moo Kata) Set' },
    brand: 'krua-harvest',
    category: 'restaurant-meal-kits',
    motif: 'restaurant',
    tone: 'red',
    pack: 'kit',
    subject: { main: 'fondue', garnish: ['bacon', 'brown-mushroom'] },
    summary: {
      th: 'หมูหมักสไลซ์ หมูสามชั้น ผัก วุ้นเส้น และน้ำจิ้มสุกี้ สำหรับ 3–4 ที่',
      en: 'Marinated sliced pork, pork belly, vegetables, glass noodles and suki sauce for 3–4 people.',
    },
    description: {
      th: [
        'ชุดหมูกระทะพร้อมปิ้งที่บ้าน มีหมูสันคอหมักงาและกระเทียม หมูสามชั้นสไลซ์ ลูกชิ้น ผักรวม วุ้นเส้น น้ำซุป และน้ำจิ้มสุกี้แม่น้อย',
        'เพียงตั้งกระทะ ทาเนยหรือมันหมูบนโดม แล้วเติมน้ำซุปรอบขอบ ก็ได้บรรยากาศหมูกระทะร้านโปรดกับครอบครัว',
      ],
      en: [
        'Everything for Thai barbecue at home: pork collar marinated with sesame and garlic, sliced pork belly, meatballs, mixed vegetables, glass noodles, broth and Mae Noi suki sauce.',
        'Heat the dome grill, rub it with butter or pork fat and pour broth into the moat for a favourite night out at home with the family.',
      ],
    },
    launchDate: '2022-11-01',
    packSize: { th: 'สำหรับ 3–4 ที่ 1.5 กิโลกรัม', en: 'Serves 3–4, 1.5 kg' },
    storage: CHILLED,
    shelfLife: days(4),
    certifications: ['haccp', 'gmp'],
    countries: ['th'],
    resellers: ['market-hub', 'sabai-mart'],
    related: ['pork-collar', 'pork-belly', 'suki-sauce'],
    views: [
      ['กล่องชุดหมูกระทะ', 'Moo kata set box', PACK],
      [
        'หมูกระทะบนเตาพร้อมผักและน้ำซุป',
        'Moo kata on the grill with vegetables and broth',
        served('grill', 'bacon', 'bacon', 'brown-mushroom', 'leafy-green', 'onion'),
      ],
    ],
  }),
  product({
    slug: 'braised-pork-leg-rice-kit',
    name: { th: 'ชุดข้าวขาหมูพะโล้', en: 'Braised Pork Leg Rice Kit' },
    brand: 'krua-harvest',
    category: 'restaurant-meal-kits',
    motif: 'restaurant',
    tone: 'brown',
    pack: 'kit',
    subject: { main: 'meat-on-bone', garnish: ['cooked-rice', 'egg'] },
    summary: {
      th: 'ขาหมูพะโล้ตุ๋นเปื่อย ไข่พะโล้ ผักกาดดอง และน้ำจิ้มส้มพริก สำหรับ 2 ที่',
      en: 'Tender five-spice braised pork leg with braised eggs, pickled mustard greens and chilli vinegar, for two.',
    },
    description: {
      th: [
        'ขาหมูตุ๋นในน้ำพะโล้สูตรเครื่องเทศของครัวฮาร์เวสต์นาน 6 ชั่วโมงจนหนังนุ่มละลายในปาก พร้อมไข่พะโล้ ผักกาดดอง คะน้าลวก และน้ำจิ้มส้มพริกกระเทียม',
        'อุ่นขาหมูและน้ำพะโล้ในหม้อหรือไมโครเวฟ เสิร์ฟกับข้าวสวยร้อน ๆ เป็นเมนูใหม่ล่าสุดของชุดอาหารจากร้าน',
      ],
      en: [
        'Pork leg braised for six hours in the Krua Harvest five-spice stock until the skin melts in the mouth, with braised eggs, pickled mustard greens, blanched kale and garlic-chilli vinegar.',
        'Heat the pork and stock on the hob or in the microwave and serve over hot rice. The newest of our restaurant meal kits.',
      ],
    },
    launchDate: '2025-03-03',
    packSize: { th: 'สำหรับ 2 ที่ 900 กรัม', en: 'Serves 2, 900 g' },
    storage: FROZEN,
    shelfLife: months(9),
    certifications: ['haccp', 'gmp'],
    countries: ['th', 'hk'],
    resellers: ['market-hub', 'pearl-river-food-supply'],
    related: ['boat-noodle-kit', 'khao-man-gai-kit'],
    views: [
      ['กล่องชุดข้าวขาหมูพะโล้', 'Braised pork leg rice kit box', PACK],
      [
        'ข้าวขาหมูพะโล้กับไข่และผักกาดดอง',
        'Pork leg rice with egg and pickled greens',
        served('plate', 'cooked-rice', 'meat-on-bone~roast', 'egg', 'leafy-green'),
      ],
    ],
  }),

  // Pet snacks — Happy Paws
  product({
    slug: 'dog-dental-sticks',
    name: { th: 'ขนมขัดฟันสุนัข', en: 'Dog Dental Sticks' },
    brand: 'happy-paws',
    category: 'pet-snacks',
    motif: 'pet',
    tone: 'blue',
    pack: 'pouch',
    subject: { main: 'bone', garnish: ['tooth', 'dog-face'] },
    summary: {
      th: 'ขนมขัดฟันรูปดาว ช่วยลดคราบหินปูนและกลิ่นปาก สำหรับสุนัขพันธุ์กลาง',
      en: 'Star-shaped dental chews that help reduce tartar and bad breath, for medium dogs.',
    },
    description: {
      th: [
        'ขนมขัดฟันแฮปปี้ พอว์สมีร่องรูปดาวที่ช่วยขัดผิวฟันขณะเคี้ยว ผสมผงชาเขียวและใบสะระแหน่เพื่อช่วยให้ลมหายใจสดชื่น ผลิตจากเนื้อไก่และแป้งข้าว ไม่ใช้ข้าวสาลี',
        'ให้วันละ 1 ชิ้นสำหรับสุนัขน้ำหนัก 10–25 กิโลกรัม ควรมีน้ำสะอาดให้สุนัขดื่มตลอดเวลา สูตรพัฒนาร่วมกับสัตวแพทย์ด้านโภชนาการ',
      ],
      en: [
        'Happy Paws dental sticks have star-shaped ridges that clean teeth as dogs chew, with green tea and mint for fresher breath. Made with chicken and rice flour, and wheat-free.',
        'Give one stick a day to dogs of 10–25 kg and always provide fresh water. Formulated with veterinary nutritionists.',
      ],
    },
    featured: true,
    launchDate: '2019-07-01',
    packSize: { th: '7 ชิ้น 180 กรัม', en: '7 sticks, 180 g' },
    storage: DRY,
    shelfLife: months(18),
    certifications: ['haccp', 'gmp'],
    countries: ['th', 'jp', 'sg', 'vn'],
    resellers: ['market-hub', 'sabai-mart', 'sakura-table-trading', 'quick-corner'],
    related: ['chicken-jerky-for-dogs', 'duck-jerky-for-dogs'],
    views: [
      ['ถุงขนมขัดฟันสุนัขแฮปปี้ พอว์ส', 'Bag of Happy Paws dental sticks', PACK],
      ['สุนัขกับขนมขัดฟัน', 'A dog with a dental stick', scene('room', 'dog', 'bone')],
      ['ด้านหลังถุงพร้อมคำแนะนำการให้ขนม', 'The back of the bag with the feeding guide', BACK],
    ],
  }),
  product({
    slug: 'chicken-jerky-for-dogs',
    name: { th: 'สันในไก่อบแห้งสำหรับสุนัข', en: 'Chicken Tenderloin Jerky for Dogs' },
    brand: 'happy-paws',
    category: 'pet-snacks',
    motif: 'pet',
    tone: 'gold',
    pack: 'pouch',
    subject: { main: 'bacon', tint: 'roast', garnish: ['poultry-leg', 'dog-face'] },
    summary: {
      th: 'สันในไก่แท้ 100% อบแห้งอุณหภูมิต่ำ ไม่ปรุงรส ไม่ใส่สารกันบูด',
      en: '100% chicken tenderloin, slow-dried at low temperature, unseasoned and preservative-free.',
    },
    description: {
      th: [
        'ใช้สันในไก่เกรดเดียวกับที่จำหน่ายสำหรับคน หั่นเป็นเส้นแล้วอบแห้งที่อุณหภูมิต่ำนาน 10 ชั่วโมง ได้ขนมโปรตีนสูงที่ไม่มีเกลือหรือน้ำตาลเพิ่ม',
        'เหมาะใช้เป็นรางวัลระหว่างฝึกสุนัข หักเป็นชิ้นเล็กได้ง่าย สำหรับสุนัขทุกสายพันธุ์อายุ 3 เดือนขึ้นไป',
      ],
      en: [
        'Made from the same chicken tenderloin we sell for people, cut into strips and dried at low temperature for ten hours: a high-protein treat with no added salt or sugar.',
        'Ideal as a training reward and easy to break into small pieces. For dogs of all breeds from three months old.',
      ],
    },
    launchDate: '2019-07-01',
    packSize: { th: '100 กรัม (ถุงซิปล็อก)', en: '100 g resealable bag' },
    storage: DRY,
    shelfLife: months(12),
    certifications: ['haccp', 'gmp'],
    countries: ['th', 'jp', 'sg'],
    resellers: ['market-hub', 'sakura-table-trading', 'lion-city-grocers'],
    related: ['duck-jerky-for-dogs', 'dog-dental-sticks', 'creamy-cat-treats-chicken'],
    views: [
      ['ถุงสันในไก่อบแห้งสำหรับสุนัข', 'Bag of chicken jerky for dogs', PACK],
      [
        'ไก่อบแห้งเป็นเส้นบนเขียงไม้',
        'Strips of chicken jerky on a board',
        laid('bacon~roast', 'bacon~roast', 'bacon~roast'),
      ],
    ],
  }),
  product({
    slug: 'duck-jerky-for-dogs',
    name: { th: 'เนื้อเป็ดอบแห้งสำหรับสุนัข', en: 'Duck Jerky for Dogs' },
    brand: 'happy-paws',
    category: 'pet-snacks',
    motif: 'pet',
    tone: 'brown',
    pack: 'pouch',
    subject: { main: 'bacon', count: 2, tint: 'roast', garnish: ['duck', 'dog-face'] },
    summary: {
      th: 'เนื้ออกเป็ดอบแห้ง โปรตีนทางเลือกสำหรับสุนัขที่แพ้ไก่',
      en: 'Dried duck breast, an alternative protein for dogs sensitive to chicken.',
    },
    description: {
      th: [
        'เนื้ออกเป็ดจากฟาร์มเป็ดของเรา หั่นบางแล้วอบแห้งช้า ๆ ใช้เนื้อเป็ดเพียงชนิดเดียว จึงเหมาะกับสุนัขที่แพ้หรือไวต่อโปรตีนจากไก่',
        'ให้วันละ 2–4 ชิ้นตามขนาดตัวของสุนัข ไม่ควรใช้แทนอาหารหลัก',
      ],
      en: [
        'Duck breast from our own duck farms, thinly sliced and slowly dried. Single-protein, so it suits dogs that are allergic or sensitive to chicken.',
        'Give two to four pieces a day depending on your dog’s size; not a replacement for a complete diet.',
      ],
    },
    launchDate: '2021-02-01',
    packSize: { th: '100 กรัม (ถุงซิปล็อก)', en: '100 g resealable bag' },
    storage: DRY,
    shelfLife: months(12),
    certifications: ['haccp', 'gmp'],
    countries: ['th', 'jp'],
    resellers: ['market-hub', 'sakura-table-trading'],
    related: ['chicken-jerky-for-dogs', 'dog-dental-sticks'],
    views: [
      ['ถุงเนื้อเป็ดอบแห้งสำหรับสุนัข', 'Bag of duck jerky for dogs', PACK],
      [
        'สุนัขรอรับขนมเนื้อเป็ด',
        'A dog waiting for a duck jerky treat',
        scene('room', 'dog', 'bacon~roast'),
      ],
    ],
  }),
  product({
    slug: 'creamy-cat-treats-chicken',
    name: { th: 'ขนมแมวเลีย รสไก่', en: 'Creamy Cat Treats, Chicken' },
    brand: 'happy-paws',
    category: 'pet-snacks',
    motif: 'pet',
    tone: 'blue',
    pack: 'pouch',
    subject: { main: 'cat-face', garnish: ['poultry-leg'] },
    summary: {
      th: 'ขนมแมวเลียเนื้อครีมจากเนื้อไก่ เพิ่มความชุ่มชื้นให้ร่างกายแมว',
      en: 'Lickable creamy treats made from chicken that also help keep cats hydrated.',
    },
    description: {
      th: [
        'ขนมแมวเลียแฮปปี้ พอว์สทำจากเนื้ออกไก่บดละเอียด ผสมน้ำซุปไก่และทอรีน บรรจุในซองแท่งที่บีบป้อนได้ง่าย ช่วยให้แมวที่ไม่ค่อยดื่มน้ำได้รับน้ำเพิ่มขึ้น',
        'ให้วันละ 1–3 ซอง หรือราดบนอาหารเม็ดเพื่อเพิ่มความน่ากิน',
      ],
      en: [
        'Happy Paws creamy treats are finely blended chicken breast with chicken broth and taurine, in sticks that are easy to squeeze. They help cats that drink little to take in more water.',
        'Give one to three sticks a day, or squeeze over dry food to make it more tempting.',
      ],
    },
    launchDate: '2020-10-01',
    packSize: { th: '4 ซอง x 15 กรัม', en: '4 sticks × 15 g' },
    storage: DRY,
    shelfLife: months(18),
    certifications: ['haccp', 'gmp'],
    countries: ['th', 'vn', 'sg'],
    resellers: ['quick-corner', 'market-hub', 'lion-city-grocers'],
    related: ['chicken-jerky-for-dogs', 'dog-dental-sticks'],
    views: [
      ['ซองขนมแมวเลียรสไก่', 'Sticks of chicken creamy cat treats', PACK],
      ['แมวกับขนมรสไก่', 'A cat with a chicken treat', scene('room', 'cat', 'poultry-leg')],
    ],
  }),

  // Plant-based — Green Garden
  product({
    slug: 'plant-based-mince',
    name: { th: 'เนื้อบดจากพืช', en: 'Plant-Based Mince' },
    brand: 'green-garden',
    category: 'plant-based',
    motif: 'plant',
    tone: 'green',
    pack: 'tray',
    subject: { main: 'beans', garnish: ['brown-mushroom', 'herb'] },
    summary: {
      th: 'เนื้อบดจากโปรตีนถั่วเหลืองและเห็ด ใช้แทนหมูสับได้ทุกเมนู',
      en: 'Mince made from soy protein and mushrooms that replaces minced pork in any dish.',
    },
    description: {
      th: [
        'เนื้อบดกรีนการ์เด้นผลิตจากโปรตีนถั่วเหลืองและเห็ดแชมปิญองที่ปลูกในประเทศไทย ให้เนื้อสัมผัสใกล้เคียงหมูสับและดูดซับเครื่องปรุงได้ดี มีโปรตีน 17 กรัมต่อ 100 กรัม',
        'ผัดกะเพรา ลาบ ทำไส้เกี๊ยว หรือซอสโบโลเนสได้เหมือนเนื้อสัตว์ ได้รับการรับรองวีแกนและผลิตในพื้นที่แยกจากสายการผลิตเนื้อสัตว์',
      ],
      en: [
        'Green Garden mince is made from soy protein and button mushrooms grown in Thailand. It cooks up with the texture of minced pork, soaks up seasoning well and has 17 g of protein per 100 g.',
        'Use it in krapao, larb, dumpling fillings or bolognese just as you would meat. Certified vegan and made in an area separate from meat production.',
      ],
    },
    featured: true,
    launchDate: '2021-04-22',
    packSize: { th: '300 กรัม', en: '300 g' },
    storage: FROZEN,
    shelfLife: months(12),
    certifications: ['vegan', 'haccp', 'gmp'],
    countries: ['th', 'sg', 'gb'],
    resellers: ['sabai-mart', 'market-hub', 'lion-city-grocers', 'albion-fine-foods'],
    related: ['plant-based-nuggets', 'plant-based-krapao-rice', 'plant-based-sausages'],
    views: [
      ['แพ็กเนื้อบดจากพืชกรีนการ์เด้น', 'Pack of Green Garden plant-based mince', PACK],
      [
        'กะเพราเนื้อบดจากพืชราดข้าว',
        'Plant-based mince krapao over rice',
        served('plate', 'cooked-rice', 'beans', 'herb', 'hot-pepper'),
      ],
      [
        'ถั่วเหลืองและเห็ดบนเขียงไม้',
        'Soybeans and mushrooms on a board',
        laid('beans', 'brown-mushroom', 'brown-mushroom', 'pea-pod'),
      ],
    ],
  }),
  product({
    slug: 'plant-based-nuggets',
    name: { th: 'นักเก็ตจากพืช', en: 'Plant-Based Nuggets' },
    brand: 'green-garden',
    category: 'plant-based',
    motif: 'plant',
    tone: 'green',
    pack: 'bag',
    subject: { main: 'falafel', tint: 'roast', garnish: ['seedling', 'hot-pepper'] },
    summary: {
      th: 'นักเก็ตกรอบนอกนุ่มใน ทำจากโปรตีนถั่วเหลืองและถั่วเขียว',
      en: 'Crisp outside and tender inside, made from soy and mung bean protein.',
    },
    description: {
      th: [
        'นักเก็ตกรีนการ์เด้นชุบเกล็ดขนมปังแล้วทอดล่วงหน้า จึงอบหรือทอดด้วยหม้อทอดไร้น้ำมันเพียง 8 นาทีก็กรอบ เนื้อในนุ่มฉ่ำคล้ายนักเก็ตไก่',
        'ทานคู่กับน้ำจิ้มไก่แม่น้อยหรือซอสมะเขือเทศ เป็นของว่างที่ทั้งเด็กและผู้ใหญ่ชอบ ได้รับการรับรองวีแกน',
      ],
      en: [
        'Green Garden nuggets are breaded and par-fried, so they crisp in just 8 minutes in the oven or air fryer, with a juicy inside much like chicken nuggets.',
        'Serve with Mae Noi sweet chilli sauce or ketchup for a snack children and adults both enjoy. Certified vegan.',
      ],
    },
    launchDate: '2021-04-22',
    packSize: { th: '300 กรัม (ประมาณ 16 ชิ้น)', en: '300 g, about 16 nuggets' },
    storage: FROZEN,
    shelfLife: months(12),
    certifications: ['vegan', 'haccp', 'gmp'],
    countries: ['th', 'sg', 'gb', 'my'],
    resellers: ['sabai-mart', 'market-hub', 'albion-fine-foods'],
    related: ['plant-based-mince', 'sweet-chilli-sauce', 'chicken-gyoza'],
    views: [
      ['ถุงนักเก็ตจากพืช', 'Bag of plant-based nuggets', PACK],
      [
        'นักเก็ตจากพืชกับน้ำจิ้มไก่',
        'Plant-based nuggets with sweet chilli sauce',
        served('plate', 'falafel~roast', 'falafel~roast', 'hot-pepper', 'leafy-green'),
      ],
    ],
  }),
  product({
    slug: 'plant-based-sausages',
    name: { th: 'ไส้กรอกจากพืช', en: 'Plant-Based Sausages' },
    brand: 'green-garden',
    category: 'plant-based',
    motif: 'plant',
    tone: 'green',
    pack: 'vacuum',
    subject: { main: 'hot-dog', garnish: ['seedling', 'leafy-green'] },
    summary: {
      th: 'ไส้กรอกจากพืชรมควันธรรมชาติ ย่างหรือทอดก็อร่อย',
      en: 'Naturally smoked plant-based sausages, delicious grilled or fried.',
    },
    description: {
      th: [
        'ไส้กรอกกรีนการ์เด้นใช้โปรตีนถั่วเหลือง น้ำมันมะพร้าว และเครื่องเทศรมควัน ห่อด้วยไส้จากพืช ได้ผิวสัมผัสกรอบเมื่อย่าง',
        'ใช้แทนไส้กรอกทั่วไปในมื้อเช้า ยำ หรือข้าวผัด มีคอเลสเตอรอลเป็นศูนย์',
      ],
      en: [
        'Green Garden sausages combine soy protein, coconut oil and smoked spices in a plant-based casing that snaps when grilled.',
        'Use them instead of regular sausages at breakfast, in spicy salads or in fried rice. Zero cholesterol.',
      ],
    },
    launchDate: '2022-06-01',
    packSize: { th: '240 กรัม (6 ชิ้น)', en: '240 g, 6 sausages' },
    storage: FROZEN,
    shelfLife: months(12),
    certifications: ['vegan', 'haccp', 'gmp'],
    countries: ['th', 'sg'],
    resellers: ['sabai-mart', 'market-hub'],
    related: ['plant-based-mince', 'smoked-chicken-sausages'],
    views: [
      ['แพ็กไส้กรอกจากพืช', 'Pack of plant-based sausages', PACK],
      [
        'ไส้กรอกจากพืชย่างบนกระทะ',
        'Plant-based sausages in a grill pan',
        served('pan', 'hot-dog', 'hot-dog', 'onion'),
      ],
    ],
  }),
  product({
    slug: 'plant-based-krapao-rice',
    name: { th: 'ข้าวกะเพราจากพืช', en: 'Plant-Based Krapao Rice' },
    brand: 'green-garden',
    category: 'plant-based',
    motif: 'plant',
    tone: 'green',
    pack: 'carton',
    subject: { main: 'cooked-rice', garnish: ['seedling', 'hot-pepper'] },
    summary: {
      th: 'ข้าวกะเพราเนื้อบดจากพืช รสจัดจ้านแบบต้นตำรับ พร้อมทานใน 3 นาที',
      en: 'Krapao with plant-based mince and all the original heat, ready in 3 minutes.',
    },
    description: {
      th: [
        'ผัดเนื้อบดจากพืชกรีนการ์เด้นกับพริก กระเทียม และใบกะเพราแท้ ปรุงด้วยซอสถั่วเหลืองและซอสเห็ดแทนน้ำปลาและซอสหอยนางรม เสิร์ฟบนข้าวหอมมะลิ',
        'พัฒนาร่วมกับทีมสยามคิทเช่นเพื่อให้รสชาติใกล้เคียงข้าวกะเพราไก่ขายดีที่สุดของเรา ได้รับการรับรองวีแกน',
      ],
      en: [
        'Green Garden plant-based mince stir-fried with chillies, garlic and real holy basil, seasoned with soy and mushroom sauces instead of fish and oyster sauce, over jasmine rice.',
        'Developed with the Siam Kitchen team to match our best-selling chicken krapao rice. Certified vegan.',
      ],
    },
    launchDate: '2025-09-01',
    packSize: { th: '230 กรัม (กล่อง)', en: '230 g tray' },
    storage: FROZEN,
    shelfLife: months(12),
    certifications: ['vegan', 'haccp', 'gmp', 'iso22000'],
    countries: ['th', 'sg'],
    resellers: ['quick-corner', 'lion-city-grocers'],
    related: ['plant-based-mince', 'frozen-chicken-krapao-rice'],
    views: [
      ['กล่องข้าวกะเพราจากพืช', 'Plant-based krapao rice box', PACK],
      [
        'ข้าวกะเพราจากพืชบนจาน',
        'Plant-based krapao rice on a plate',
        served('plate', 'cooked-rice', 'seedling', 'hot-pepper', 'herb'),
      ],
    ],
  }),

  // Sauces and chilli pastes — Mae Noi
  product({
    slug: 'suki-sauce',
    name: { th: 'น้ำจิ้มสุกี้สูตรกวางตุ้ง', en: 'Cantonese-Style Suki Sauce' },
    brand: 'mae-noi',
    category: 'sauces-and-chilli-pastes',
    motif: 'leaf',
    tone: 'red',
    pack: 'bottle',
    subject: { main: 'pot-of-food', garnish: ['hot-pepper', 'garlic'] },
    contents: '#b5321c',
    summary: {
      th: 'น้ำจิ้มสุกี้รสเข้มข้น หอมเต้าหู้ยี้และงา เติมพริกกระเทียมได้ตามชอบ',
      en: 'Rich suki dipping sauce with fermented bean curd and sesame; add chilli and garlic to taste.',
    },
    description: {
      th: [
        'น้ำจิ้มสุกี้แม่น้อยเคี่ยวจากซอสพริก เต้าหู้ยี้ งาคั่ว และกระเทียม ได้รสเปรี้ยวหวานเผ็ดกลมกล่อมแบบร้านสุกี้ ไม่ใส่สีสังเคราะห์',
        'ใช้จิ้มสุกี้ หมูกระทะ หรือเนื้อย่าง บีบมะนาว โรยผักชี และเติมพริกสับเพื่อเพิ่มความสด',
      ],
      en: [
        'Mae Noi suki sauce is simmered from chilli sauce, fermented bean curd, toasted sesame and garlic for a rounded sweet, sour and spicy taste like a suki restaurant’s, with no artificial colours.',
        'Serve it with suki hot pot, Thai barbecue or grilled meat, with a squeeze of lime, coriander and chopped chilli.',
      ],
    },
    launchDate: '2020-03-02',
    packSize: { th: '330 กรัม (ขวด)', en: '330 g bottle' },
    storage: SAUCE,
    shelfLife: months(18),
    certifications: ['halal', 'haccp', 'gmp'],
    countries: ['th', 'vn', 'cn'],
    resellers: ['sabai-mart', 'quick-corner', 'pearl-river-food-supply'],
    related: ['sweet-chilli-sauce', 'moo-kata-set', 'chicken-meatballs'],
    views: [
      ['ขวดน้ำจิ้มสุกี้แม่น้อย', 'Bottle of Mae Noi suki sauce', PACK],
      [
        'สุกี้หม้อร้อนกับพริกและผัก',
        'A suki hot pot with chilli and vegetables',
        served('table', 'pot-of-food', 'hot-pepper', 'leafy-green'),
      ],
    ],
  }),
  product({
    slug: 'sweet-chilli-sauce',
    name: { th: 'น้ำจิ้มไก่', en: 'Sweet Chilli Sauce' },
    brand: 'mae-noi',
    category: 'sauces-and-chilli-pastes',
    motif: 'leaf',
    tone: 'red',
    pack: 'bottle',
    subject: { main: 'hot-pepper', count: 2, garnish: ['honey-pot'] },
    contents: '#e0561f',
    summary: {
      th: 'น้ำจิ้มไก่รสหวานเผ็ด เนื้อพริกและกระเทียมชิ้นสวย คู่กับของทอดทุกชนิด',
      en: 'Sweet and spicy chilli sauce with visible chilli and garlic, perfect with anything fried.',
    },
    description: {
      th: [
        'น้ำจิ้มไก่แม่น้อยใช้พริกชี้ฟ้าแดงและกระเทียมจากกลุ่มเกษตรกรในจังหวัดศรีสะเกษ เคี่ยวกับน้ำส้มสายชูหมักและน้ำตาลทรายจนข้นใส ไม่ใส่วัตถุกันเสีย',
        'จิ้มไก่ทอด ไก่ย่าง ทอดมัน หรือปอเปี๊ยะ ได้รับการรับรองวีแกนและฮาลาล ส่งออกไปกว่าห้าประเทศ',
      ],
      en: [
        'Mae Noi sweet chilli sauce uses red spur chillies and garlic from farmer groups in Sisaket, simmered with brewed vinegar and sugar until glossy, with no preservatives.',
        'Dip fried or grilled chicken, fish cakes or spring rolls. Certified vegan and halal, and exported to more than five countries.',
      ],
    },
    launchDate: '2020-03-02',
    packSize: { th: '300 มิลลิลิตร (ขวด)', en: '300 ml bottle' },
    storage: SAUCE,
    shelfLife: months(18),
    certifications: ['vegan', 'halal', 'haccp', 'gmp'],
    countries: ['th', 'gb', 'jp', 'ae', 'my'],
    resellers: ['sabai-mart', 'albion-fine-foods', 'sakura-table-trading', 'market-hub'],
    related: ['suki-sauce', 'roasted-chilli-paste', 'plant-based-nuggets'],
    views: [
      ['ขวดน้ำจิ้มไก่แม่น้อย', 'Bottle of Mae Noi sweet chilli sauce', PACK],
      [
        'ไก่ทอดจิ้มน้ำจิ้มไก่',
        'Fried chicken with sweet chilli sauce',
        served('plate', 'poultry-leg', 'poultry-leg', 'hot-pepper', 'lime'),
      ],
    ],
  }),
  product({
    slug: 'roasted-chilli-paste',
    name: { th: 'น้ำพริกเผา', en: 'Roasted Chilli Paste' },
    brand: 'mae-noi',
    category: 'sauces-and-chilli-pastes',
    motif: 'leaf',
    tone: 'brown',
    pack: 'jar',
    subject: { main: 'hot-pepper', garnish: ['fire', 'onion'] },
    contents: '#7a2412',
    summary: {
      th: 'น้ำพริกเผาคั่วหอม หวานเค็มเผ็ดกลมกล่อม ใช้ทาขนมปัง ผัด และปรุงต้มยำ',
      en: 'Fragrant roasted chilli paste, sweet, salty and hot, for spreading, stir-fries and tom yum.',
    },
    description: {
      th: [
        'น้ำพริกเผาแม่น้อยคั่วพริกแห้ง หอมแดง และกระเทียมในกระทะใบใหญ่จนหอม แล้วเคี่ยวกับน้ำมะขามเปียก น้ำตาลมะพร้าว และกุ้งแห้ง ตามสูตรที่ถ่ายทอดมาจากครัวครอบครัว',
        'ใช้ทาขนมปัง คลุกข้าว ผัดกับหมูหรือปลาหมึก หรือเติมในต้มยำให้น้ำซุปเข้มข้น',
      ],
      en: [
        'Mae Noi roasts dried chillies, shallots and garlic in a wide wok until fragrant, then simmers them with tamarind, palm sugar and dried shrimp to a family kitchen recipe.',
        'Spread it on bread, stir it through rice, fry it with pork or squid, or add a spoonful to tom yum for a richer broth.',
      ],
    },
    launchDate: '2021-08-02',
    packSize: { th: '200 กรัม (กระปุกแก้ว)', en: '200 g glass jar' },
    storage: SAUCE,
    shelfLife: months(18),
    certifications: ['haccp', 'gmp'],
    countries: ['th', 'gb', 'jp'],
    resellers: ['sabai-mart', 'albion-fine-foods', 'sakura-table-trading'],
    related: ['sweet-chilli-sauce', 'suki-sauce'],
    views: [
      ['กระปุกน้ำพริกเผาแม่น้อย', 'Jar of Mae Noi roasted chilli paste', PACK],
      [
        'ขนมปังกับน้ำพริกเผา',
        'Bread with roasted chilli paste',
        served('plate', 'bread', 'hot-pepper'),
      ],
    ],
  }),
]
