import type { PdfBlock, PdfCell, PdfCompany, PdfText, TextDocumentSpec } from '../pdf/types'
import type { InvestorDocumentDoc } from './types'

/*
 * The 2025 sustainability report the news announces (news-2025-sustainability-report, out on
 * 2026-06-05), prepared with reference to the GRI Standards: materiality, environment (energy,
 * emissions, water, waste), social and governance. Its figures are the ones the news and the
 * sustainable development page print: scope 1 and 2 emissions 18% below 2020, 27% renewable
 * electricity, 85% recyclable trays, the lost-time injury rate down 30%, every high-risk
 * supplier audited, antibiotic use on broiler farms down 52% on 2020.
 */

const t = (th: string, en: string): PdfText => ({ th, en })
const p = (th: string, en: string): PdfBlock => ({ paragraph: t(th, en) })
const h = (th: string, en: string): PdfBlock => ({ heading: t(th, en) })
const bullets = (...list: PdfText[]): PdfBlock => ({ list })

const YEARS = [t('2566', '2023'), t('2567', '2024'), t('2568', '2025')]

/** A table of indicators over the three years: `[label, unit, 2023, 2024, 2025]`. */
const indicators = (rows: [PdfText, PdfText, number, number, number][]): PdfBlock => ({
  table: {
    header: [t('ตัวชี้วัด', 'Indicator'), t('หน่วย', 'Unit'), ...YEARS],
    labelShare: 0.4,
    rows: rows.map((row): PdfCell[] => row),
  },
})

const PUBLISHED = '2026-06-05'

