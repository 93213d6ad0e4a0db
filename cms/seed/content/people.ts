import type { BoardCommittee, DirectorCourse } from '../../schemas/officerFacts'
import type {
  IsoDate,
  Localized,
  OfficerDoc,
  OfficerFacts,
  OutsidePositionFact,
  PersonDoc,
} from './types'

/**
 * Universities and companies the profiles name. The other listed companies are as fictional as
 * this one; the non-listed ones are the company's subsidiaries, its major shareholders and the
 * directors' own firms (the shareholders are cms/seed/content/shareholders.ts's).
 */
const ORGANISATIONS = {
  chula: { th: 'จุฬาลงกรณ์มหาวิทยาลัย', en: 'Chulalongkorn University' },
  thammasat: { th: 'มหาวิทยาลัยธรรมศาสตร์', en: 'Thammasat University' },
  kasetsart: { th: 'มหาวิทยาลัยเกษตรศาสตร์', en: 'Kasetsart University' },
  mahidol: { th: 'มหาวิทยาลัยมหิดล', en: 'Mahidol University' },
  chiangMai: { th: 'มหาวิทยาลัยเชียงใหม่', en: 'Chiang Mai University' },
  burapha: { th: 'มหาวิทยาลัยบูรพา', en: 'Burapha University' },
  kmutt: {
    th: 'มหาวิทยาลัยเทคโนโลยีพระจอมเกล้าธนบุรี',
    en: "King Mongkut's University of Technology Thonburi",
  },
  sasin: {
    th: 'สถาบันบัณฑิตบริหารธุรกิจศศินทร์แห่งจุฬาลงกรณ์มหาวิทยาลัย',
    en: 'Sasin School of Management, Chulalongkorn University',
  },
  nida: { th: 'สถาบันบัณฑิตพัฒนบริหารศาสตร์', en: 'National Institute of Development Administration' },
  ait: { th: 'สถาบันเทคโนโลยีแห่งเอเชีย', en: 'Asian Institute of Technology' },
  thaiBar: {
    th: 'สำนักอบรมศึกษากฎหมายแห่งเนติบัณฑิตยสภา',
    en: 'Institute of Legal Education of the Thai Bar Association',
  },
  wharton: {
    th: 'วอร์ตันสคูล มหาวิทยาลัยเพนซิลเวเนีย สหรัฐอเมริกา',
    en: 'The Wharton School, University of Pennsylvania, USA',
  },
  kellogg: {
    th: 'เคลล็อกสคูลออฟแมเนจเมนต์ มหาวิทยาลัยนอร์ทเวสเทิร์น สหรัฐอเมริกา',
    en: 'Kellogg School of Management, Northwestern University, USA',
  },
  cornell: { th: 'มหาวิทยาลัยคอร์เนลล์ สหรัฐอเมริกา', en: 'Cornell University, USA' },
  imperial: {
    th: 'อิมพีเรียลคอลเลจลอนดอน สหราชอาณาจักร',
    en: 'Imperial College London, United Kingdom',
  },
  cranfield: {
    th: 'มหาวิทยาลัยแครนฟิลด์ สหราชอาณาจักร',
    en: 'Cranfield University, United Kingdom',
  },
  wageningen: {
    th: 'มหาวิทยาลัยวาเกนิงเงน เนเธอร์แลนด์',
    en: 'Wageningen University, the Netherlands',
  },
  melbourne: { th: 'มหาวิทยาลัยเมลเบิร์น ออสเตรเลีย', en: 'The University of Melbourne, Australia' },
  // Other listed companies (fictional).
  chaoPhrayaPackaging: {
    th: 'บริษัท เจ้าพระยา แพ็คเกจจิ้ง จำกัด (มหาชน)',
    en: 'Chao Phraya Packaging Public Company Limited',
  },
  easternGulfEnergy: {
    th: 'บริษัท อีสเทิร์น กัลฟ์ เอ็นเนอร์ยี จำกัด (มหาชน)',
    en: 'Eastern Gulf Energy Public Company Limited',
  },
  rattanaProperty: {
    th: 'บริษัท รัตนา พร็อพเพอร์ตี้ จำกัด (มหาชน)',
    en: 'Rattana Property Public Company Limited',
  },
  northernRice: {
    th: 'บริษัท นอร์เทิร์น ไรซ์ อินดัสทรี จำกัด (มหาชน)',
    en: 'Northern Rice Industry Public Company Limited',
  },
  sukhothaiRetail: {
    th: 'บริษัท สุโขทัย รีเทล จำกัด (มหาชน)',
    en: 'Sukhothai Retail Public Company Limited',
  },
  greenDeltaPower: {
    th: 'บริษัท กรีน เดลต้า พาวเวอร์ จำกัด (มหาชน)',
    en: 'Green Delta Power Public Company Limited',
  },
  // Subsidiaries, shareholders and other organisations (not listed).
  harvestHolding: { th: 'บริษัท สยามฮาร์เวสต์ โฮลดิ้ง จำกัด', en: 'Siam Harvest Holding Co., Ltd.' },
  thanakornCapital: { th: 'บริษัท ธนากร แคปปิตอล จำกัด', en: 'Thanakorn Capital Co., Ltd.' },
  rungruangkitAsset: {
    th: 'บริษัท รุ่งเรืองกิจ แอสเซ็ท จำกัด',
    en: 'Rungruangkit Asset Co., Ltd.',
  },
  rungruangkitTrading: {
    th: 'บริษัท รุ่งเรืองกิจ เทรดดิ้ง จำกัด',
    en: 'Rungruangkit Trading Co., Ltd.',
  },
  harvestFeed: { th: 'บริษัท สยามฮาร์เวสต์ อาหารสัตว์ จำกัด', en: 'Siam Harvest Feed Co., Ltd.' },
  harvestInternational: {
    th: 'บริษัท สยามฮาร์เวสต์ อินเตอร์เนชั่นแนล จำกัด',
    en: 'Siam Harvest International Co., Ltd.',
  },
  harvestColdChain: {
    th: 'บริษัท ฮาร์เวสต์ โคลด์เชน จำกัด',
    en: 'Harvest Cold Chain Co., Ltd.',
  },
  kruaHarvest: { th: 'บริษัท ครัวฮาร์เวสต์ จำกัด', en: 'Krua Harvest Co., Ltd.' },
  peopleExcellence: {
    th: 'บริษัท พีเพิล เอ็กเซลเลนซ์ คอนซัลติ้ง จำกัด',
    en: 'People Excellence Consulting Co., Ltd.',
  },
  accountingFederation: { th: 'สภาวิชาชีพบัญชี', en: 'Federation of Accounting Professions' },
  mekongClimate: {
    th: 'มูลนิธิความร่วมมือด้านสภาพภูมิอากาศลุ่มน้ำโขง',
    en: 'Mekong Climate Partnership Foundation',
  },
} satisfies Record<string, Localized>

