import { range } from './brands'
import { image, type Geopoint, type ImageSpec, type SiteSettingsDoc } from './types'

/**
 * Where each office stands (WGS 84), read off its address below: the office's geopoint, the pin
 * on its map and a dot on the other offices' maps.
 */
const OFFICE_LOCATIONS = {
  headoffice: { lat: 13.7218, lng: 100.5581 },
  chachoengsao: { lat: 13.4902, lng: 100.9735 },
  saraburi: { lat: 14.3405, lng: 100.864 },
  ratchaburi: { lat: 13.742, lng: 99.9045 },
  nakhonpathom: { lat: 13.7452, lng: 100.289 },
  hochiminh: { lat: 10.7745, lng: 106.7025 },
}

type OfficeKey = keyof typeof OFFICE_LOCATIONS

/** An office's location field. */
function locationOf(office: OfficeKey): Geopoint {
  return { _type: 'geopoint', ...OFFICE_LOCATIONS[office] }
}

/** An office's map, drawn from Natural Earth around its location, the other sites as dots. */
function officeMap(office: OfficeKey, th: string, en: string): ImageSpec {
  return {
    ...image('map', th, en),
    picture: {
      kind: 'officeMap',
      office: OFFICE_LOCATIONS[office],
      otherSites: Object.entries(OFFICE_LOCATIONS)
        .filter(([other]) => other !== office)
        .map(([, site]) => site),
    },
  }
}

/**
 * The site settings singleton. siteName, tagline, description, address, phone and email are
 * ported unchanged from the original dataset; the registered name, stock symbol, offices and SEO
 * are new.
 */
