import type { PortraitSpec } from '../pictures/portrait'
import { image, type ImageSpec, type PersonDoc } from './types'

/**
 * An illustrated head-and-shoulders portrait (cms/seed/pictures/portrait.ts): the look follows
 * the person's Thai title (นาย a man; นาง, นางสาว a woman; for ดร., ศาสตราจารย์, เชฟ and the vets'
 * titles, the pronoun of the profile), grey hair for the senior directors, a chef's jacket for
 * the chef; the person's slug varies the rest.
 */
const portrait = (
  fixed: Pick<PortraitSpec, 'seed' | 'look' | 'senior' | 'attire' | 'glasses'>,
  nameTh: string,
  nameEn: string,
): ImageSpec => ({
  ...image('person', `ภาพวาดของ${nameTh}`, `Illustrated portrait of ${nameEn}`),
  picture: { kind: 'portrait', ...fixed } satisfies PortraitSpec,
})

/**
 * Board members (order 1–9), executives (the CEO, order 3, sits on both; others 10–18) and the
 * business experts shown on the business-line pages (order 20+). All fictional.
 */
export const people: PersonDoc[] = [
  // Board of directors
  {
    id: 'person-prasert-thanakornwiwat',
    _type: 'person',
    name: { th: 'นายประเสริฐ ธนากรวิวัฒน์', en: 'Mr. Prasert Thanakornwiwat' },
    slug: 'prasert-thanakornwiwat',
    roles: ['board'],
    position: { th: 'ประธานกรรมการ', en: 'Chairman of the Board' },
    order: 1,
    photo: portrait(
      { seed: 'prasert-thanakornwiwat', look: 'man', senior: true },
      'นายประเสริฐ ธนากรวิวัฒน์ ประธานกรรมการ',
      'Mr. Prasert Thanakornwiwat, Chairman of the Board',
    ),
    profile: {
      th: 'นายประเสริฐเป็นทายาทรุ่นที่สามของครอบครัวผู้ก่อตั้งบริษัท และร่วมงานกับบริษัทมากว่า 35 ปี ทั้งในสายงานฟาร์ม การส่งออก และการบริหารองค์กร ก่อนได้รับแต่งตั้งเป็นประธานกรรมการในปี 2561 ปัจจุบันเป็นผู้นำคณะกรรมการในการวางทิศทางการเติบโตอย่างยั่งยืนและการกำกับดูแลกิจการที่ดี',
      en: "Mr. Prasert is the third generation of the founding family and has spent more than 35 years with the company in farming, exports and general management. He became Chairman in 2018 and leads the board's work on sustainable growth and good corporate governance.",
    },
    appointedOn: '2018-04-26',
  },
  {
    id: 'person-kittipong-sriwattanakul',
    _type: 'person',
    name: { th: 'นายกิตติพงษ์ ศรีวัฒนกุล', en: 'Mr. Kittipong Sriwattanakul' },
    slug: 'kittipong-sriwattanakul',
    roles: ['board'],
    position: {
      th: 'รองประธานกรรมการ และประธานกรรมการบริหาร',
      en: 'Vice Chairman and Chairman of the Executive Committee',
    },
    order: 2,
    photo: portrait(
      { seed: 'kittipong-sriwattanakul', look: 'man', senior: true },
      'นายกิตติพงษ์ ศรีวัฒนกุล รองประธานกรรมการ',
      'Mr. Kittipong Sriwattanakul, Vice Chairman',
    ),
    profile: {
      th: 'นายกิตติพงษ์มีประสบการณ์ด้านอุตสาหกรรมอาหารและการเงินองค์กรกว่า 30 ปี เคยดำรงตำแหน่งประธานเจ้าหน้าที่บริหารของบริษัทระหว่างปี 2555–2563 และเป็นผู้ริเริ่มการขยายธุรกิจอาหารแปรรูปสู่ตลาดต่างประเทศ',
      en: 'Mr. Kittipong brings over 30 years of experience in the food industry and corporate finance. He was the company’s Chief Executive Officer from 2012 to 2020 and led the expansion of processed food into export markets.',
    },
    appointedOn: '2020-04-24',
  },
  {
    id: 'person-anucha-limprasert',
    _type: 'person',
    name: { th: 'นายอนุชา ลิ้มประเสริฐ', en: 'Mr. Anucha Limprasert' },
    slug: 'anucha-limprasert',
    roles: ['board', 'executive'],
    position: {
      th: 'กรรมการ และประธานเจ้าหน้าที่บริหาร',
      en: 'Director and Chief Executive Officer',
    },
    order: 3,
    photo: portrait(
      { seed: 'anucha-limprasert', look: 'man' },
      'นายอนุชา ลิ้มประเสริฐ ประธานเจ้าหน้าที่บริหาร',
      'Mr. Anucha Limprasert, Chief Executive Officer',
    ),
    profile: {
      th: 'นายอนุชาร่วมงานกับบริษัทตั้งแต่ปี 2541 โดยเริ่มจากวิศวกรโรงงานแปรรูปไก่ ก่อนรับผิดชอบธุรกิจเนื้อสัตว์สดและธุรกิจต่างประเทศ ได้รับแต่งตั้งเป็นประธานเจ้าหน้าที่บริหารในปี 2563 และผลักดันกลยุทธ์อาหารแห่งอนาคต ทั้งผลิตภัณฑ์จากพืชและอาหารสัตว์เลี้ยง',
      en: 'Mr. Anucha joined the company in 1998 as an engineer at the poultry plant and went on to run the fresh meat and international businesses. Appointed Chief Executive Officer in 2020, he leads the strategy for future foods, including plant-based products and pet food.',
    },
    appointedOn: '2020-05-01',
  },
  {
    id: 'person-wanna-chaiprasit',
    _type: 'person',
    name: { th: 'นางสาววรรณา ชัยประสิทธิ์', en: 'Ms. Wanna Chaiprasit' },
    slug: 'wanna-chaiprasit',
    roles: ['board'],
    position: {
      th: 'กรรมการอิสระ และประธานกรรมการตรวจสอบ',
      en: 'Independent Director and Chair of the Audit Committee',
    },
    order: 4,
    photo: portrait(
      { seed: 'wanna-chaiprasit', look: 'woman' },
      'นางสาววรรณา ชัยประสิทธิ์ กรรมการอิสระ',
      'Ms. Wanna Chaiprasit, Independent Director',
    ),
    profile: {
      th: 'นางสาววรรณาเป็นผู้สอบบัญชีรับอนุญาต มีประสบการณ์ด้านการสอบบัญชีและการบริหารความเสี่ยงกว่า 28 ปี เคยเป็นหุ้นส่วนในสำนักงานสอบบัญชีชั้นนำ และเป็นกรรมการตรวจสอบของบริษัทจดทะเบียนหลายแห่ง',
      en: 'Ms. Wanna is a certified public accountant with 28 years of experience in audit and risk management. A former partner of a leading audit firm, she has served on the audit committees of several listed companies.',
    },
    appointedOn: '2019-04-25',
  },
  {
    id: 'person-somsak-charoenphon',
    _type: 'person',
    name: { th: 'ศาสตราจารย์ ดร.สมศักดิ์ เจริญผล', en: 'Prof. Dr. Somsak Charoenphon' },
    slug: 'somsak-charoenphon',
    roles: ['board'],
    position: {
      th: 'กรรมการอิสระ และกรรมการตรวจสอบ',
      en: 'Independent Director and Member of the Audit Committee',
    },
    order: 5,
    photo: portrait(
      { seed: 'somsak-charoenphon', look: 'man', senior: true, glasses: true },
      'ศาสตราจารย์ ดร.สมศักดิ์ เจริญผล กรรมการอิสระ',
      'Prof. Dr. Somsak Charoenphon, Independent Director',
    ),
    profile: {
      th: 'ศาสตราจารย์ ดร.สมศักดิ์เป็นนักวิชาการด้านวิทยาศาสตร์การอาหารและความปลอดภัยอาหาร สอนและทำวิจัยในมหาวิทยาลัยของรัฐมากว่า 30 ปี และเคยเป็นที่ปรึกษาหน่วยงานภาครัฐด้านมาตรฐานอาหารส่งออก',
      en: 'Prof. Dr. Somsak is a food scientist specialising in food safety, with more than 30 years of teaching and research at a public university. He has advised government agencies on export food standards.',
    },
    appointedOn: '2021-04-23',
  },
  {
    id: 'person-pornthip-intarasuwan',
    _type: 'person',
    name: { th: 'นางพรทิพย์ อินทรสุวรรณ', en: 'Mrs. Pornthip Intarasuwan' },
    slug: 'pornthip-intarasuwan',
    roles: ['board'],
    position: {
      th: 'กรรมการอิสระ และประธานกรรมการสรรหาและพิจารณาค่าตอบแทน',
      en: 'Independent Director and Chair of the Nomination and Remuneration Committee',
    },
    order: 6,
    photo: portrait(
      { seed: 'pornthip-intarasuwan', look: 'woman' },
      'นางพรทิพย์ อินทรสุวรรณ กรรมการอิสระ',
      'Mrs. Pornthip Intarasuwan, Independent Director',
    ),
    profile: {
      th: 'นางพรทิพย์มีประสบการณ์ด้านการบริหารทรัพยากรบุคคลและการพัฒนาองค์กรในธุรกิจค้าปลีกและบริการกว่า 25 ปี ให้ความสำคัญกับการวางแผนสืบทอดตำแหน่งและโครงสร้างค่าตอบแทนที่เป็นธรรม',
      en: 'Mrs. Pornthip has 25 years of experience in human resources and organisational development in retail and services. Her focus on the board is succession planning and fair remuneration.',
    },
    appointedOn: '2022-04-22',
  },
  {
    id: 'person-supawadee-tangjitcharoen',
    _type: 'person',
    name: { th: 'นางสาวสุภาวดี ตั้งจิตเจริญ', en: 'Ms. Supawadee Tangjitcharoen' },
    slug: 'supawadee-tangjitcharoen',
    roles: ['board'],
    position: {
      th: 'กรรมการอิสระ และประธานกรรมการความยั่งยืนและบริหารความเสี่ยง',
      en: 'Independent Director and Chair of the Sustainability and Risk Management Committee',
    },
    order: 7,
    photo: portrait(
      { seed: 'supawadee-tangjitcharoen', look: 'woman' },
      'นางสาวสุภาวดี ตั้งจิตเจริญ กรรมการอิสระ',
      'Ms. Supawadee Tangjitcharoen, Independent Director',
    ),
    profile: {
      th: 'นางสาวสุภาวดีเชี่ยวชาญด้านการพัฒนาที่ยั่งยืนและการเปลี่ยนผ่านสู่เศรษฐกิจคาร์บอนต่ำ เคยทำงานกับองค์กรระหว่างประเทศด้านสิ่งแวดล้อมในภูมิภาคเอเชียตะวันออกเฉียงใต้ และดูแลการกำหนดเป้าหมายลดก๊าซเรือนกระจกของบริษัท',
      en: 'Ms. Supawadee is an expert in sustainable development and the transition to a low-carbon economy. She previously worked for international environmental organisations in Southeast Asia and oversees the company’s greenhouse gas targets.',
    },
    appointedOn: '2023-04-21',
  },
  {
    id: 'person-theerawat-boonyasiri',
    _type: 'person',
    name: { th: 'นายธีรวัฒน์ บุญญาศิริ', en: 'Mr. Theerawat Boonyasiri' },
    slug: 'theerawat-boonyasiri',
    roles: ['board'],
    position: { th: 'กรรมการ', en: 'Director' },
    order: 8,
    photo: portrait(
      { seed: 'theerawat-boonyasiri', look: 'man' },
      'นายธีรวัฒน์ บุญญาศิริ กรรมการ',
      'Mr. Theerawat Boonyasiri, Director',
    ),
    profile: {
      th: 'นายธีรวัฒน์เป็นผู้แทนจากผู้ถือหุ้นใหญ่ มีประสบการณ์ด้านการลงทุนและการควบรวมกิจการในภูมิภาคเอเชียกว่า 20 ปี และเป็นกรรมการบริหารของบริษัท',
      en: 'Mr. Theerawat represents the major shareholder and has more than 20 years of experience in investment and mergers and acquisitions in Asia. He also sits on the Executive Committee.',
    },
    appointedOn: '2017-04-27',
  },
  {
    id: 'person-wichai-rungruangkit',
    _type: 'person',
    name: { th: 'นายวิชัย รุ่งเรืองกิจ', en: 'Mr. Wichai Rungruangkit' },
    slug: 'wichai-rungruangkit',
    roles: ['board'],
    position: { th: 'กรรมการ', en: 'Director' },
    order: 9,
    photo: portrait(
      { seed: 'wichai-rungruangkit', look: 'man', senior: true },
      'นายวิชัย รุ่งเรืองกิจ กรรมการ',
      'Mr. Wichai Rungruangkit, Director',
    ),
    profile: {
      th: 'นายวิชัยเป็นผู้ประกอบการด้านการค้าส่งสินค้าเกษตรและเป็นคู่ค้าของบริษัทมายาวนาน มีความเข้าใจเครือข่ายเกษตรกรผู้เลี้ยงสัตว์ในภาคตะวันออกและภาคกลางเป็นอย่างดี',
      en: 'Mr. Wichai is an agricultural wholesaler and a long-standing partner of the company, with a deep understanding of livestock farmer networks in eastern and central Thailand.',
    },
    appointedOn: '2016-04-28',
  },

  // Executives (the CEO above is also an executive)
  {
    id: 'person-piyanuch-kasemsuk',
    _type: 'person',
    name: { th: 'นางปิยะนุช เกษมสุข', en: 'Mrs. Piyanuch Kasemsuk' },
    slug: 'piyanuch-kasemsuk',
    roles: ['executive'],
    position: { th: 'ประธานเจ้าหน้าที่บริหารด้านการเงิน', en: 'Chief Financial Officer' },
    order: 10,
    photo: portrait(
      { seed: 'piyanuch-kasemsuk', look: 'woman' },
      'นางปิยะนุช เกษมสุข ประธานเจ้าหน้าที่บริหารด้านการเงิน',
      'Mrs. Piyanuch Kasemsuk, Chief Financial Officer',
    ),
    profile: {
      th: 'นางปิยะนุชดูแลงานบัญชี การเงิน บริหารเงินทุน และนักลงทุนสัมพันธ์ ก่อนร่วมงานกับบริษัทในปี 2559 เคยทำงานด้านวาณิชธนกิจและการเงินองค์กรในธนาคารพาณิชย์กว่า 15 ปี',
      en: 'Mrs. Piyanuch is responsible for accounting, finance, treasury and investor relations. Before joining in 2016 she spent 15 years in investment banking and corporate finance at commercial banks.',
    },
    appointedOn: '2019-01-01',
  },
  {
    id: 'person-nattapon-sakdee',
    _type: 'person',
    name: { th: 'นายณัฐพล ศักดิ์ดี', en: 'Mr. Nattapon Sakdee' },
    slug: 'nattapon-sakdee',
    roles: ['executive'],
    position: { th: 'ประธานเจ้าหน้าที่ฝ่ายปฏิบัติการ', en: 'Chief Operating Officer' },
    order: 11,
    photo: portrait(
      { seed: 'nattapon-sakdee', look: 'man' },
      'นายณัฐพล ศักดิ์ดี ประธานเจ้าหน้าที่ฝ่ายปฏิบัติการ',
      'Mr. Nattapon Sakdee, Chief Operating Officer',
    ),
    profile: {
      th: 'นายณัฐพลรับผิดชอบฟาร์ม โรงงาน และระบบความปลอดภัยอาหารทั้งหมดของบริษัท เป็นวิศวกรอุตสาหการที่ร่วมงานกับบริษัทมากว่า 22 ปี และเคยเป็นผู้จัดการโรงงานแปรรูปไก่ฉะเชิงเทรา',
      en: 'Mr. Nattapon oversees all farms, plants and food-safety systems. An industrial engineer with 22 years at the company, he previously managed the Chachoengsao poultry plant.',
    },
    appointedOn: '2021-01-01',
  },
  {
    id: 'person-kamonchanok-wiriyakit',
    _type: 'person',
    name: { th: 'นางสาวกมลชนก วิริยะกิจ', en: 'Ms. Kamonchanok Wiriyakit' },
    slug: 'kamonchanok-wiriyakit',
    roles: ['executive'],
    position: { th: 'ประธานเจ้าหน้าที่ฝ่ายพาณิชย์', en: 'Chief Commercial Officer' },
    order: 12,
    photo: portrait(
      { seed: 'kamonchanok-wiriyakit', look: 'woman' },
      'นางสาวกมลชนก วิริยะกิจ ประธานเจ้าหน้าที่ฝ่ายพาณิชย์',
      'Ms. Kamonchanok Wiriyakit, Chief Commercial Officer',
    ),
    profile: {
      th: 'นางสาวกมลชนกดูแลการขายและการตลาดทั้งในประเทศและต่างประเทศ รวมถึงการบริหารแบรนด์ของบริษัท มีประสบการณ์ด้านสินค้าอุปโภคบริโภคกว่า 20 ปี ทั้งในประเทศไทยและภูมิภาคอาเซียน',
      en: 'Ms. Kamonchanok leads domestic and export sales, marketing and the brand portfolio. She has 20 years of experience in consumer goods in Thailand and across ASEAN.',
    },
    appointedOn: '2022-03-01',
  },
  {
    id: 'person-panuwat-saengthong',
    _type: 'person',
    name: { th: 'ดร.ภาณุวัฒน์ แสงทอง', en: 'Dr. Panuwat Saengthong' },
    slug: 'panuwat-saengthong',
    roles: ['executive'],
    position: { th: 'ประธานเจ้าหน้าที่ฝ่ายนวัตกรรม', en: 'Chief Innovation Officer' },
    order: 13,
    photo: portrait(
      { seed: 'panuwat-saengthong', look: 'man', attire: 'smart' },
      'ดร.ภาณุวัฒน์ แสงทอง ประธานเจ้าหน้าที่ฝ่ายนวัตกรรม',
      'Dr. Panuwat Saengthong, Chief Innovation Officer',
    ),
    profile: {
      th: 'ดร.ภาณุวัฒน์สำเร็จการศึกษาปริญญาเอกด้านเทคโนโลยีชีวภาพทางอาหาร และดูแลศูนย์วิจัยและพัฒนาผลิตภัณฑ์ที่นครปฐม เป็นผู้นำการพัฒนาโปรตีนจากพืชและบรรจุภัณฑ์ที่รีไซเคิลได้',
      en: 'Dr. Panuwat holds a PhD in food biotechnology and heads the research and development centre in Nakhon Pathom. He leads the work on plant proteins and recyclable packaging.',
    },
    appointedOn: '2021-07-01',
  },
  {
    id: 'person-surachet-panyawong',
    _type: 'person',
    name: { th: 'นายสุรเชษฐ์ ปัญญาวงศ์', en: 'Mr. Surachet Panyawong' },
    slug: 'surachet-panyawong',
    roles: ['executive'],
    position: { th: 'ประธานเจ้าหน้าที่ฝ่ายห่วงโซ่อุปทาน', en: 'Chief Supply Chain Officer' },
    order: 14,
    photo: portrait(
      { seed: 'surachet-panyawong', look: 'man' },
      'นายสุรเชษฐ์ ปัญญาวงศ์ ประธานเจ้าหน้าที่ฝ่ายห่วงโซ่อุปทาน',
      'Mr. Surachet Panyawong, Chief Supply Chain Officer',
    ),
    profile: {
      th: 'นายสุรเชษฐ์รับผิดชอบการจัดซื้อวัตถุดิบ คลังสินค้าห้องเย็น และการขนส่ง ได้วางระบบตรวจสอบย้อนกลับตั้งแต่ฟาร์มถึงชั้นวางสินค้า และดูแลเครือข่ายเกษตรกรคู่สัญญากว่า 1,200 ราย',
      en: 'Mr. Surachet runs purchasing, cold-chain warehousing and logistics. He built the farm-to-shelf traceability system and manages the network of more than 1,200 contract farmers.',
    },
    appointedOn: '2020-10-01',
  },
  {
    id: 'person-chayapol-meesuk',
    _type: 'person',
    name: { th: 'นายชยพล มีสุข', en: 'Mr. Chayapol Meesuk' },
    slug: 'chayapol-meesuk',
    roles: ['executive'],
    position: { th: 'ประธานเจ้าหน้าที่ฝ่ายความยั่งยืน', en: 'Chief Sustainability Officer' },
    order: 15,
    photo: portrait(
      { seed: 'chayapol-meesuk', look: 'man', attire: 'smart' },
      'นายชยพล มีสุข ประธานเจ้าหน้าที่ฝ่ายความยั่งยืน',
      'Mr. Chayapol Meesuk, Chief Sustainability Officer',
    ),
    profile: {
      th: 'นายชยพลดูแลกลยุทธ์ความยั่งยืน การรายงานด้านสิ่งแวดล้อม สังคม และธรรมาภิบาล และโครงการพัฒนาชุมชนรอบฟาร์มและโรงงาน ก่อนหน้านี้เป็นผู้จัดการฝ่ายสิ่งแวดล้อมของบริษัทเป็นเวลา 10 ปี',
      en: 'Mr. Chayapol leads the sustainability strategy, environmental, social and governance reporting, and community programmes around the farms and plants. He was previously the company’s environment manager for ten years.',
    },
    appointedOn: '2023-01-01',
  },
  {
    id: 'person-arunee-pattanasin',
    _type: 'person',
    name: { th: 'นางอรุณี พัฒนศิลป์', en: 'Mrs. Arunee Pattanasin' },
    slug: 'arunee-pattanasin',
    roles: ['executive'],
    position: { th: 'ประธานเจ้าหน้าที่ฝ่ายทรัพยากรบุคคล', en: 'Chief Human Resources Officer' },
    order: 16,
    photo: portrait(
      { seed: 'arunee-pattanasin', look: 'woman' },
      'นางอรุณี พัฒนศิลป์ ประธานเจ้าหน้าที่ฝ่ายทรัพยากรบุคคล',
      'Mrs. Arunee Pattanasin, Chief Human Resources Officer',
    ),
    profile: {
      th: 'นางอรุณีดูแลพนักงานกว่า 18,000 คนในประเทศไทยและต่างประเทศ ให้ความสำคัญกับความปลอดภัยในการทำงาน การพัฒนาทักษะ และการดูแลแรงงานข้ามชาติอย่างเป็นธรรม',
      en: 'Mrs. Arunee looks after more than 18,000 employees in Thailand and abroad. Her priorities are workplace safety, skills development and fair treatment of migrant workers.',
    },
    appointedOn: '2018-06-01',
  },
  {
    id: 'person-siriporn-aungkanawin',
    _type: 'person',
    name: { th: 'นางสาวศิริพร อังคณาวิน', en: 'Ms. Siriporn Aungkanawin' },
    slug: 'siriporn-aungkanawin',
    roles: ['executive'],
    position: { th: 'ประธานเจ้าหน้าที่ฝ่ายดิจิทัลและเทคโนโลยี', en: 'Chief Digital and Technology Officer' },
    order: 17,
    photo: portrait(
      { seed: 'siriporn-aungkanawin', look: 'woman', attire: 'smart' },
      'นางสาวศิริพร อังคณาวิน ประธานเจ้าหน้าที่ฝ่ายดิจิทัลและเทคโนโลยี',
      'Ms. Siriporn Aungkanawin, Chief Digital and Technology Officer',
    ),
    profile: {
      th: 'นางสาวศิริพรรับผิดชอบระบบสารสนเทศ ความมั่นคงปลอดภัยไซเบอร์ และการคุ้มครองข้อมูลส่วนบุคคล รวมถึงการนำข้อมูลมาใช้วางแผนการผลิตและช่องทางขายออนไลน์',
      en: 'Ms. Siriporn is responsible for information systems, cybersecurity and personal data protection, and for putting data to work in production planning and online sales.',
    },
    appointedOn: '2024-02-01',
  },
  {
    id: 'person-ratchanee-phongsathorn',
    _type: 'person',
    name: { th: 'นางรัชนี พงศธร', en: 'Mrs. Ratchanee Phongsathorn' },
    slug: 'ratchanee-phongsathorn',
    roles: ['executive'],
    position: {
      th: 'เลขานุการบริษัท และผู้อำนวยการฝ่ายกฎหมาย',
      en: 'Company Secretary and General Counsel',
    },
    order: 18,
    photo: portrait(
      { seed: 'ratchanee-phongsathorn', look: 'woman' },
      'นางรัชนี พงศธร เลขานุการบริษัท',
      'Mrs. Ratchanee Phongsathorn, Company Secretary',
    ),
    profile: {
      th: 'นางรัชนีเป็นนักกฎหมายที่ดูแลงานเลขานุการบริษัท การประชุมผู้ถือหุ้น และการปฏิบัติตามกฎเกณฑ์ของหน่วยงานกำกับดูแล มีประสบการณ์ด้านกฎหมายธุรกิจและหลักทรัพย์กว่า 18 ปี',
      en: 'Mrs. Ratchanee is a lawyer in charge of the company secretariat, shareholders’ meetings and regulatory compliance, with 18 years of experience in corporate and securities law.',
    },
    appointedOn: '2019-05-01',
  },

  // Business experts
  {
    id: 'person-supachai-naksawat',
    _type: 'person',
    name: { th: 'น.สพ. ดร.ศุภชัย นาคสวัสดิ์', en: 'Dr. Supachai Naksawat, DVM' },
    slug: 'supachai-naksawat',
    roles: ['expert'],
    position: {
      th: 'ผู้อำนวยการฝ่ายสุขภาพและสวัสดิภาพสัตว์',
      en: 'Director of Animal Health and Welfare',
    },
    order: 20,
    photo: portrait(
      { seed: 'supachai-naksawat', look: 'man', attire: 'smart' },
      'น.สพ. ดร.ศุภชัย นาคสวัสดิ์ ผู้อำนวยการฝ่ายสุขภาพและสวัสดิภาพสัตว์',
      'Dr. Supachai Naksawat, Director of Animal Health and Welfare',
    ),
    profile: {
      th: 'ดร.ศุภชัยเป็นสัตวแพทย์ผู้เชี่ยวชาญด้านสุขภาพสัตว์ปีกและสุกร ดูแลระบบป้องกันโรคทางชีวภาพในฟาร์มของบริษัทและฟาร์มเกษตรกรคู่สัญญา และเป็นผู้นำโครงการลดการใช้ยาปฏิชีวนะในการเลี้ยงสัตว์',
      en: 'Dr. Supachai is a veterinarian specialising in poultry and pig health. He runs biosecurity on company and contract farms and leads the programme to reduce antibiotic use in livestock.',
    },
    appointedOn: '2017-03-01',
  },
  {
    id: 'person-sombat-jaikwang',
    _type: 'person',
    name: { th: 'นายสมบัติ ใจกว้าง', en: 'Mr. Sombat Jaikwang' },
    slug: 'sombat-jaikwang',
    roles: ['expert'],
    position: { th: 'ผู้จัดการฝ่ายฟาร์มไก่ไข่และคุณภาพไข่', en: 'Head of Layer Farms and Egg Quality' },
    order: 21,
    photo: portrait(
      { seed: 'sombat-jaikwang', look: 'man', attire: 'smart' },
      'นายสมบัติ ใจกว้าง ผู้จัดการฝ่ายฟาร์มไก่ไข่',
      'Mr. Sombat Jaikwang, Head of Layer Farms',
    ),
    profile: {
      th: 'นายสมบัติดูแลฟาร์มไก่ไข่และโรงคัดไข่ของบริษัทมากว่า 15 ปี เป็นผู้วางระบบคัดแยกและล้างไข่อัตโนมัติ และพัฒนาฟาร์มไก่ไข่แบบปล่อยอิสระแห่งแรกของบริษัท',
      en: 'Mr. Sombat has run the company’s layer farms and egg grading centres for 15 years. He set up automated grading and washing and developed the company’s first free-range farm.',
    },
    appointedOn: '2019-09-01',
  },
  {
    id: 'person-jiraporn-kaewmanee',
    _type: 'person',
    name: { th: 'นางสาวจิราพร แก้วมณี', en: 'Ms. Jiraporn Kaewmanee' },
    slug: 'jiraporn-kaewmanee',
    roles: ['expert'],
    position: {
      th: 'ผู้อำนวยการฝ่ายพัฒนาผลิตภัณฑ์อาหารแปรรูป',
      en: 'Director of Processed Food Product Development',
    },
    order: 22,
    photo: portrait(
      { seed: 'jiraporn-kaewmanee', look: 'woman', attire: 'smart' },
      'นางสาวจิราพร แก้วมณี ผู้อำนวยการฝ่ายพัฒนาผลิตภัณฑ์',
      'Ms. Jiraporn Kaewmanee, Director of Product Development',
    ),
    profile: {
      th: 'นางสาวจิราพรเป็นนักวิทยาศาสตร์การอาหารที่พัฒนาอาหารพร้อมรับประทานและผลิตภัณฑ์ติ่มซำของบริษัทมากกว่า 60 รายการ เชี่ยวชาญการคงรสชาติอาหารไทยในผลิตภัณฑ์แช่แข็งโดยลดโซเดียมและไม่ใช้วัตถุกันเสีย',
      en: 'Ms. Jiraporn is a food scientist who has developed more than 60 of the company’s ready meals and dim sum products. Her speciality is keeping authentic Thai flavour in frozen food with less sodium and no preservatives.',
    },
    appointedOn: '2020-02-01',
  },
  {
    id: 'person-benjawan-thongdee',
    _type: 'person',
    name: { th: 'นางสาวเบญจวรรณ ทองดี', en: 'Ms. Benjawan Thongdee' },
    slug: 'benjawan-thongdee',
    roles: ['expert'],
    position: {
      th: 'ผู้อำนวยการฝ่ายความปลอดภัยอาหารและประกันคุณภาพ',
      en: 'Director of Food Safety and Quality Assurance',
    },
    order: 23,
    photo: portrait(
      { seed: 'benjawan-thongdee', look: 'woman', attire: 'smart' },
      'นางสาวเบญจวรรณ ทองดี ผู้อำนวยการฝ่ายความปลอดภัยอาหาร',
      'Ms. Benjawan Thongdee, Director of Food Safety',
    ),
    profile: {
      th: 'นางสาวเบญจวรรณดูแลระบบความปลอดภัยอาหารตามมาตรฐาน HACCP, GMP, BRCGS และ ISO 22000 ในทุกโรงงาน และเป็นผู้ประสานงานการตรวจประเมินจากลูกค้าและหน่วยงานรับรองในต่างประเทศ',
      en: 'Ms. Benjawan manages HACCP, GMP, BRCGS and ISO 22000 food-safety systems at every plant and coordinates audits by customers and certification bodies abroad.',
    },
    appointedOn: '2018-08-01',
  },
  {
    id: 'person-thanawat-promma',
    _type: 'person',
    name: { th: 'เชฟธนวัฒน์ พรหมมา', en: 'Chef Thanawat Promma' },
    slug: 'thanawat-promma',
    roles: ['expert'],
    position: { th: 'หัวหน้าเชฟ ร้านอาหารครัวฮาร์เวสต์', en: 'Executive Chef, Krua Harvest restaurants' },
    order: 24,
    photo: portrait(
      { seed: 'thanawat-promma', look: 'man', attire: 'chef' },
      'เชฟธนวัฒน์ พรหมมา หัวหน้าเชฟร้านครัวฮาร์เวสต์',
      'Chef Thanawat Promma, Executive Chef of Krua Harvest',
    ),
    profile: {
      th: 'เชฟธนวัฒน์มีประสบการณ์ในครัวโรงแรมและร้านอาหารไทยกว่า 20 ปี ดูแลเมนูของร้านครัวฮาร์เวสต์ทุกสาขา และพัฒนาชุดอาหารพร้อมปรุงให้ได้รสชาติเหมือนทานที่ร้าน',
      en: 'Chef Thanawat has cooked in hotel and Thai restaurant kitchens for 20 years. He writes the menu for every Krua Harvest branch and develops the meal kits so they taste as they do in the restaurant.',
    },
    appointedOn: '2019-11-01',
  },
  {
    id: 'person-nantana-srisuk',
    _type: 'person',
    name: { th: 'สพ.ญ. ดร.นันทนา ศรีสุข', en: 'Dr. Nantana Srisuk, DVM' },
    slug: 'nantana-srisuk',
    roles: ['expert'],
    position: { th: 'ผู้เชี่ยวชาญด้านโภชนาการสัตว์เลี้ยง', en: 'Pet Nutrition Specialist' },
    order: 25,
    photo: portrait(
      { seed: 'nantana-srisuk', look: 'woman', attire: 'smart' },
      'สพ.ญ. ดร.นันทนา ศรีสุข ผู้เชี่ยวชาญด้านโภชนาการสัตว์เลี้ยง',
      'Dr. Nantana Srisuk, Pet Nutrition Specialist',
    ),
    profile: {
      th: 'ดร.นันทนาเป็นสัตวแพทย์ที่ศึกษาด้านโภชนศาสตร์สัตว์เลี้ยง ดูแลสูตรขนมสุนัขและแมวของแบรนด์แฮปปี้ พอว์ส ให้มีคุณค่าทางโภชนาการเหมาะสมและปลอดภัยต่อสัตว์เลี้ยงทุกช่วงวัย',
      en: 'Dr. Nantana is a veterinarian trained in companion animal nutrition. She formulates the Happy Paws dog and cat treats so they are nutritionally sound and safe for pets of every age.',
    },
    appointedOn: '2019-06-01',
  },
  {
    id: 'person-pimchanok-udomphon',
    _type: 'person',
    name: { th: 'ดร.พิมพ์ชนก อุดมผล', en: 'Dr. Pimchanok Udomphon' },
    slug: 'pimchanok-udomphon',
    roles: ['expert'],
    position: { th: 'หัวหน้าฝ่ายวิจัยโปรตีนจากพืช', en: 'Head of Plant Protein Research' },
    order: 26,
    photo: portrait(
      { seed: 'pimchanok-udomphon', look: 'woman', attire: 'smart' },
      'ดร.พิมพ์ชนก อุดมผล หัวหน้าฝ่ายวิจัยโปรตีนจากพืช',
      'Dr. Pimchanok Udomphon, Head of Plant Protein Research',
    ),
    profile: {
      th: 'ดร.พิมพ์ชนกเชี่ยวชาญด้านเทคโนโลยีโปรตีนจากพืช โดยเฉพาะถั่วเหลือง ถั่วเขียว และเห็ดที่ปลูกในประเทศไทย เป็นผู้พัฒนาเนื้อสัมผัสของผลิตภัณฑ์กรีนการ์เด้น และร่วมวิจัยกับมหาวิทยาลัยหลายแห่ง',
      en: 'Dr. Pimchanok specialises in plant protein technology, particularly soy, mung bean and mushrooms grown in Thailand. She developed the texture of the Green Garden range and works on joint research with several universities.',
    },
    appointedOn: '2021-03-01',
  },
  {
    id: 'person-weerapong-saetang',
    _type: 'person',
    name: { th: 'นายวีระพงษ์ แซ่ตั้ง', en: 'Mr. Weerapong Saetang' },
    slug: 'weerapong-saetang',
    roles: ['expert'],
    position: { th: 'ผู้จัดการฝ่ายพัฒนาซอสและเครื่องปรุง', en: 'Head of Sauce and Seasoning Development' },
    order: 27,
    photo: portrait(
      { seed: 'weerapong-saetang', look: 'man', attire: 'smart' },
      'นายวีระพงษ์ แซ่ตั้ง ผู้จัดการฝ่ายพัฒนาซอสและเครื่องปรุง',
      'Mr. Weerapong Saetang, Head of Sauce Development',
    ),
    profile: {
      th: 'นายวีระพงษ์พัฒนาสูตรน้ำจิ้มและน้ำพริกของแบรนด์แม่น้อยมาตั้งแต่เปิดตัว ทำงานใกล้ชิดกับกลุ่มเกษตรกรผู้ปลูกพริกและกระเทียมในภาคอีสานเพื่อให้ได้วัตถุดิบคุณภาพสม่ำเสมอ',
      en: 'Mr. Weerapong has developed the Mae Noi dipping sauces and chilli pastes since the brand’s launch. He works closely with chilli and garlic growers in the northeast to secure consistent raw materials.',
    },
    appointedOn: '2020-06-01',
  },
]
