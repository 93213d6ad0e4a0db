import { image, type BusinessLineId, type Motif, type ProductCategoryDoc, type Tone } from './types'

interface CategoryInput {
  slug: string
  line: BusinessLineId
  order: number
  name: { th: string; en: string }
  description: { th: string; en: string }
  motif: Motif
  tone: Tone
  imageAlt: { th: string; en: string }
}

const category = (input: CategoryInput): ProductCategoryDoc => ({
  id: `category-${input.slug}`,
  _type: 'productCategory',
  name: input.name,
  slug: input.slug,
  businessLine: input.line,
  order: input.order,
  description: input.description,
  icon: image(
    input.motif,
    `ไอคอนหมวดหมู่${input.name.th}`,
    `${input.name.en} category icon`,
    input.tone,
  ),
  image: image(input.motif, input.imageAlt.th, input.imageAlt.en, input.tone),
})

/** Product categories; the business line of a product follows from its category. */
export const productCategories: ProductCategoryDoc[] = [
  category({
    slug: 'chicken',
    line: 'line-fresh-meat',
    order: 1,
    name: { th: 'ไก่สด', en: 'Chicken' },
    description: {
      th: 'เนื้อไก่สดและไก่แช่เย็นทุกชิ้นส่วน จากฟาร์มที่ได้มาตรฐานฮาลาลและปลอดสารตกค้าง',
      en: 'Fresh and chilled chicken in every cut, from halal-certified farms tested for residues.',
    },
    motif: 'chicken',
    tone: 'gold',
    imageAlt: { th: 'ภาพลายเส้นน่องไก่', en: 'A line drawing of a chicken drumstick' },
  }),
  category({
    slug: 'pork',
    line: 'line-fresh-meat',
    order: 2,
    name: { th: 'หมูสด', en: 'Pork' },
    description: {
      th: 'เนื้อหมูสดจากฟาร์มสุกรราชบุรี ตัดแต่งตามชิ้นส่วนสำหรับทุกเมนู ตั้งแต่ผัด ต้ม ถึงปิ้งย่าง',
      en: 'Fresh pork from our Ratchaburi farms, cut for every dish from stir-fries and soups to the grill.',
    },
    motif: 'pork',
    tone: 'red',
    imageAlt: { th: 'ภาพลายเส้นหมู', en: 'A line drawing of a pig' },
  }),
  category({
    slug: 'duck',
    line: 'line-fresh-meat',
    order: 3,
    name: { th: 'เป็ด', en: 'Duck' },
    description: {
      th: 'เป็ดสดทั้งตัวและอกเป็ดสด เนื้อนุ่ม หนังบาง เหมาะกับทั้งอาหารไทยและอาหารจีน',
      en: 'Whole fresh duck and fresh duck breast, tender with thin skin, for Thai and Chinese cooking.',
    },
    motif: 'duck',
    tone: 'brown',
    imageAlt: { th: 'ภาพลายเส้นเป็ด', en: 'A line drawing of a duck' },
  }),
  category({
    slug: 'eggs',
    line: 'line-fresh-meat',
    order: 4,
    name: { th: 'ไข่', en: 'Eggs' },
    description: {
      th: 'ไข่ไก่สดคัดขนาด ไข่ไก่เสริมโอเมก้า-3 ไข่ไก่ออร์แกนิก และไข่เค็ม จากฟาร์มไก่ไข่ของเราเอง',
      en: 'Graded fresh eggs, omega-3 eggs, organic eggs and salted eggs from our own layer farms.',
    },
    motif: 'egg',
    tone: 'gold',
    imageAlt: { th: 'ภาพลายเส้นไข่ไก่', en: 'A line drawing of an egg' },
  }),
  category({
    slug: 'ready-meals',
    line: 'line-processed-food',
    order: 5,
    name: { th: 'อาหารพร้อมรับประทาน', en: 'Ready meals' },
    description: {
      th: 'ข้าวกล่อง อาหารจานเดียวแช่แข็งเมนูไทยยอดนิยม และเป็ดย่างสูตรจีน อุ่นเพียงไม่กี่นาทีก็พร้อมทาน',
      en: 'Frozen rice meals, one-plate Thai favourites and Chinese-style roast duck, ready after a few minutes of reheating.',
    },
    motif: 'meal',
    tone: 'red',
    imageAlt: { th: 'ภาพลายเส้นข้าวราดแกงในจาน', en: 'A line drawing of curry and rice on a plate' },
  }),
  category({
    slug: 'dim-sum-and-dumplings',
    line: 'line-processed-food',
    order: 6,
    name: { th: 'ติ่มซำและเกี๊ยว', en: 'Dim sum and dumplings' },
    description: {
      th: 'เกี๊ยวกุ้ง ขนมจีบ ซาลาเปา และเกี๊ยวซ่า แช่แข็งพร้อมนึ่งหรือทอด สำหรับมื้อเช้าและของว่าง',
      en: 'Frozen wontons, shumai, steamed buns and gyoza, ready to steam or fry for breakfast or a snack.',
    },
    motif: 'dim-sum',
    tone: 'gold',
    imageAlt: { th: 'ภาพลายเส้นเกี๊ยวซ่า', en: 'A line drawing of a dumpling' },
  }),
  category({
    slug: 'sausages-and-ham',
    line: 'line-processed-food',
    order: 7,
    name: { th: 'ไส้กรอกและแฮม', en: 'Sausages and ham' },
    description: {
      th: 'ไส้กรอก แฮม เบคอน และหมูยอ จากเนื้อไก่และเนื้อหมูคุณภาพ รมควันด้วยไม้ธรรมชาติ',
      en: 'Sausages, ham, bacon and Thai pork roll from quality chicken and pork, smoked over natural wood.',
    },
    motif: 'sausage',
    tone: 'red',
    imageAlt: { th: 'ภาพลายเส้นไส้กรอก', en: 'A line drawing of a sausage in a bun' },
  }),
  category({
    slug: 'meatballs',
    line: 'line-processed-food',
    order: 8,
    name: { th: 'ลูกชิ้น', en: 'Meatballs' },
    description: {
      th: 'ลูกชิ้นหมูและลูกชิ้นไก่เนื้อเด้ง สำหรับก๋วยเตี๋ยว สุกี้ และลูกชิ้นปิ้ง',
      en: 'Springy pork and chicken meatballs for noodle soups, hot pot and grilled skewers.',
    },
    motif: 'meatball',
    tone: 'brown',
    imageAlt: { th: 'ภาพลายเส้นลูกชิ้นเสียบไม้', en: 'A line drawing of meatballs on a skewer' },
  }),
  category({
    slug: 'restaurant-meal-kits',
    line: 'line-restaurant',
    order: 9,
    name: { th: 'ชุดอาหารพร้อมปรุงจากร้าน', en: 'Restaurant meal kits' },
    description: {
      th: 'ชุดอาหารจากร้านครัวฮาร์เวสต์ ที่มีวัตถุดิบ น้ำซุป และน้ำจิ้มครบ พร้อมปรุงที่บ้านในไม่กี่ขั้นตอน',
      en: 'Krua Harvest meal kits with every ingredient, broth and sauce, ready to cook at home in a few steps.',
    },
    motif: 'restaurant',
    tone: 'gold',
    imageAlt: {
      th: 'ภาพลายเส้นจานอาหารกับช้อนส้อม',
      en: 'A line drawing of a plate with a fork and knife',
    },
  }),
  category({
    slug: 'pet-snacks',
    line: 'line-pet-food',
    order: 10,
    name: { th: 'ขนมสัตว์เลี้ยง', en: 'Pet snacks' },
    description: {
      th: 'ขนมขัดฟัน เนื้ออบแห้ง และขนมแมวเลีย สูตรโดยสัตวแพทย์ ไม่แต่งสีและไม่ใส่สารกันบูด',
      en: 'Dental chews, jerky and lickable cat treats formulated by vets, with no artificial colours or preservatives.',
    },
    motif: 'pet',
    tone: 'gold',
    imageAlt: { th: 'ภาพลายเส้นรอยเท้าสัตว์เลี้ยง', en: 'A line drawing of paw prints' },
  }),
  category({
    slug: 'plant-based',
    line: 'line-non-meat-product',
    order: 11,
    name: { th: 'อาหารจากพืช', en: 'Plant-based food' },
    description: {
      th: 'เนื้อบด นักเก็ต ไส้กรอก และเกี๊ยวซ่าจากโปรตีนพืช รสชาติเข้ากับอาหารไทย ได้รับการรับรองวีแกน',
      en: 'Plant-based mince, nuggets, sausages and gyoza made for Thai cooking, certified vegan.',
    },
    motif: 'plant',
    tone: 'green',
    imageAlt: { th: 'ภาพลายเส้นต้นกล้า', en: 'A line drawing of a seedling' },
  }),
  category({
    slug: 'sauces-and-chilli-pastes',
    line: 'line-non-meat-product',
    order: 12,
    name: { th: 'น้ำจิ้มและน้ำพริก', en: 'Sauces and chilli pastes' },
    description: {
      th: 'น้ำจิ้มสุกี้ น้ำจิ้มซีฟู้ด น้ำจิ้มไก่ และน้ำพริกเผา สูตรแม่น้อย รสจัดจ้านแบบไทยแท้',
      en: 'Mae Noi suki sauce, seafood dipping sauce, sweet chilli sauce and roasted chilli paste with bold Thai flavour.',
    },
    motif: 'sauce',
    tone: 'red',
    imageAlt: { th: 'ภาพลายเส้นพริก', en: 'A line drawing of chillies' },
  }),
]
