import { image, type CountryDoc, type FlagSpec, type ImageSpec } from './types'

/**
 * Each market's flag colours and their layout: a simplified, flag-like picture (no emblems, no
 * text) that tells the countries apart on a product page.
 */
const FLAGS: Record<string, FlagSpec> = {
  TH: { colours: ['#a51931', '#f4f5f8', '#2d2a4a', '#f4f5f8', '#a51931'], layout: 'bands' },
  JP: { colours: ['#ffffff', '#bc002d'], layout: 'disc' },
  GB: { colours: ['#012169', '#ffffff', '#c8102e'], layout: 'cross' },
  SG: { colours: ['#ef3340', '#ffffff', '#ffffff'], layout: 'split' },
  CN: { colours: ['#de2910', '#ffde00'], layout: 'stars' },
  VN: { colours: ['#da251d', '#ffcd00'], layout: 'star' },
  MY: { colours: ['#cc0001', '#ffffff', '#010066', '#ffcc00'], layout: 'canton' },
  HK: { colours: ['#de2910', '#ffffff'], layout: 'bloom' },
  AE: { colours: ['#ff0000', '#00732f', '#ffffff', '#000000'], layout: 'hoist' },
}

const flag = (code: string, th: string, en: string): ImageSpec => ({
  ...image('flag', `สีธงชาติ${th}`, `The colours of the flag of ${en}`),
  flag: FLAGS[code],
})

/** Markets where the products are sold. */
export const countries: CountryDoc[] = [
  {
    id: 'country-th',
    _type: 'country',
    name: { th: 'ไทย', en: 'Thailand' },
    slug: 'thailand',
    code: 'TH',
    order: 1,
    image: flag('TH', 'ไทย', 'Thailand'),
  },
  {
    id: 'country-jp',
    _type: 'country',
    name: { th: 'ญี่ปุ่น', en: 'Japan' },
    slug: 'japan',
    code: 'JP',
    order: 2,
    image: flag('JP', 'ญี่ปุ่น', 'Japan'),
  },
  {
    id: 'country-gb',
    _type: 'country',
    name: { th: 'สหราชอาณาจักร', en: 'United Kingdom' },
    slug: 'united-kingdom',
    code: 'GB',
    order: 3,
    image: flag('GB', 'สหราชอาณาจักร', 'the United Kingdom'),
  },
  {
    id: 'country-sg',
    _type: 'country',
    name: { th: 'สิงคโปร์', en: 'Singapore' },
    slug: 'singapore',
    code: 'SG',
    order: 4,
    image: flag('SG', 'สิงคโปร์', 'Singapore'),
  },
  {
    id: 'country-cn',
    _type: 'country',
    name: { th: 'จีน', en: 'China' },
    slug: 'china',
    code: 'CN',
    order: 5,
    image: flag('CN', 'จีน', 'China'),
  },
  {
    id: 'country-vn',
    _type: 'country',
    name: { th: 'เวียดนาม', en: 'Vietnam' },
    slug: 'vietnam',
    code: 'VN',
    order: 6,
    image: flag('VN', 'เวียดนาม', 'Vietnam'),
  },
  {
    id: 'country-my',
    _type: 'country',
    name: { th: 'มาเลเซีย', en: 'Malaysia' },
    slug: 'malaysia',
    code: 'MY',
    order: 7,
    image: flag('MY', 'มาเลเซีย', 'Malaysia'),
  },
  {
    id: 'country-hk',
    _type: 'country',
    name: { th: 'ฮ่องกง', en: 'Hong Kong' },
    slug: 'hong-kong',
    code: 'HK',
    order: 8,
    image: {
      ...image('flag', 'สีธงเขตบริหารพิเศษฮ่องกง', 'The colours of the flag of Hong Kong'),
      flag: FLAGS.HK,
    },
  },
  {
    id: 'country-ae',
    _type: 'country',
    name: { th: 'สหรัฐอาหรับเอมิเรตส์', en: 'United Arab Emirates' },
    slug: 'united-arab-emirates',
    code: 'AE',
    order: 9,
    image: flag('AE', 'สหรัฐอาหรับเอมิเรตส์', 'the United Arab Emirates'),
  },
]