type Organisation = keyof typeof ORGANISATIONS

/** The paid-up shares (cms/seed/content/investorDocuments.ts, shareholders.ts). */
const PAID_UP_SHARES = 8_000_000_000
/** The share register the One Report 2025 counts the holdings at. */
const SHAREHOLDING_AS_OF: IsoDate = '2025-12-30'

const degree = (th: string, en: string, institution: Organisation) => ({
  degree: { th, en },
  institution: ORGANISATIONS[institution],
})
const course = (id: DirectorCourse, year: number) => ({ course: id, year })
/** Shares held with the spouse and minor children, and their part of the paid-up shares. */
const held = (shares: number): OfficerFacts['shareholding'] => ({
  shares,
  percentage: Math.round((shares / PAID_UP_SHARES) * 100 * 10_000) / 10_000,
  asOf: SHAREHOLDING_AS_OF,
})
const at = (th: string, en: string, company: Organisation): OutsidePositionFact => ({
  position: { th, en },
  company: ORGANISATIONS[company],
})
const chair = (committee: BoardCommittee) => ({ committee, role: 'chair' as const })
const member = (committee: BoardCommittee) => ({ committee, role: 'member' as const })
const NONE: Localized = { th: 'ไม่มี', en: 'None' }

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
    profile: {
      th: 'นายประเสริฐเป็นทายาทรุ่นที่สามของครอบครัวผู้ก่อตั้งบริษัท และร่วมงานกับบริษัทมากว่า 35 ปี ทั้งในสายงานฟาร์ม การส่งออก และการบริหารองค์กร ก่อนได้รับแต่งตั้งเป็นประธานกรรมการในปี 2561 ปัจจุบันเป็นผู้นำคณะกรรมการในการวางทิศทางการเติบโตอย่างยั่งยืนและการกำกับดูแลกิจการที่ดี',
      en: "Mr. Prasert is the third generation of the founding family and has spent more than 35 years with the company in farming, exports and general management. He became Chairman in 2018 and leads the board's work on sustainable growth and good corporate governance.",
    },
    appointedOn: '2018-04-26',
    firstAppointedOn: '2005-04-28',
    birthDate: '1958-03-14',
    education: [
      degree('ปริญญาโท บริหารธุรกิจมหาบัณฑิต', 'Master of Business Administration', 'sasin'),
      degree(
        'ปริญญาตรี วิทยาศาสตรบัณฑิต (สัตวศาสตร์)',
        'Bachelor of Science (Animal Science)',
        'kasetsart',
      ),
    ],
    directorTraining: [course('DAP', 2005), course('DCP', 2008), course('RCP', 2018)],
    shareholding: held(33_600_000),
    listedCompanyPositions: [],
    otherPositions: [
      at('ประธานกรรมการ', 'Chairman', 'thanakornCapital'),
      at('ประธานกรรมการ', 'Chairman', 'harvestFeed'),
    ],
    committees: [member('nomination-remuneration')],
    familyRelationship: NONE,
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
    profile: {
      th: 'นายกิตติพงษ์มีประสบการณ์ด้านอุตสาหกรรมอาหารและการเงินองค์กรกว่า 30 ปี เคยดำรงตำแหน่งประธานเจ้าหน้าที่บริหารของบริษัทระหว่างปี 2555–2563 และเป็นผู้ริเริ่มการขยายธุรกิจอาหารแปรรูปสู่ตลาดต่างประเทศ',
      en: 'Mr. Kittipong brings over 30 years of experience in the food industry and corporate finance. He was the company’s Chief Executive Officer from 2012 to 2020 and led the expansion of processed food into export markets.',
    },
    appointedOn: '2020-04-24',
    firstAppointedOn: '2012-04-26',
    birthDate: '1961-08-02',
    education: [
      degree(
        'ปริญญาโท บริหารธุรกิจมหาบัณฑิต (การเงิน)',
        'Master of Business Administration (Finance)',
        'wharton',
      ),
      degree('ปริญญาตรี บัญชีบัณฑิต', 'Bachelor of Accountancy', 'thammasat'),
    ],
    directorTraining: [course('DCP', 2012), course('RCL', 2019)],
    shareholding: held(12_000_000),
    listedCompanyPositions: [
      at(
        'กรรมการอิสระ และกรรมการตรวจสอบ',
        'Independent Director and Audit Committee Member',
        'chaoPhrayaPackaging',
      ),
    ],
    otherPositions: [at('กรรมการ', 'Director', 'harvestInternational')],
    committees: [chair('executive')],
    familyRelationship: NONE,
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
    profile: {
      th: 'นายอนุชาร่วมงานกับบริษัทตั้งแต่ปี 2541 โดยเริ่มจากวิศวกรโรงงานแปรรูปไก่ ก่อนรับผิดชอบธุรกิจเนื้อสัตว์สดและธุรกิจต่างประเทศ ได้รับแต่งตั้งเป็นประธานเจ้าหน้าที่บริหารในปี 2563 และผลักดันกลยุทธ์อาหารแห่งอนาคต ทั้งผลิตภัณฑ์จากพืชและอาหารสัตว์เลี้ยง',
      en: 'Mr. Anucha joined the company in 1998 as an engineer at the poultry plant and went on to run the fresh meat and international businesses. Appointed Chief Executive Officer in 2020, he leads the strategy for future foods, including plant-based products and pet food.',
    },
    appointedOn: '2020-05-01',
    firstAppointedOn: '2020-04-24',
    birthDate: '1972-11-20',
    education: [
      degree(
        'ปริญญาโท วิศวกรรมศาสตรมหาบัณฑิต (วิศวกรรมอุตสาหการ)',
        'Master of Engineering (Industrial Engineering)',
        'ait',
      ),
      degree(
        'ปริญญาตรี วิศวกรรมศาสตรบัณฑิต (วิศวกรรมอุตสาหการ)',
        'Bachelor of Engineering (Industrial Engineering)',
        'chula',
      ),
    ],
    directorTraining: [course('DAP', 2020), course('DCP', 2021), course('SFE', 2022)],
    shareholding: held(2_400_000),
    listedCompanyPositions: [],
    otherPositions: [
      at('กรรมการ', 'Director', 'harvestFeed'),
      at('กรรมการ', 'Director', 'harvestInternational'),
      at('กรรมการ', 'Director', 'kruaHarvest'),
    ],
    committees: [member('executive'), member('sustainability-risk')],
    familyRelationship: NONE,
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
    profile: {
      th: 'นางสาววรรณาเป็นผู้สอบบัญชีรับอนุญาต มีประสบการณ์ด้านการสอบบัญชีและการบริหารความเสี่ยงกว่า 28 ปี เคยเป็นหุ้นส่วนในสำนักงานสอบบัญชีชั้นนำ และเป็นกรรมการตรวจสอบของบริษัทจดทะเบียนหลายแห่ง',
      en: 'Ms. Wanna is a certified public accountant with 28 years of experience in audit and risk management. A former partner of a leading audit firm, she has served on the audit committees of several listed companies.',
    },
    appointedOn: '2019-04-25',
    firstAppointedOn: '2019-04-25',
    birthDate: '1968-05-09',
    education: [
      degree('ปริญญาโท บัญชีมหาบัณฑิต', 'Master of Accountancy', 'thammasat'),
      degree('ปริญญาตรี บัญชีบัณฑิต', 'Bachelor of Accountancy', 'chula'),
    ],
    directorTraining: [course('DCP', 2010), course('ACP', 2011), course('AACP', 2019)],
    shareholding: held(0),
    listedCompanyPositions: [
      at(
        'กรรมการอิสระ และประธานกรรมการตรวจสอบ',
        'Independent Director and Chair of the Audit Committee',
        'easternGulfEnergy',
      ),
      at(
        'กรรมการอิสระ และกรรมการตรวจสอบ',
        'Independent Director and Audit Committee Member',
        'rattanaProperty',
      ),
    ],
    otherPositions: [at('กรรมการ', 'Committee Member', 'accountingFederation')],
    committees: [chair('audit')],
    familyRelationship: NONE,
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
    profile: {
      th: 'ศาสตราจารย์ ดร.สมศักดิ์เป็นนักวิชาการด้านวิทยาศาสตร์การอาหารและความปลอดภัยอาหาร สอนและทำวิจัยในมหาวิทยาลัยของรัฐมากว่า 30 ปี และเคยเป็นที่ปรึกษาหน่วยงานภาครัฐด้านมาตรฐานอาหารส่งออก',
      en: 'Prof. Dr. Somsak is a food scientist specialising in food safety, with more than 30 years of teaching and research at a public university. He has advised government agencies on export food standards.',
    },
    appointedOn: '2021-04-23',
    firstAppointedOn: '2021-04-23',
    birthDate: '1956-01-27',
    education: [
      degree('ปริญญาเอก (วิทยาศาสตร์การอาหาร)', 'Ph.D. (Food Science)', 'cornell'),
      degree(
        'ปริญญาโท วิทยาศาสตรมหาบัณฑิต (วิทยาศาสตร์การอาหาร)',
        'Master of Science (Food Science)',
        'kasetsart',
      ),
      degree(
        'ปริญญาตรี วิทยาศาสตรบัณฑิต (อุตสาหกรรมเกษตร)',
        'Bachelor of Science (Agro-Industry)',
        'kasetsart',
      ),
    ],
    directorTraining: [course('DAP', 2021), course('ACP', 2022)],
    shareholding: held(0),
    listedCompanyPositions: [at('กรรมการอิสระ', 'Independent Director', 'northernRice')],
    otherPositions: [
      at('ศาสตราจารย์ คณะอุตสาหกรรมเกษตร', 'Professor, Faculty of Agro-Industry', 'kasetsart'),
    ],
    committees: [member('audit'), member('sustainability-risk')],
    familyRelationship: NONE,
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
    profile: {
      th: 'นางพรทิพย์มีประสบการณ์ด้านการบริหารทรัพยากรบุคคลและการพัฒนาองค์กรในธุรกิจค้าปลีกและบริการกว่า 25 ปี ให้ความสำคัญกับการวางแผนสืบทอดตำแหน่งและโครงสร้างค่าตอบแทนที่เป็นธรรม',
      en: 'Mrs. Pornthip has 25 years of experience in human resources and organisational development in retail and services. Her focus on the board is succession planning and fair remuneration.',
    },
    appointedOn: '2022-04-22',
    firstAppointedOn: '2022-04-22',
    birthDate: '1965-10-03',
    education: [
      degree(
        'ปริญญาโท ศิลปศาสตรมหาบัณฑิต (การพัฒนาทรัพยากรมนุษย์)',
        'Master of Arts (Human Resource Development)',
        'nida',
      ),
      degree('ปริญญาตรี ศิลปศาสตรบัณฑิต (จิตวิทยา)', 'Bachelor of Arts (Psychology)', 'chula'),
    ],
    directorTraining: [course('DCP', 2014), course('RNG', 2022), course('RCC', 2022)],
    shareholding: held(0),
    listedCompanyPositions: [
      at(
        'กรรมการอิสระ และประธานกรรมการสรรหาและพิจารณาค่าตอบแทน',
        'Independent Director and Chair of the Nomination and Remuneration Committee',
        'sukhothaiRetail',
      ),
    ],
    otherPositions: [at('กรรมการ', 'Director', 'peopleExcellence')],
    committees: [chair('nomination-remuneration'), member('audit')],
    familyRelationship: NONE,
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
    profile: {
      th: 'นางสาวสุภาวดีเชี่ยวชาญด้านการพัฒนาที่ยั่งยืนและการเปลี่ยนผ่านสู่เศรษฐกิจคาร์บอนต่ำ เคยทำงานกับองค์กรระหว่างประเทศด้านสิ่งแวดล้อมในภูมิภาคเอเชียตะวันออกเฉียงใต้ และดูแลการกำหนดเป้าหมายลดก๊าซเรือนกระจกของบริษัท',
      en: 'Ms. Supawadee is an expert in sustainable development and the transition to a low-carbon economy. She previously worked for international environmental organisations in Southeast Asia and oversees the company’s greenhouse gas targets.',
    },
    appointedOn: '2023-04-21',
    firstAppointedOn: '2023-04-21',
    birthDate: '1974-06-18',
    education: [
      degree(
        'ปริญญาโท วิทยาศาสตรมหาบัณฑิต (เทคโนโลยีสิ่งแวดล้อม)',
        'Master of Science (Environmental Technology)',
        'imperial',
      ),
      degree(
        'ปริญญาตรี วิทยาศาสตรบัณฑิต (วิทยาศาสตร์สิ่งแวดล้อม)',
        'Bachelor of Science (Environmental Science)',
        'mahidol',
      ),
    ],
    directorTraining: [course('DAP', 2023), course('RCL', 2024)],
    shareholding: held(0),
    listedCompanyPositions: [at('กรรมการอิสระ', 'Independent Director', 'greenDeltaPower')],
    otherPositions: [at('ที่ปรึกษาอาวุโส', 'Senior Adviser', 'mekongClimate')],
    committees: [chair('sustainability-risk'), member('nomination-remuneration')],
    familyRelationship: NONE,
  },
  {
    id: 'person-theerawat-boonyasiri',
    _type: 'person',
    name: { th: 'นายธีรวัฒน์ บุญญาศิริ', en: 'Mr. Theerawat Boonyasiri' },
    slug: 'theerawat-boonyasiri',
    roles: ['board'],
    position: { th: 'กรรมการ', en: 'Director' },
    order: 8,
    profile: {
      th: 'นายธีรวัฒน์เป็นผู้แทนจากผู้ถือหุ้นใหญ่ มีประสบการณ์ด้านการลงทุนและการควบรวมกิจการในภูมิภาคเอเชียกว่า 20 ปี และเป็นกรรมการบริหารของบริษัท',
      en: 'Mr. Theerawat represents the major shareholder and has more than 20 years of experience in investment and mergers and acquisitions in Asia. He also sits on the Executive Committee.',
    },
    appointedOn: '2017-04-27',
    firstAppointedOn: '2017-04-27',
    birthDate: '1970-02-11',
    education: [
      degree('ปริญญาโท บริหารธุรกิจมหาบัณฑิต', 'Master of Business Administration', 'kellogg'),
      degree('ปริญญาตรี เศรษฐศาสตรบัณฑิต', 'Bachelor of Economics', 'thammasat'),
    ],
    directorTraining: [course('DCP', 2015), course('FSD', 2017)],
    shareholding: held(0),
    listedCompanyPositions: [],
    otherPositions: [
      at('กรรมการผู้จัดการ', 'Managing Director', 'harvestHolding'),
      at('กรรมการ', 'Director', 'harvestInternational'),
    ],
    committees: [member('executive')],
    familyRelationship: NONE,
  },
  {
    id: 'person-wichai-rungruangkit',
    _type: 'person',
    name: { th: 'นายวิชัย รุ่งเรืองกิจ', en: 'Mr. Wichai Rungruangkit' },
    slug: 'wichai-rungruangkit',
    roles: ['board'],
    position: { th: 'กรรมการ', en: 'Director' },
    order: 9,
    profile: {
      th: 'นายวิชัยเป็นผู้ประกอบการด้านการค้าส่งสินค้าเกษตรและเป็นคู่ค้าของบริษัทมายาวนาน มีความเข้าใจเครือข่ายเกษตรกรผู้เลี้ยงสัตว์ในภาคตะวันออกและภาคกลางเป็นอย่างดี',
      en: 'Mr. Wichai is an agricultural wholesaler and a long-standing partner of the company, with a deep understanding of livestock farmer networks in eastern and central Thailand.',
    },
    appointedOn: '2016-04-28',
    firstAppointedOn: '2016-04-28',
    birthDate: '1963-07-30',
    education: [
      degree(
        'ปริญญาตรี บริหารธุรกิจบัณฑิต (การตลาด)',
        'Bachelor of Business Administration (Marketing)',
        'burapha',
      ),
    ],
    directorTraining: [course('DAP', 2016)],
    shareholding: held(20_000_000),
    listedCompanyPositions: [],
    otherPositions: [
      at('กรรมการผู้จัดการ', 'Managing Director', 'rungruangkitAsset'),
      at('กรรมการผู้จัดการ', 'Managing Director', 'rungruangkitTrading'),
    ],
    committees: [],
    familyRelationship: NONE,
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
    profile: {
      th: 'นางปิยะนุชดูแลงานบัญชี การเงิน บริหารเงินทุน และนักลงทุนสัมพันธ์ ก่อนร่วมงานกับบริษัทในปี 2559 เคยทำงานด้านวาณิชธนกิจและการเงินองค์กรในธนาคารพาณิชย์กว่า 15 ปี',
      en: 'Mrs. Piyanuch is responsible for accounting, finance, treasury and investor relations. Before joining in 2016 she spent 15 years in investment banking and corporate finance at commercial banks.',
    },
    appointedOn: '2019-01-01',
    firstAppointedOn: '2019-01-01',
    birthDate: '1975-04-05',
    education: [
      degree(
        'ปริญญาโท บริหารธุรกิจมหาบัณฑิต (การเงิน)',
        'Master of Business Administration (Finance)',
        'chula',
      ),
      degree('ปริญญาตรี บัญชีบัณฑิต', 'Bachelor of Accountancy', 'thammasat'),
    ],
    directorTraining: [course('FSD', 2016), course('DCP', 2019)],
    shareholding: held(1_200_000),
    listedCompanyPositions: [],
    otherPositions: [at('กรรมการ', 'Director', 'harvestInternational')],
    committees: [member('executive')],
    familyRelationship: NONE,
  },
  {
    id: 'person-nattapon-sakdee',
    _type: 'person',
    name: { th: 'นายณัฐพล ศักดิ์ดี', en: 'Mr. Nattapon Sakdee' },
    slug: 'nattapon-sakdee',
    roles: ['executive'],
    position: { th: 'ประธานเจ้าหน้าที่ฝ่ายปฏิบัติการ', en: 'Chief Operating Officer' },
    order: 11,
    profile: {
      th: 'นายณัฐพลรับผิดชอบฟาร์ม โรงงาน และระบบความปลอดภัยอาหารทั้งหมดของบริษัท เป็นวิศวกรอุตสาหการที่ร่วมงานกับบริษัทมากว่า 22 ปี และเคยเป็นผู้จัดการโรงงานแปรรูปไก่ฉะเชิงเทรา',
      en: 'Mr. Nattapon oversees all farms, plants and food-safety systems. An industrial engineer with 22 years at the company, he previously managed the Chachoengsao poultry plant.',
    },
    appointedOn: '2021-01-01',
    firstAppointedOn: '2021-01-01',
    birthDate: '1976-09-12',
    education: [
      degree('ปริญญาโท บริหารธุรกิจมหาบัณฑิต', 'Master of Business Administration', 'kasetsart'),
      degree(
        'ปริญญาตรี วิศวกรรมศาสตรบัณฑิต (วิศวกรรมอุตสาหการ)',
        'Bachelor of Engineering (Industrial Engineering)',
        'kmutt',
      ),
    ],
    directorTraining: [course('DAP', 2021)],
    shareholding: held(960_000),
    listedCompanyPositions: [],
    otherPositions: [at('กรรมการ', 'Director', 'harvestFeed')],
    committees: [member('executive')],
    familyRelationship: NONE,
  },
  {
    id: 'person-kamonchanok-wiriyakit',
    _type: 'person',
    name: { th: 'นางสาวกมลชนก วิริยะกิจ', en: 'Ms. Kamonchanok Wiriyakit' },
    slug: 'kamonchanok-wiriyakit',
    roles: ['executive'],
    position: { th: 'ประธานเจ้าหน้าที่ฝ่ายพาณิชย์', en: 'Chief Commercial Officer' },
    order: 12,
    profile: {
      th: 'นางสาวกมลชนกดูแลการขายและการตลาดทั้งในประเทศและต่างประเทศ รวมถึงการบริหารแบรนด์ของบริษัท มีประสบการณ์ด้านสินค้าอุปโภคบริโภคกว่า 20 ปี ทั้งในประเทศไทยและภูมิภาคอาเซียน',
      en: 'Ms. Kamonchanok leads domestic and export sales, marketing and the brand portfolio. She has 20 years of experience in consumer goods in Thailand and across ASEAN.',
    },
    appointedOn: '2022-03-01',
    firstAppointedOn: '2022-03-01',
    birthDate: '1978-12-01',
    education: [
      degree('ปริญญาโท บริหารธุรกิจมหาบัณฑิต', 'Master of Business Administration', 'sasin'),
      degree(
        'ปริญญาตรี บริหารธุรกิจบัณฑิต (การตลาด)',
        'Bachelor of Business Administration (Marketing)',
        'thammasat',
      ),
    ],
    directorTraining: [],
    shareholding: held(400_000),
    listedCompanyPositions: [],
    otherPositions: [],
    committees: [],
    familyRelationship: NONE,
  },
  {
    id: 'person-panuwat-saengthong',
    _type: 'person',
    name: { th: 'ดร.ภาณุวัฒน์ แสงทอง', en: 'Dr. Panuwat Saengthong' },
    slug: 'panuwat-saengthong',
    roles: ['executive'],
    position: { th: 'ประธานเจ้าหน้าที่ฝ่ายนวัตกรรม', en: 'Chief Innovation Officer' },
    order: 13,
    profile: {
      th: 'ดร.ภาณุวัฒน์สำเร็จการศึกษาปริญญาเอกด้านเทคโนโลยีชีวภาพทางอาหาร และดูแลศูนย์วิจัยและพัฒนาผลิตภัณฑ์ที่นครปฐม เป็นผู้นำการพัฒนาโปรตีนจากพืชและบรรจุภัณฑ์ที่รีไซเคิลได้',
      en: 'Dr. Panuwat holds a PhD in food biotechnology and heads the research and development centre in Nakhon Pathom. He leads the work on plant proteins and recyclable packaging.',
    },
    appointedOn: '2021-07-01',
    firstAppointedOn: '2021-07-01',
    birthDate: '1977-06-25',
    education: [
      degree('ปริญญาเอก (เทคโนโลยีชีวภาพทางอาหาร)', 'Ph.D. (Food Biotechnology)', 'wageningen'),
      degree(
        'ปริญญาตรี วิทยาศาสตรบัณฑิต (เทคโนโลยีชีวภาพ)',
        'Bachelor of Science (Biotechnology)',
        'mahidol',
      ),
    ],
    directorTraining: [],
    shareholding: held(240_000),
    listedCompanyPositions: [],
    otherPositions: [],
    committees: [],
    familyRelationship: NONE,
  },
  {
    id: 'person-surachet-panyawong',
    _type: 'person',
    name: { th: 'นายสุรเชษฐ์ ปัญญาวงศ์', en: 'Mr. Surachet Panyawong' },
    slug: 'surachet-panyawong',
    roles: ['executive'],
    position: { th: 'ประธานเจ้าหน้าที่ฝ่ายห่วงโซ่อุปทาน', en: 'Chief Supply Chain Officer' },
    order: 14,
    profile: {
      th: 'นายสุรเชษฐ์รับผิดชอบการจัดซื้อวัตถุดิบ คลังสินค้าห้องเย็น และการขนส่ง ได้วางระบบตรวจสอบย้อนกลับตั้งแต่ฟาร์มถึงชั้นวางสินค้า และดูแลเครือข่ายเกษตรกรคู่สัญญากว่า 1,200 ราย',
      en: 'Mr. Surachet runs purchasing, cold-chain warehousing and logistics. He built the farm-to-shelf traceability system and manages the network of more than 1,200 contract farmers.',
    },
    appointedOn: '2020-10-01',
    firstAppointedOn: '2020-10-01',
    birthDate: '1973-03-08',
    education: [
      degree(
        'ปริญญาโท วิทยาศาสตรมหาบัณฑิต (การจัดการโลจิสติกส์และโซ่อุปทาน)',
        'Master of Science (Logistics and Supply Chain Management)',
        'cranfield',
      ),
      degree(
        'ปริญญาตรี วิศวกรรมศาสตรบัณฑิต (วิศวกรรมอุตสาหการ)',
        'Bachelor of Engineering (Industrial Engineering)',
        'chiangMai',
      ),
    ],
    directorTraining: [],
    shareholding: held(640_000),
    listedCompanyPositions: [],
    otherPositions: [at('กรรมการ', 'Director', 'harvestColdChain')],
    committees: [],
    familyRelationship: NONE,
  },
  {
    id: 'person-chayapol-meesuk',
    _type: 'person',
    name: { th: 'นายชยพล มีสุข', en: 'Mr. Chayapol Meesuk' },
    slug: 'chayapol-meesuk',
    roles: ['executive'],
    position: { th: 'ประธานเจ้าหน้าที่ฝ่ายความยั่งยืน', en: 'Chief Sustainability Officer' },
    order: 15,
    profile: {
      th: 'นายชยพลดูแลกลยุทธ์ความยั่งยืน การรายงานด้านสิ่งแวดล้อม สังคม และธรรมาภิบาล และโครงการพัฒนาชุมชนรอบฟาร์มและโรงงาน ก่อนหน้านี้เป็นผู้จัดการฝ่ายสิ่งแวดล้อมของบริษัทเป็นเวลา 10 ปี',
      en: 'Mr. Chayapol leads the sustainability strategy, environmental, social and governance reporting, and community programmes around the farms and plants. He was previously the company’s environment manager for ten years.',
    },
    appointedOn: '2023-01-01',
    firstAppointedOn: '2023-01-01',
    birthDate: '1980-01-19',
    education: [
      degree(
        'ปริญญาโท วิทยาศาสตรมหาบัณฑิต (วิศวกรรมสิ่งแวดล้อม)',
        'Master of Science (Environmental Engineering)',
        'ait',
      ),
      degree(
        'ปริญญาตรี วิศวกรรมศาสตรบัณฑิต (วิศวกรรมสิ่งแวดล้อม)',
        'Bachelor of Engineering (Environmental Engineering)',
        'kasetsart',
      ),
    ],
    directorTraining: [course('CGE', 2023)],
    shareholding: held(160_000),
    listedCompanyPositions: [],
    otherPositions: [],
    committees: [member('sustainability-risk')],
    familyRelationship: NONE,
  },
  {
    id: 'person-arunee-pattanasin',
    _type: 'person',
    name: { th: 'นางอรุณี พัฒนศิลป์', en: 'Mrs. Arunee Pattanasin' },
    slug: 'arunee-pattanasin',
    roles: ['executive'],
    position: { th: 'ประธานเจ้าหน้าที่ฝ่ายทรัพยากรบุคคล', en: 'Chief Human Resources Officer' },
    order: 16,
    profile: {
      th: 'นางอรุณีดูแลพนักงานกว่า 18,000 คนในประเทศไทยและต่างประเทศ ให้ความสำคัญกับความปลอดภัยในการทำงาน การพัฒนาทักษะ และการดูแลแรงงานข้ามชาติอย่างเป็นธรรม',
      en: 'Mrs. Arunee looks after more than 18,000 employees in Thailand and abroad. Her priorities are workplace safety, skills development and fair treatment of migrant workers.',
    },
    appointedOn: '2018-06-01',
    firstAppointedOn: '2018-06-01',
    birthDate: '1969-11-11',
    education: [
      degree(
        'ปริญญาโท ศิลปศาสตรมหาบัณฑิต (การจัดการทรัพยากรมนุษย์)',
        'Master of Arts (Human Resource Management)',
        'thammasat',
      ),
      degree('ปริญญาตรี รัฐศาสตรบัณฑิต', 'Bachelor of Political Science', 'chula'),
    ],
    directorTraining: [],
    shareholding: held(800_000),
    listedCompanyPositions: [],
    otherPositions: [],
    committees: [],
    familyRelationship: NONE,
  },
  {
    id: 'person-siriporn-aungkanawin',
    _type: 'person',
    name: { th: 'นางสาวศิริพร อังคณาวิน', en: 'Ms. Siriporn Aungkanawin' },
    slug: 'siriporn-aungkanawin',
    roles: ['executive'],
    position: { th: 'ประธานเจ้าหน้าที่ฝ่ายดิจิทัลและเทคโนโลยี', en: 'Chief Digital and Technology Officer' },
    order: 17,
    profile: {
      th: 'นางสาวศิริพรรับผิดชอบระบบสารสนเทศ ความมั่นคงปลอดภัยไซเบอร์ และการคุ้มครองข้อมูลส่วนบุคคล รวมถึงการนำข้อมูลมาใช้วางแผนการผลิตและช่องทางขายออนไลน์',
      en: 'Ms. Siriporn is responsible for information systems, cybersecurity and personal data protection, and for putting data to work in production planning and online sales.',
    },
    appointedOn: '2024-02-01',
    firstAppointedOn: '2024-02-01',
    birthDate: '1982-08-22',
    education: [
      degree(
        'ปริญญาโท วิทยาศาสตรมหาบัณฑิต (ระบบสารสนเทศ)',
        'Master of Science (Information Systems)',
        'melbourne',
      ),
      degree(
        'ปริญญาตรี วิศวกรรมศาสตรบัณฑิต (วิศวกรรมคอมพิวเตอร์)',
        'Bachelor of Engineering (Computer Engineering)',
        'chula',
      ),
    ],
    directorTraining: [course('ITG', 2024)],
    shareholding: held(0),
    listedCompanyPositions: [],
    otherPositions: [],
    committees: [],
    familyRelationship: NONE,
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
    profile: {
      th: 'นางรัชนีเป็นนักกฎหมายที่ดูแลงานเลขานุการบริษัท การประชุมผู้ถือหุ้น และการปฏิบัติตามกฎเกณฑ์ของหน่วยงานกำกับดูแล มีประสบการณ์ด้านกฎหมายธุรกิจและหลักทรัพย์กว่า 18 ปี',
      en: 'Mrs. Ratchanee is a lawyer in charge of the company secretariat, shareholders’ meetings and regulatory compliance, with 18 years of experience in corporate and securities law.',
    },
    appointedOn: '2019-05-01',
    firstAppointedOn: '2019-05-01',
    birthDate: '1979-05-16',
    education: [
      degree('ปริญญาโท นิติศาสตรมหาบัณฑิต (กฎหมายธุรกิจ)', 'Master of Laws (Business Law)', 'chula'),
      degree('ปริญญาตรี นิติศาสตรบัณฑิต', 'Bachelor of Laws', 'thammasat'),
      degree('เนติบัณฑิตไทย', 'Barrister-at-Law', 'thaiBar'),
    ],
    directorTraining: [course('CSP', 2019), course('EMT', 2019)],
    shareholding: held(80_000),
    listedCompanyPositions: [],
    otherPositions: [],
    committees: [],
    familyRelationship: NONE,
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
    profile: {
      th: 'นายวีระพงษ์พัฒนาสูตรน้ำจิ้มและน้ำพริกของแบรนด์แม่น้อยมาตั้งแต่เปิดตัว ทำงานใกล้ชิดกับกลุ่มเกษตรกรผู้ปลูกพริกและกระเทียมในภาคอีสานเพื่อให้ได้วัตถุดิบคุณภาพสม่ำเสมอ',
      en: 'Mr. Weerapong has developed the Mae Noi dipping sauces and chilli pastes since the brand’s launch. He works closely with chilli and garlic growers in the northeast to secure consistent raw materials.',
    },
    appointedOn: '2020-06-01',
  },
]

const isOfficer = (person: PersonDoc): person is OfficerDoc =>
  person.roles.includes('board') || person.roles.includes('executive')

/**
 * The directors and executives with their One Report profile, in the board's order (the CEO, a
 * director, once): what the One Report PDF's "directors and executives" part prints. Committee
 * and course names: cms/schemas/officerFacts.ts; the age on the report's date: its `ageOn`.
 */
export const officers: OfficerDoc[] = people.filter(isOfficer)