export const siteSettings: SiteSettingsDoc[] = [
  {
    id: 'siteSettings',
    _type: 'siteSettings',
    siteName: {
      th: 'สยามฮาร์เวสต์ ฟู้ดส์',
      en: 'Siam Harvest Foods',
    },
    legalName: {
      th: 'บริษัท สยามฮาร์เวสต์ ฟู้ดส์ จำกัด (มหาชน)',
      en: 'Siam Harvest Foods Public Company Limited',
    },
    tagline: {
      th: 'อาหารดีเพื่อทุกครัวเรือน จากฟาร์มถึงครัว',
      en: 'Good food for every table, from farm to kitchen',
    },
    description: {
      th: 'บริษัท สยามฮาร์เวสต์ ฟู้ดส์ จำกัด (มหาชน) เป็นบริษัทอาหารของไทย ดำเนินธุรกิจไก่ สุกร เป็ด ไข่ ผลิตภัณฑ์จากพืช อาหารแปรรูป ร้านอาหาร และขนมสำหรับสัตว์เลี้ยง ให้บริการลูกค้าทั้งในประเทศไทยและทั่วโลก',
      en: 'Siam Harvest Foods Public Company Limited is a Thai food company in poultry, pork, duck, eggs, plant-based products, processed food, restaurants and pet snacks, serving customers in Thailand and around the world.',
    },
    // The range the company sells, one pack from each kind of food, in the packs' house style.
    homeHero: range(
      'บรรจุภัณฑ์อกไก่ หมูสามชั้น ไข่ไก่ ข้าวแกงเขียวหวานไก่ และน้ำจิ้มไก่ของบริษัทวางเรียงกัน',
      "The company's packs side by side: chicken breast, pork belly, eggs, green curry with rice and sweet chilli sauce",
      'gold',
      'skinless-chicken-breast',
      'pork-belly',
      'fresh-eggs-size-0',
      'green-curry-chicken-rice',
      'sweet-chilli-sauce',
    ),
    address: {
      th: '88 ถนนพระรามที่ 4 แขวงคลองเตย เขตคลองเตย กรุงเทพมหานคร 10110',
      en: '88 Rama IV Road, Khlong Toei, Bangkok 10110, Thailand',
    },
    phone: '+66 2 000 8800',
    email: 'contact@siamharvest.example',
    stockSymbol: 'SHF',
    // Compounds ICU's dictionary splits at a line's end (รับ|ผิดชอบ, ตรวจ|สอบ, รับ|ประทาน,
    // ธร|รมาภิ|บาล), as visitors saw them in body text, tables and cards; editors add more in the
    // Studio. A word ICU already keeps whole (ผลิตภัณฑ์, อุตสาหกรรม) needs no entry.
    lineBreakWords: [
      'รับผิดชอบ',
      'ตรวจสอบ',
      'ปฏิทินนักลงทุนสัมพันธ์',
      'นักลงทุนสัมพันธ์',
      'นักขัตฤกษ์',
      'วันหยุดนักขัตฤกษ์',
      'รับประทาน',
      'นักลงทุน',
      'ผู้ลงทุน',
      'นักวิเคราะห์',
      'ปีบัญชี',
      'ประจำปี',
      'ล้านบาท',
      'ผู้บริโภค',
      'ความยั่งยืน',
      'ผู้ถือหุ้น',
      'ส่วนของผู้ถือหุ้น',
      'งบการเงิน',
      'ทางการเงิน',
      'ผลการดำเนินงาน',
      'รายได้',
      'กำไรสุทธิ',
      'ค่าใช้จ่าย',
      'หนี้สิน',
      'ต่อหุ้น',
      'ร้อยละ',
      'เพิ่มขึ้น',
      'เปรียบเทียบ',
      'ผู้สอบบัญชี',
      'คณะกรรมการ',
      'กรรมการบริษัท',
      'เลขานุการบริษัท',
      'ผู้บริหาร',
      'กำกับดูแลกิจการ',
      'ธรรมาภิบาล',
      'จรรยาบรรณ',
      'แจ้งเบาะแส',
      'ความเสี่ยง',
      'ความปลอดภัย',
      'สิ่งแวดล้อม',
      'ก๊าซเรือนกระจก',
      'ห่วงโซ่อุปทาน',
      'บรรจุภัณฑ์',
      'เนื้อสัตว์',
      'แช่แข็ง',
      'ตัวแทนจำหน่าย',
      'สำนักงานใหญ่',
    ],
    offices: [
      {
        _key: 'headoffice',
        _type: 'office',
        name: { th: 'สำนักงานใหญ่', en: 'Head office' },
        address: {
          th: '88 ถนนพระรามที่ 4 แขวงคลองเตย เขตคลองเตย กรุงเทพมหานคร 10110',
          en: '88 Rama IV Road, Khlong Toei, Bangkok 10110, Thailand',
        },
        phone: '+66 2 000 8800',
        email: 'contact@siamharvest.example',
        openingHours: {
          th: 'จันทร์–ศุกร์ 08:30–17:30 น. (เว้นวันหยุดนักขัตฤกษ์)',
          en: 'Monday–Friday 8:30 a.m.–5:30 p.m. (closed on public holidays)',
        },
        location: locationOf('headoffice'),
        map: officeMap(
          'headoffice',
          'แผนที่ภาคกลางของประเทศไทย ปักหมุดสำนักงานใหญ่ในกรุงเทพมหานคร และจุดที่ตั้งอื่นของบริษัทโดยรอบ',
          "Map of central Thailand with the head office in Bangkok marked, and the company's other sites around it",
        ),
        isHeadOffice: true,
      },
      {
        _key: 'chachoengsao',
        _type: 'office',
        name: {
          th: 'โรงงานแปรรูปไก่ ฉะเชิงเทรา',
          en: 'Chachoengsao poultry processing plant',
        },
        address: {
          th: '199 หมู่ 4 ถนนบางนา-ตราด กม. 52 ตำบลท่าสะอ้าน อำเภอบางปะกง จังหวัดฉะเชิงเทรา 24130',
          en: '199 Moo 4, Bangna-Trat Road Km 52, Tha Sa-an, Bang Pakong, Chachoengsao 24130, Thailand',
        },
        phone: '+66 38 000 5200',
        email: 'chachoengsao.plant@siamharvest.example',
        openingHours: {
          th: 'สำนักงานโรงงาน จันทร์–เสาร์ 08:00–17:00 น. (เยี่ยมชมโดยนัดหมายล่วงหน้า)',
          en: 'Plant office Monday–Saturday 8 a.m.–5 p.m. (visits by appointment)',
        },
        location: locationOf('chachoengsao'),
        map: officeMap(
          'chachoengsao',
          'แผนที่ภาคกลางของประเทศไทย ปักหมุดโรงงานแปรรูปไก่ที่อำเภอบางปะกง จังหวัดฉะเชิงเทรา ริมอ่าวไทย ทางตะวันออกเฉียงใต้ของกรุงเทพมหานคร',
          'Map of central Thailand with the poultry processing plant in Bang Pakong, Chachoengsao, marked on the Gulf of Thailand south-east of Bangkok',
        ),
        isHeadOffice: false,
      },
      {
        _key: 'saraburi',
        _type: 'office',
        name: {
          th: 'โรงงานอาหารแปรรูป สระบุรี',
          en: 'Saraburi processed food plant',
        },
        address: {
          th: '77/9 หมู่ 2 ถนนพหลโยธิน ตำบลหนองแค อำเภอหนองแค จังหวัดสระบุรี 18140',
          en: '77/9 Moo 2, Phahonyothin Road, Nong Khae, Saraburi 18140, Thailand',
        },
        phone: '+66 36 000 7700',
        email: 'saraburi.plant@siamharvest.example',
        openingHours: {
          th: 'สำนักงานโรงงาน จันทร์–เสาร์ 08:00–17:00 น. (เยี่ยมชมโดยนัดหมายล่วงหน้า)',
          en: 'Plant office Monday–Saturday 8 a.m.–5 p.m. (visits by appointment)',
        },
        location: locationOf('saraburi'),
        map: officeMap(
          'saraburi',
          'แผนที่ภาคกลางของประเทศไทย ปักหมุดโรงงานอาหารแปรรูปที่อำเภอหนองแค จังหวัดสระบุรี ทางเหนือของกรุงเทพมหานคร',
          'Map of central Thailand with the processed food plant in Nong Khae, Saraburi, marked north of Bangkok',
        ),
        isHeadOffice: false,
      },
      {
        _key: 'ratchaburi',
        _type: 'office',
        name: {
          th: 'ฟาร์มสุกรและโรงงานแปรรูปเนื้อสุกร ราชบุรี',
          en: 'Ratchaburi pig farm and pork processing plant',
        },
        address: {
          th: '345 หมู่ 7 ตำบลหนองโพ อำเภอโพธาราม จังหวัดราชบุรี 70120',
          en: '345 Moo 7, Nong Pho, Photharam, Ratchaburi 70120, Thailand',
        },
        phone: '+66 32 000 3450',
        email: 'ratchaburi.plant@siamharvest.example',
        openingHours: {
          th: 'สำนักงานโรงงาน จันทร์–ศุกร์ 08:00–17:00 น. (พื้นที่ฟาร์มเข้าได้เฉพาะผู้ได้รับอนุญาต)',
          en: 'Plant office Monday–Friday 8 a.m.–5 p.m. (farm areas are closed to visitors for biosecurity)',
        },
        location: locationOf('ratchaburi'),
        map: officeMap(
          'ratchaburi',
          'แผนที่ภาคกลางของประเทศไทย ปักหมุดฟาร์มสุกรและโรงงานแปรรูปเนื้อสุกรที่อำเภอโพธาราม จังหวัดราชบุรี ทางตะวันตกของกรุงเทพมหานคร',
          'Map of central Thailand with the pig farm and pork processing plant in Photharam, Ratchaburi, marked west of Bangkok',
        ),
        isHeadOffice: false,
      },
      {
        _key: 'nakhonpathom',
        _type: 'office',
        name: {
          th: 'ศูนย์วิจัยและพัฒนาผลิตภัณฑ์ นครปฐม',
          en: 'Nakhon Pathom research and development centre',
        },
        address: {
          th: '52 หมู่ 3 ถนนพุทธมณฑลสาย 5 ตำบลไร่ขิง อำเภอสามพราน จังหวัดนครปฐม 73210',
          en: '52 Moo 3, Phutthamonthon Sai 5 Road, Rai Khing, Sam Phran, Nakhon Pathom 73210, Thailand',
        },
        phone: '+66 34 000 5252',
        email: 'innovation@siamharvest.example',
        openingHours: {
          th: 'จันทร์–ศุกร์ 08:30–17:30 น.',
          en: 'Monday–Friday 8:30 a.m.–5:30 p.m.',
        },
        location: locationOf('nakhonpathom'),
        map: officeMap(
          'nakhonpathom',
          'แผนที่ภาคกลางของประเทศไทย ปักหมุดศูนย์วิจัยและพัฒนาผลิตภัณฑ์ที่อำเภอสามพราน จังหวัดนครปฐม ทางตะวันตกของกรุงเทพมหานคร',
          'Map of central Thailand with the research and development centre in Sam Phran, Nakhon Pathom, marked west of Bangkok',
        ),
        isHeadOffice: false,
      },
      {
        _key: 'hochiminh',
        _type: 'office',
        name: {
          th: 'สำนักงานผู้แทน นครโฮจิมินห์ เวียดนาม',
          en: 'Ho Chi Minh City representative office, Vietnam',
        },
        address: {
          th: 'ชั้น 12 อาคารเลขที่ 25 ถนนเลเลย เขต 1 นครโฮจิมินห์ ประเทศเวียดนาม',
          en: '12th floor, 25 Le Loi Street, District 1, Ho Chi Minh City, Vietnam',
        },
        phone: '+84 28 0000 2525',
        email: 'vietnam@siamharvest.example',
        openingHours: {
          th: 'จันทร์–ศุกร์ 08:30–17:30 น. (เวลาท้องถิ่น)',
          en: 'Monday–Friday 8:30 a.m.–5:30 p.m. (local time)',
        },
        location: locationOf('hochiminh'),
        map: officeMap(
          'hochiminh',
          'แผนที่เอเชียตะวันออกเฉียงใต้ เน้นประเทศไทย และปักหมุดสำนักงานผู้แทนที่นครโฮจิมินห์ ประเทศเวียดนาม',
          'Map of Southeast Asia with Thailand highlighted and the representative office in Ho Chi Minh City, Vietnam, marked',
        ),
        isHeadOffice: false,
      },
    ],
    seo: {
      title: {
        th: 'สยามฮาร์เวสต์ ฟู้ดส์ | อาหารดีจากฟาร์มถึงครัว',
        en: 'Siam Harvest Foods | Good food from farm to kitchen',
      },
      description: {
        th: 'บริษัทอาหารไทยตั้งแต่ปี 2497 ผู้ผลิตไก่ สุกร เป็ด ไข่ อาหารแปรรูป อาหารจากพืช ร้านอาหาร และขนมสัตว์เลี้ยง จดทะเบียนในตลาดหลักทรัพย์ฯ (SHF)',
        en: 'Thai food company since 1954: chicken, pork, duck, eggs, processed and plant-based food, restaurants and pet snacks. Listed on the SET as SHF.',
      },
      image: image(
        'farm',
        'ฟาร์มและโรงงานของสยามฮาร์เวสต์ ฟู้ดส์',
        'Farms and plants of Siam Harvest Foods',
        'green',
      ),
    },
  },
]
