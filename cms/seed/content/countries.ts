import { image, type CountryDoc } from './types'

const flag = (code: string, th: string, en: string) =>
  image('flag', code, `ธงชาติ${th}`, `Flag of ${en}`)

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
    image: image('flag', 'HK', 'ธงเขตบริหารพิเศษฮ่องกง', 'Flag of Hong Kong'),
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
