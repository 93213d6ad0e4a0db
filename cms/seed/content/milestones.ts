import { image, type MilestoneDoc } from './types'

/** The company's timeline, one entry a year. */
export const milestones: MilestoneDoc[] = [
  {
    id: 'milestone-1954',
    _type: 'milestone',
    year: 1954,
    title: { th: 'จุดเริ่มต้นที่ตลาดคลองเตย', en: 'A shop at Khlong Toei market' },
    description: {
      th: 'นายบุญส่ง ธนากรวิวัฒน์ เปิดร้านจำหน่ายไก่และไข่ขนาดเล็กที่ตลาดคลองเตย กรุงเทพฯ ส่งสินค้าให้ร้านอาหารและโรงแรมในย่านพระนคร',
      en: 'Mr. Boonsong Thanakornwiwat opens a small chicken and egg shop at Khlong Toei market in Bangkok, supplying restaurants and hotels in the city.',
    },
    image: image(
      'store',
      'ภาพวาดร้านไก่และไข่แห่งแรกที่ตลาดคลองเตย',
      'Drawing of the first chicken and egg shop at Khlong Toei market',
      'brown',
    ),
  },
  {
    id: 'milestone-1968',
    _type: 'milestone',
    year: 1968,
    title: { th: 'ฟาร์มไก่แห่งแรกที่ฉะเชิงเทรา', en: 'First chicken farm in Chachoengsao' },
    description: {
      th: 'จดทะเบียนเป็นบริษัท สยามฮาร์เวสต์ จำกัด และเปิดฟาร์มไก่เนื้อและไก่ไข่แห่งแรกที่อำเภอบางปะกง จังหวัดฉะเชิงเทรา',
      en: 'The business is incorporated as Siam Harvest Co., Ltd. and opens its first broiler and layer farm in Bang Pakong, Chachoengsao.',
    },
    image: image(
      'farm',
      'ฟาร์มไก่แห่งแรกของบริษัทที่บางปะกง',
      'The company’s first chicken farm in Bang Pakong',
      'green',
    ),
  },
  {
    id: 'milestone-1979',
    _type: 'milestone',
    year: 1979,
    title: { th: 'โรงงานแปรรูปไก่และการส่งออกครั้งแรก', en: 'Poultry plant and first exports' },
    description: {
      th: 'เปิดโรงงานแปรรูปไก่ที่ฉะเชิงเทรา และส่งออกเนื้อไก่แช่แข็งไปญี่ปุ่นเป็นครั้งแรก',
      en: 'The Chachoengsao poultry processing plant opens, and the first frozen chicken is shipped to Japan.',
    },
    image: image(
      'factory',
      'โรงงานแปรรูปไก่ฉะเชิงเทราในยุคแรก',
      'The early Chachoengsao poultry plant',
      'blue',
    ),
  },
  {
    id: 'milestone-1988',
    _type: 'milestone',
    year: 1988,
    title: { th: 'เข้าจดทะเบียนในตลาดหลักทรัพย์ฯ', en: 'Listed on the Stock Exchange of Thailand' },
    description: {
      th: 'แปรสภาพเป็นบริษัทมหาชนจำกัดในชื่อบริษัท สยามฮาร์เวสต์ ฟู้ดส์ จำกัด (มหาชน) และเข้าจดทะเบียนในตลาดหลักทรัพย์แห่งประเทศไทยด้วยชื่อย่อ SHF',
      en: 'The company becomes Siam Harvest Foods Public Company Limited and lists on the Stock Exchange of Thailand under the symbol SHF.',
    },
    image: image('chart', 'วันแรกของการซื้อขายหุ้น SHF', 'First day of trading in SHF shares', 'blue'),
  },
  {
    id: 'milestone-1994',
    _type: 'milestone',
    year: 1994,
    title: { th: 'เริ่มธุรกิจสุกรที่ราชบุรี', en: 'Pork business begins in Ratchaburi' },
    description: {
      th: 'ขยายสู่ธุรกิจสุกรครบวงจร ด้วยฟาร์มสุกรและโรงงานแปรรูปเนื้อสุกรที่อำเภอโพธาราม จังหวัดราชบุรี',
      en: 'The company enters integrated pork production with pig farms and a pork processing plant in Photharam, Ratchaburi.',
    },
    image: image('pork', 'ฟาร์มสุกรที่จังหวัดราชบุรี', 'Pig farms in Ratchaburi', 'red'),
  },
  {
    id: 'milestone-2001',
    _type: 'milestone',
    year: 2001,
    title: { th: 'โรงงานอาหารแปรรูปสระบุรี', en: 'Saraburi processed food plant' },
    description: {
      th: 'เปิดโรงงานอาหารแปรรูปที่อำเภอหนองแค จังหวัดสระบุรี ผลิตไส้กรอก ลูกชิ้น และติ่มซำ พร้อมเปิดตัวแบรนด์เดลี่คราฟต์และสยามคิทเช่น',
      en: 'The processed food plant in Nong Khae, Saraburi opens, making sausages, meatballs and dim sum, and the Deli Craft and Siam Kitchen brands are launched.',
    },
    image: image('factory', 'โรงงานอาหารแปรรูปสระบุรี', 'The Saraburi processed food plant', 'blue'),
  },
  {
    id: 'milestone-2008',
    _type: 'milestone',
    year: 2008,
    title: { th: 'ร้านครัวฮาร์เวสต์สาขาแรก', en: 'First Krua Harvest restaurant' },
    description: {
      th: 'เปิดร้านอาหารไทยครัวฮาร์เวสต์สาขาแรกในกรุงเทพฯ เริ่มต้นธุรกิจร้านอาหารของบริษัท',
      en: 'The first Krua Harvest Thai restaurant opens in Bangkok, starting the company’s restaurant business.',
    },
    image: image('restaurant', 'ร้านครัวฮาร์เวสต์สาขาแรก', 'The first Krua Harvest restaurant', 'gold'),
  },
  {
    id: 'milestone-2012',
    _type: 'milestone',
    year: 2012,
    title: { th: 'ธุรกิจเป็ดครบวงจร', en: 'Integrated duck business' },
    description: {
      th: 'เริ่มเลี้ยงเป็ดเนื้อและเป็ดไข่ และเปิดสายการผลิตเป็ดที่โรงงานฉะเชิงเทรา',
      en: 'The company starts raising meat and layer ducks and opens a duck processing line at the Chachoengsao plant.',
    },
  },
  {
    id: 'milestone-2015',
    _type: 'milestone',
    year: 2015,
    title: { th: 'แบรนด์โกลเด้นฟาร์มและซันนี่ เอ้ก', en: 'Golden Farm and Sunny Egg brands' },
    description: {
      th: 'เปิดตัวแบรนด์โกลเด้นฟาร์มสำหรับเนื้อสัตว์สด และซันนี่ เอ้กสำหรับไข่ไก่ พร้อมระบบตรวจสอบย้อนกลับด้วยคิวอาร์โค้ด',
      en: 'Golden Farm fresh meat and Sunny Egg eggs are launched, with QR-code traceability on every pack.',
    },
    image: image(
      'logo',
      'โลโก้แบรนด์โกลเด้นฟาร์มและซันนี่ เอ้ก',
      'Golden Farm and Sunny Egg logos',
      'gold',
    ),
  },
  {
    id: 'milestone-2019',
    _type: 'milestone',
    year: 2019,
    title: { th: 'ก้าวสู่ธุรกิจอาหารสัตว์เลี้ยง', en: 'Into pet food' },
    description: {
      th: 'เปิดตัวแบรนด์แฮปปี้ พอว์ส ขนมสุนัขและแมวจากเนื้อไก่และเนื้อเป็ดคุณภาพในห่วงโซ่การผลิตของบริษัท',
      en: 'Happy Paws is launched: dog and cat treats made from quality chicken and duck from the company’s own supply chain.',
    },
    image: image('pet', 'ขนมสัตว์เลี้ยงแฮปปี้ พอว์สรุ่นแรก', 'The first Happy Paws pet treats', 'blue'),
  },
  {
    id: 'milestone-2021',
    _type: 'milestone',
    year: 2021,
    title: { th: 'อาหารจากพืชกรีนการ์เด้น', en: 'Green Garden plant-based food' },
    description: {
      th: 'เปิดศูนย์วิจัยและพัฒนาผลิตภัณฑ์ที่นครปฐม และเปิดตัวแบรนด์กรีนการ์เด้น อาหารจากพืชที่ได้รับการรับรองวีแกน',
      en: 'The Nakhon Pathom research and development centre opens, and Green Garden, a certified vegan plant-based range, is launched.',
    },
    image: image('plant', 'ผลิตภัณฑ์กรีนการ์เด้นชุดแรก', 'The first Green Garden products', 'green'),
  },
  {
    id: 'milestone-2023',
    _type: 'milestone',
    year: 2023,
    title: { th: 'ประกาศเป้าหมายลดก๊าซเรือนกระจก', en: 'Climate targets set' },
    description: {
      th: 'ประกาศเป้าหมายลดการปล่อยก๊าซเรือนกระจกขอบเขตที่ 1 และ 2 ลงร้อยละ 42 ภายในปี 2573 และมุ่งสู่การปล่อยสุทธิเป็นศูนย์ภายในปี 2593',
      en: 'The company commits to cutting scope 1 and 2 emissions by 42% by 2030 and to net zero emissions by 2050.',
    },
    image: image('leaf', 'สัญลักษณ์เป้าหมายลดก๊าซเรือนกระจก', 'Emblem of the climate targets', 'green'),
  },
  {
    id: 'milestone-2024',
    _type: 'milestone',
    year: 2024,
    title: { th: 'ครบรอบ 70 ปี', en: '70 years of Siam Harvest' },
    description: {
      th: 'ฉลองครบรอบ 70 ปี ด้วยโครงการปลูกป่าชายเลนและมอบอาหาร 700,000 มื้อให้ธนาคารอาหารและชุมชนทั่วประเทศ',
      en: 'The company celebrates 70 years by planting mangroves and giving 700,000 meals to food banks and communities across Thailand.',
    },
    image: image(
      'community',
      'พนักงานร่วมฉลองครบรอบ 70 ปีของบริษัท',
      'Employees celebrating the company’s 70th anniversary',
      'gold',
    ),
  },
  {
    id: 'milestone-2026',
    _type: 'milestone',
    year: 2026,
    title: {
      th: 'สำนักงานในเวียดนามและสายการผลิตใหม่',
      en: 'Vietnam office and a new production line',
    },
    description: {
      th: 'เปิดสำนักงานผู้แทนที่นครโฮจิมินห์ และสายการผลิตอาหารพร้อมรับประทานใหม่ที่สระบุรี เพิ่มกำลังการผลิตร้อยละ 40',
      en: 'A representative office opens in Ho Chi Minh City, and a new ready-meal line in Saraburi raises capacity by 40%.',
    },
    image: image('map', 'แผนที่ประเทศไทยและเวียดนาม', 'Map of Thailand and Vietnam', 'red'),
  },
]