const CHAPTERS = [
  {
    title: t('สารจากประธานเจ้าหน้าที่บริหาร', 'Message from the chief executive'),
    blocks: [
      p(
        'ปี 2568 เราลดการปล่อยก๊าซเรือนกระจกขอบเขตที่ 1 และ 2 ได้ร้อยละ 18 เมื่อเทียบกับปีฐาน 2563 ขณะที่ธุรกิจยังเติบโต สัดส่วนไฟฟ้าจากพลังงานหมุนเวียนเพิ่มเป็นร้อยละ 27 และถาดบรรจุเนื้อสัตว์สดร้อยละ 85 รีไซเคิลได้แล้ว',
        'In 2025 we cut scope 1 and 2 greenhouse gas emissions by 18% against our 2020 baseline while the business kept growing; renewable electricity rose to 27% of the total, and 85% of our fresh meat trays are now recyclable.',
      ),
      p(
        'ไม่มีอุบัติเหตุร้ายแรงจากการทำงานในปีนี้ อัตราการบาดเจ็บถึงขั้นหยุดงานลดลงร้อยละ 30 และเราตรวจประเมินสภาพการจ้างงานของคู่ค้าที่มีความเสี่ยงสูงครบทุกราย เรายังมีงานอีกมากเพื่อไปถึงเป้าหมายปี 2573 และจะรายงานความคืบหน้าอย่างโปร่งใสทุกปี',
        'There was no serious workplace accident this year, the lost-time injury rate fell by 30%, and every high-risk supplier had its employment conditions audited. Much remains to be done to reach our 2030 targets, and we will report our progress openly every year.',
      ),
    ],
  },
  {
    title: t('เกี่ยวกับรายงานฉบับนี้', 'About this report'),
    blocks: [
      p(
        'รายงานฉบับนี้ครอบคลุมการดำเนินงานของบริษัทและบริษัทย่อยในประเทศไทย ระหว่างวันที่ 1 มกราคมถึง 31 ธันวาคม 2568 จัดทำโดยอ้างอิงมาตรฐาน GRI (GRI Standards 2021) ข้อมูลด้านสิ่งแวดล้อมผ่านการทวนสอบโดยหน่วยงานภายนอกตามมาตรฐาน ISAE 3000',
        'This report covers the company and its subsidiaries in Thailand from January 1 to December 31, 2025. It is prepared with reference to the GRI Standards 2021. Environmental data are assured by an independent body under ISAE 3000.',
      ),
    ],
  },
  {
    title: t('ประเด็นสำคัญด้านความยั่งยืน', 'Material topics'),
    blocks: [
      p(
        'เราประเมินประเด็นสำคัญร่วมกับผู้มีส่วนได้เสียทุกสองปี ครั้งล่าสุดในปี 2567 ผ่านแบบสอบถามและการสัมภาษณ์ผู้บริโภค ลูกค้า เกษตรกรคู่สัญญา คู่ค้า พนักงาน ชุมชน ผู้ถือหุ้น และหน่วยงานกำกับดูแล โดยพิจารณาทั้งผลกระทบต่อเศรษฐกิจ สิ่งแวดล้อม และผู้คน และผลกระทบต่อธุรกิจ',
        'We review our material topics with stakeholders every two years, most recently in 2024, through surveys and interviews with consumers, customers, contract farmers, suppliers, employees, communities, shareholders and regulators, weighing both our impact on the economy, environment and people and their impact on the business.',
      ),
      {
        table: {
          header: [t('ประเด็นสำคัญ', 'Material topic'), t('เสาหลัก', 'Pillar'), t('GRI', 'GRI')],
          labelShare: 0.45,
          rows: [
            [
              t('ความปลอดภัยอาหาร', 'Food safety'),
              t('อาหารที่ไว้วางใจได้', 'Food you can trust'),
              '416',
            ],
            [
              t('การเปลี่ยนแปลงสภาพภูมิอากาศ', 'Climate change'),
              t('สภาพภูมิอากาศและธรรมชาติ', 'Climate and nature'),
              '302, 305',
            ],
            [t('น้ำ', 'Water'), t('สภาพภูมิอากาศและธรรมชาติ', 'Climate and nature'), '303'],
            [
              t('บรรจุภัณฑ์และของเสีย', 'Packaging and waste'),
              t('สภาพภูมิอากาศและธรรมชาติ', 'Climate and nature'),
              '306',
            ],
            [t('สวัสดิภาพสัตว์', 'Animal welfare'), t('อาหารที่ไว้วางใจได้', 'Food you can trust'), '–'],
            [
              t('สิทธิมนุษยชนในห่วงโซ่อุปทาน', 'Human rights in the supply chain'),
              t('เกษตรกรและชุมชน', 'Farmers and communities'),
              '408, 409, 414',
            ],
            [
              t('อาชีวอนามัยและความปลอดภัย', 'Occupational health and safety'),
              t('คนของเรา', 'Our people'),
              '403',
            ],
            [t('การต่อต้านการทุจริต', 'Anti-corruption'), t('ธรรมาภิบาล', 'Governance'), '205'],
          ],
        },
      },
    ],
  },
  {
    title: t('สิ่งแวดล้อม', 'Environment'),
    blocks: [
      h('พลังงานและการปล่อยก๊าซเรือนกระจก', 'Energy and emissions'),
      p(
        'เป้าหมายของเราคือลดการปล่อยก๊าซเรือนกระจกขอบเขตที่ 1 และ 2 ลงร้อยละ 42 ภายในปี 2573 เทียบกับปี 2563 (512,400 ตันคาร์บอนไดออกไซด์เทียบเท่า) และปล่อยสุทธิเป็นศูนย์ภายในปี 2593 ในปี 2568 เราติดตั้งโซลาร์รูฟท็อปเพิ่มที่โรงงานสระบุรี และขยายระบบก๊าซชีวภาพจากมูลสุกรที่ฟาร์มราชบุรี',
        'We aim to cut scope 1 and 2 emissions by 42% by 2030 against 2020 (512,400 tonnes of CO2 equivalent) and to reach net zero by 2050. In 2025 we added solar rooftops at the Saraburi plant and extended biogas from pig manure at the Ratchaburi farms.',
      ),
      indicators([
        [
          t('การใช้พลังงานทั้งหมด', 'Total energy use'),
          t('กิกะจูล', 'GJ'),
          4_215_000,
          4_248_000,
          4_262_000,
        ],
        [t('ไฟฟ้าจากพลังงานหมุนเวียน', 'Renewable electricity'), t('ร้อยละ', '%'), 19, 23, 27],
        [
          t('ก๊าซเรือนกระจกขอบเขต 1 และ 2', 'Scope 1 and 2 emissions'),
          t('ตัน CO2e', 't CO2e'),
          455_900,
          438_600,
          420_168,
        ],
        [t('เปลี่ยนแปลงจากปี 2563', 'Change on 2020'), t('ร้อยละ', '%'), -11, -14.4, -18],
      ]),
      h('น้ำ', 'Water'),
      p(
        'โรงงานทั้งสามแห่งตั้งอยู่ในลุ่มน้ำที่มีความเสี่ยงขาดแคลนน้ำปานกลาง เราบำบัดน้ำเสียทั้งหมดก่อนปล่อยออก และนำน้ำที่บำบัดแล้วกลับมาใช้ในระบบทำความเย็นและการล้างพื้นที่',
        'All three plants are in basins of medium water stress. We treat all our wastewater before discharge and reuse treated water for cooling and cleaning.',
      ),
      indicators([
        [
          t('ปริมาณน้ำที่ใช้', 'Water withdrawal'),
          t('ลูกบาศก์เมตร', 'cubic metres'),
          9_840_000,
          9_610_000,
          9_420_000,
        ],
        [t('น้ำที่นำกลับมาใช้ใหม่', 'Water reused'), t('ร้อยละ', '%'), 18, 21, 24],
      ]),
      h('ของเสียและบรรจุภัณฑ์', 'Waste and packaging'),
      indicators([
        [t('ของเสียทั้งหมด', 'Total waste'), t('ตัน', 'tonnes'), 61_200, 60_100, 58_900],
        [t('ของเสียที่ฝังกลบ', 'Waste to landfill'), t('ร้อยละ', '%'), 6.1, 4.8, 3.2],
        [t('ถาดเนื้อสัตว์สดที่รีไซเคิลได้', 'Recyclable fresh meat trays'), t('ร้อยละ', '%'), 61, 74, 85],
      ]),
    ],
  },
  {
    title: t('สังคม', 'Social'),
    blocks: [
      h('คนของเรา', 'Our people'),
      indicators([
        [t('พนักงาน ณ สิ้นปี', 'Employees at the year end'), t('คน', 'people'), 17_950, 18_210, 18_420],
        [t('ชั่วโมงอบรมเฉลี่ย', 'Average training'), t('ชั่วโมง/คน', 'hours/person'), 22, 23, 24],
        [t('สตรีในตำแหน่งบริหาร', 'Women in management'), t('ร้อยละ', '%'), 38, 40, 41],
        [
          t('อัตราการบาดเจ็บถึงขั้นหยุดงาน', 'Lost-time injury rate'),
          t('ต่อล้านชั่วโมง', 'per million hours'),
          1.12,
          0.9,
          0.63,
        ],
        [t('อุบัติเหตุร้ายแรงถึงชีวิต', 'Fatalities'), t('ราย', 'cases'), 0, 0, 0],
      ]),
      h('เกษตรกร คู่ค้า และชุมชน', 'Farmers, suppliers and communities'),
      p(
        'เกษตรกรคู่สัญญากว่า 1,200 รายได้รับลูกพันธุ์ อาหารสัตว์ คำแนะนำจากสัตวแพทย์ และการประกันราคารับซื้อ โครงการทุนการศึกษาฮาร์เวสต์ปันรู้ให้ทุนแก่บุตรหลานเกษตรกรมาแล้วกว่า 4,600 ทุนตั้งแต่ปี 2558 และเราร่วมกับชุมชนปลูกป่าชายเลนแล้ว 180 ไร่ตั้งแต่ปี 2563',
        'More than 1,200 contract farmers receive chicks and piglets, feed, veterinary advice and guaranteed purchase prices. Our Harvest scholarship programme has supported more than 4,600 farmers’ children since 2015, and with local communities we have planted 180 rai of mangroves since 2020.',
      ),
      indicators([
        [
          t('คู่ค้าเสี่ยงสูงที่ได้รับการตรวจประเมิน', 'High-risk suppliers audited'),
          t('ร้อยละ', '%'),
          72,
          88,
          100,
        ],
        [
          t('การใช้ยาปฏิชีวนะในฟาร์มไก่เนื้อ เทียบปี 2563', 'Antibiotic use on broiler farms vs 2020'),
          t('ร้อยละ', '%'),
          -31,
          -44,
          -52,
        ],
      ]),
    ],
  },
  {
    title: t('ธรรมาภิบาล', 'Governance'),
    blocks: [
      p(
        'คณะกรรมการความยั่งยืนและบริหารความเสี่ยงกำกับดูแลกลยุทธ์และเป้าหมายความยั่งยืน และทบทวนความคืบหน้าทุกไตรมาส เป้าหมายด้านสภาพภูมิอากาศและความปลอดภัยผูกกับค่าตอบแทนระยะยาวของผู้บริหารระดับสูง',
        'The Sustainability and Risk Management Committee oversees the sustainability strategy and targets and reviews progress every quarter. Climate and safety targets are tied to senior executives’ long-term pay.',
      ),
      bullets(
        t(
          'พนักงานทุกคนได้รับการอบรมนโยบายต่อต้านการทุจริตคอร์รัปชันในปี 2568',
          'Every employee was trained on the anti-corruption policy in 2025',
        ),
        t(
          'บริษัทได้รับการรับรองต่ออายุสมาชิกแนวร่วมปฏิบัติของภาคเอกชนไทยในการต่อต้านการทุจริต (CAC)',
          'The company’s CAC certification was renewed',
        ),
        t(
          'ไม่มีคดีหรือบทลงโทษจากการฝ่าฝืนกฎหมายสิ่งแวดล้อมหรือการแข่งขันทางการค้า',
          'No case or penalty for breaches of environmental or competition law',
        ),
      ),
    ],
  },
  {
    title: t('ดัชนีเนื้อหา GRI', 'GRI content index'),
    blocks: [
      {
        table: {
          header: [t('ตัวชี้วัด GRI', 'GRI disclosure'), t('บท', 'Chapter')],
          labelShare: 0.6,
          rows: [
            [
              t('2-29 แนวทางการมีส่วนร่วมของผู้มีส่วนได้เสีย', '2-29 Stakeholder engagement'),
              t('ประเด็นสำคัญ', 'Material topics'),
            ],
            [
              t('3-2 รายการประเด็นสำคัญ', '3-2 List of material topics'),
              t('ประเด็นสำคัญ', 'Material topics'),
            ],
            [
              t('205-2 การสื่อสารและการอบรมต่อต้านการทุจริต', '205-2 Anti-corruption training'),
              t('ธรรมาภิบาล', 'Governance'),
            ],
            [
              t('302-1 การใช้พลังงานภายในองค์กร', '302-1 Energy consumption'),
              t('สิ่งแวดล้อม', 'Environment'),
            ],
            [t('303-3 ปริมาณน้ำที่ใช้', '303-3 Water withdrawal'), t('สิ่งแวดล้อม', 'Environment')],
            [
              t('305-1, 305-2 การปล่อยก๊าซเรือนกระจก', '305-1, 305-2 GHG emissions'),
              t('สิ่งแวดล้อม', 'Environment'),
            ],
            [t('306-3 ของเสียที่เกิดขึ้น', '306-3 Waste generated'), t('สิ่งแวดล้อม', 'Environment')],
            [t('403-9 การบาดเจ็บจากการทำงาน', '403-9 Work-related injuries'), t('สังคม', 'Social')],
            [t('404-1 ชั่วโมงอบรมเฉลี่ย', '404-1 Average training hours'), t('สังคม', 'Social')],
            [t('405-1 ความหลากหลาย', '405-1 Diversity'), t('สังคม', 'Social')],
            [
              t('414-2 การประเมินคู่ค้าด้านสังคม', '414-2 Supplier social assessment'),
              t('สังคม', 'Social'),
            ],
          ],
        },
      },
    ],
  },
]

const TITLE = t('รายงานความยั่งยืน 2568', 'Sustainability report 2025')

/** The year the report covers: the One Report of that year prints its indicator tables. */
export const SUSTAINABILITY_REPORT_YEAR = 2025

/** The report's indicator tables (environment, then social), with their chapter's name. */
export function sustainabilityIndicators(): PdfBlock[] {
  return CHAPTERS.filter((chapter) => chapter.blocks.some((block) => 'table' in block)).flatMap(
    (chapter) => [
      { heading: chapter.title },
      ...chapter.blocks.filter((block) => 'table' in block && block.table.header.length === 5),
    ],
  )
}

export function sustainabilityReport(company: PdfCompany): InvestorDocumentDoc {
  const spec = (lang: 'th' | 'en'): TextDocumentSpec => ({
    kind: 'sustainability-report',
    lang,
    company,
    title: TITLE,
    publishedAt: PUBLISHED,
    shortName: TITLE,
    coverLines: [
      t(
        'จัดทำโดยอ้างอิงมาตรฐาน GRI · ข้อมูลด้านสิ่งแวดล้อมผ่านการทวนสอบโดยหน่วยงานภายนอก',
        'Prepared with reference to the GRI Standards · environmental data independently assured',
      ),
    ],
    fileYear: 2025,
    slug: 'sustainability-report',
    chapters: CHAPTERS,
  })
  return {
    id: 'investorDocument-sustainability-report-2025',
    _type: 'investorDocument',
    title: TITLE,
    category: 'sustainability-report',
    year: 2025,
    publishedAt: PUBLISHED,
    file: { th: spec('th'), en: spec('en') },
  }
}
