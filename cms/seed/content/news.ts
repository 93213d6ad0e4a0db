import type { NewsSceneSpec } from '../pictures/newsScene'
import type { ResultsChartSpec } from '../pictures/resultsChart'
import {
  image,
  type GalleryImage,
  type ImageSpec,
  type Localized,
  type Motif,
  type NewsDoc,
  type Tone,
} from './types'
import {
  quarterResults,
  quarterSeries,
  yearResults,
  yearSeries,
  type ResultsSeries,
} from './resultsFigures'

/** The results the investor news reports, from the announced quarters. */
const fy2024 = yearResults(2024)
const fy2025 = yearResults(2025)
const q22025 = quarterResults(2025, 2)
const q22026 = quarterResults(2026, 2)
const q32026 = quarterResults(2026, 3)

type Scene = Pick<NewsSceneSpec, 'setting' | 'subject' | 'around' | 'chart' | 'flag'>

/**
 * A news picture: a scene of icons that says what the story is about (see
 * cms/seed/pictures/newsScene.ts); the alt text says what it shows. A story's gallery shows other
 * moments of it. The motif and tone stay the image's plain fallback.
 */
const scene = (motif: Motif, tone: Tone, th: string, en: string, picture: Scene): ImageSpec => ({
  ...image(motif, th, en, tone),
  picture: { kind: 'newsScene', ...picture } satisfies NewsSceneSpec,
})

/**
 * A results story's picture: the periods it reports, charted from the company's figures
 * (cms/seed/pictures/resultsChart.ts), so each results story shows its own results.
 */
const resultsPicture = (th: string, en: string, series: ResultsSeries): ImageSpec => ({
  ...image('chart', th, en, 'red'),
  picture: { kind: 'resultsChart', ...series } satisfies ResultsChartSpec,
})

const galleryScene = (
  key: string,
  motif: Motif,
  tone: Tone,
  th: string,
  en: string,
  picture: Scene,
): GalleryImage => ({ _key: key, ...scene(motif, tone, th, en, picture) })

const corporateCommunications: Localized = {
  th: 'ฝ่ายสื่อสารองค์กร',
  en: 'Corporate Communications',
}
const investorRelations: Localized = { th: 'ฝ่ายนักลงทุนสัมพันธ์', en: 'Investor Relations' }

/** News, press releases, activities and investor announcements, December 2024 – November 2026. */
export const news: NewsDoc[] = [
  {
    id: 'news-saraburi-solar-rooftop',
    _type: 'news',
    title: {
      th: 'โรงงานสระบุรีเปิดใช้ระบบโซลาร์รูฟท็อป 6.5 เมกะวัตต์',
      en: 'Saraburi plant switches on a 6.5 MW solar rooftop',
    },
    slug: 'saraburi-plant-switches-on-solar-rooftop',
    publishedAt: '2024-12-12T03:00:00Z',
    category: 'sustainability',
    excerpt: {
      th: 'ระบบผลิตไฟฟ้าจากพลังงานแสงอาทิตย์บนหลังคาโรงงานอาหารแปรรูปสระบุรี จะช่วยลดการปล่อยก๊าซเรือนกระจกได้ราว 4,800 ตันคาร์บอนไดออกไซด์เทียบเท่าต่อปี',
      en: 'Solar panels on the roof of the Saraburi processed food plant will cut greenhouse gas emissions by about 4,800 tonnes of CO₂ equivalent a year.',
    },
    thumbnail: scene(
      'factory',
      'green',
      'โรงงานกลางแดด ผลิตไฟฟ้าใช้เองจากพลังงานแสงอาทิตย์',
      'A plant in the sunshine, making its own electricity from the sun',
      { setting: 'sky', subject: 'factory', around: ['sun', 'high-voltage', 'battery'] },
    ),
    body: {
      th: [
        'บริษัท สยามฮาร์เวสต์ ฟู้ดส์ จำกัด (มหาชน) เปิดใช้ระบบผลิตไฟฟ้าพลังงานแสงอาทิตย์บนหลังคาโรงงานอาหารแปรรูป อำเภอหนองแค จังหวัดสระบุรี ขนาดกำลังการผลิตติดตั้ง 6.5 เมกะวัตต์ ครอบคลุมพื้นที่หลังคากว่า 38,000 ตารางเมตร',
        'ระบบดังกล่าวจะผลิตไฟฟ้าได้ประมาณ 9.2 ล้านหน่วยต่อปี คิดเป็นราวร้อยละ 22 ของความต้องการใช้ไฟฟ้าของโรงงาน และช่วยลดการปล่อยก๊าซเรือนกระจกได้ประมาณ 4,800 ตันคาร์บอนไดออกไซด์เทียบเท่าต่อปี',
        'นายชยพล มีสุข ประธานเจ้าหน้าที่ฝ่ายความยั่งยืน กล่าวว่า โครงการนี้เป็นส่วนหนึ่งของแผนติดตั้งโซลาร์รูฟท็อปในทุกโรงงานของบริษัทภายในปี 2570 เพื่อมุ่งสู่เป้าหมายลดการปล่อยก๊าซเรือนกระจกขอบเขตที่ 1 และ 2 ลงร้อยละ 42 ภายในปี 2573 เมื่อเทียบกับปีฐาน 2563',
      ],
      en: [
        'Siam Harvest Foods Public Company Limited has switched on a 6.5 MW solar power system on the roof of its processed food plant in Nong Khae, Saraburi, covering more than 38,000 square metres of roof.',
        'The system will generate about 9.2 million kWh a year, roughly 22% of the plant’s electricity, and cut greenhouse gas emissions by about 4,800 tonnes of CO₂ equivalent a year.',
        'Mr. Chayapol Meesuk, Chief Sustainability Officer, said the project is part of a plan to put solar rooftops on every company plant by 2027, on the way to cutting scope 1 and 2 emissions by 42% by 2030 against a 2020 baseline.',
      ],
    },
    gallery: [
      galleryScene(
        'g1',
        'factory',
        'green',
        'แสงแดดกลายเป็นไฟฟ้าป้อนให้โรงงาน',
        'Sunlight turned into power for the plant',
        { setting: 'sky', subject: 'high-voltage', around: ['electric-plug', 'light-bulb', 'sun'] },
      ),
      galleryScene(
        'g2',
        'community',
        'green',
        'ผู้บริหารและพนักงานปรบมือในพิธีเปิดระบบ',
        'Executives and employees applauding at the opening ceremony',
        {
          setting: 'stage',
          subject: 'clapping-hands',
          around: ['man-office-worker', 'woman-office-worker', 'party-popper'],
        },
      ),
    ],
    source: corporateCommunications,
  },
  {
    id: 'news-siam-kitchen-less-sodium',
    _type: 'news',
    title: {
      th: 'สยามคิทเช่นปรับสูตรอาหารพร้อมรับประทาน ลดโซเดียมร้อยละ 25',
      en: 'Siam Kitchen cuts sodium in its ready meals by 25%',
    },
    slug: 'siam-kitchen-cuts-sodium-in-ready-meals',
    publishedAt: '2025-01-22T03:00:00Z',
    category: 'press-release',
    excerpt: {
      th: 'อาหารพร้อมรับประทานสยามคิทเช่น 12 เมนูขายดีปรับสูตรใหม่ ลดโซเดียมลงเฉลี่ยร้อยละ 25 โดยยังคงรสชาติเดิมที่ลูกค้าคุ้นเคย',
      en: 'Twelve best-selling Siam Kitchen ready meals now have on average 25% less sodium, with the taste customers know.',
    },
    thumbnail: scene(
      'meal',
      'red',
      'ข้าวราดแกงเคียงเกลือและกราฟขาลง: อาหารพร้อมรับประทานที่โซเดียมลดลง',
      'Curry rice beside salt and a falling chart: ready meals with less sodium',
      { setting: 'room', subject: 'curry-rice', around: ['salt', 'herb'], chart: 'down' },
    ),
    body: {
      th: [
        'สยามคิทเช่น แบรนด์อาหารพร้อมรับประทานของบริษัท สยามฮาร์เวสต์ ฟู้ดส์ จำกัด (มหาชน) ปรับสูตรอาหาร 12 เมนูขายดี รวมถึงข้าวกะเพราไก่และข้าวแกงเขียวหวานไก่ ให้มีโซเดียมลดลงเฉลี่ยร้อยละ 25',
        'ทีมพัฒนาผลิตภัณฑ์ใช้เวลากว่า 18 เดือนในการทดลองใช้สมุนไพรไทย เห็ดหอม และน้ำซุปกระดูกเคี่ยวเอง เพื่อเพิ่มรสอูมามิแทนเกลือ และทดสอบรสชาติกับผู้บริโภคกว่า 1,500 คน จนได้สูตรที่รสชาติไม่แตกต่างจากเดิม',
        'นางสาวจิราพร แก้วมณี ผู้อำนวยการฝ่ายพัฒนาผลิตภัณฑ์อาหารแปรรูป กล่าวว่า คนไทยบริโภคโซเดียมมากกว่าปริมาณที่แนะนำเกือบสองเท่า อาหารพร้อมรับประทานที่ทานเป็นประจำจึงเป็นจุดเริ่มต้นที่ดีในการช่วยลดความเสี่ยงโรคไม่ติดต่อเรื้อรัง',
        'สินค้าสูตรใหม่เริ่มวางจำหน่ายในร้านสะดวกซื้อและซูเปอร์มาร์เก็ตทั่วประเทศตั้งแต่เดือนกุมภาพันธ์ 2568 ในราคาเดิม',
      ],
      en: [
        'Siam Kitchen, the ready-meal brand of Siam Harvest Foods Public Company Limited, has reformulated 12 best sellers, including chicken krapao rice and green curry chicken with rice, to contain on average 25% less sodium.',
        'The product development team spent more than 18 months working with Thai herbs, shiitake mushrooms and house-made bone broth to build umami in place of salt, and tasted the new recipes with over 1,500 consumers until they could not tell the difference.',
        'Ms. Jiraporn Kaewmanee, Director of Processed Food Product Development, said Thais eat almost twice the recommended amount of sodium, so ready meals people eat every day are a good place to start reducing the risk of chronic disease.',
        'The new recipes reach convenience stores and supermarkets nationwide from February 2025, at the same prices.',
      ],
    },
    gallery: [
      galleryScene(
        'g1',
        'meal',
        'red',
        'อาหารพร้อมรับประทานกับเห็ดหอมและสมุนไพรที่ใช้แทนเกลือ',
        'A ready meal with the shiitake and herbs that take the place of salt',
        { setting: 'room', subject: 'bento-box', around: ['mushroom', 'herb', 'hot-pepper'] },
      ),
      galleryScene(
        'g2',
        'person',
        'blue',
        'ผู้บริโภคชิมสูตรใหม่และให้คะแนน',
        'Tasters enjoying the new recipe and scoring it',
        {
          setting: 'room',
          subject: 'face-savoring-food',
          around: ['fork-and-knife-with-plate', 'clipboard', 'thumbs-up'],
        },
      ),
    ],
    source: corporateCommunications,
    seo: {
      title: {
        th: 'สยามคิทเช่นลดโซเดียมร้อยละ 25',
        en: 'Siam Kitchen cuts sodium in ready meals by 25%',
      },
      description: {
        th: 'อาหารพร้อมรับประทานสยามคิทเช่น 12 เมนูขายดี ลดโซเดียมเฉลี่ยร้อยละ 25 โดยรสชาติเหมือนเดิม',
        en: 'Twelve Siam Kitchen best sellers now contain 25% less sodium on average, with the same taste.',
      },
    },
  },
  {
    id: 'news-fy2024-results',
    _type: 'news',
    title: {
      th: `ผลประกอบการปี 2567: กำไรสุทธิ ${fy2024.netProfit} ล้านบาท เสนอจ่ายปันผล 0.60 บาทต่อหุ้น`,
      en: `2024 results: net profit of THB ${fy2024.netProfit} million, dividend of THB 0.60 a share proposed`,
    },
    slug: '2024-results-and-dividend-proposal',
    publishedAt: '2025-02-27T10:30:00Z',
    category: 'investor',
    excerpt: {
      th: `รายได้จากการขายปี 2567 เติบโตร้อยละ ${fy2024.revenueGrowth} เป็น ${fy2024.revenue} ล้านบาท คณะกรรมการเสนอจ่ายเงินปันผลงวดสุดท้าย 0.60 บาทต่อหุ้น`,
      en: `Sales grew ${fy2024.revenueGrowth}% to THB ${fy2024.revenue} million in 2024; the board proposes a final dividend of THB 0.60 a share.`,
    },
    thumbnail: resultsPicture(
      'ยอดขาย (แท่ง) และกำไรสุทธิ (เส้น) ปี 2564 ถึงปี 2567',
      'Sales (bars) and net profit (line), 2021 to 2024',
      yearSeries(2024),
    ),
    body: {
      th: [
        `บริษัท สยามฮาร์เวสต์ ฟู้ดส์ จำกัด (มหาชน) (SHF) รายงานรายได้จากการขายสำหรับปี 2567 จำนวน ${fy2024.revenue} ล้านบาท เพิ่มขึ้นร้อยละ ${fy2024.revenueGrowth} จากปีก่อน และกำไรสุทธิ ${fy2024.netProfit} ล้านบาท เพิ่มขึ้นร้อยละ ${fy2024.netProfitGrowth} คิดเป็นกำไรต่อหุ้น ${fy2024.eps} บาท`,
        'การเติบโตมาจากราคาสุกรในประเทศที่ฟื้นตัว ยอดส่งออกเนื้อไก่แปรรูปไปญี่ปุ่นและสหราชอาณาจักรที่เพิ่มขึ้น และยอดขายอาหารพร้อมรับประทานที่ขยายตัวร้อยละ 11 ขณะที่ต้นทุนวัตถุดิบอาหารสัตว์ลดลงจากปีก่อน',
        'คณะกรรมการบริษัทมีมติเสนอต่อที่ประชุมสามัญผู้ถือหุ้นประจำปี 2568 ในวันที่ 25 เมษายน 2568 เพื่ออนุมัติการจ่ายเงินปันผลงวดสุดท้ายในอัตรา 0.60 บาทต่อหุ้น รวมกับเงินปันผลระหว่างกาล 0.35 บาทต่อหุ้นที่จ่ายไปแล้ว เป็นเงินปันผลทั้งปี 0.95 บาทต่อหุ้น',
        'กำหนดวันที่ไม่ได้รับสิทธิรับเงินปันผล (XD) ในวันที่ 7 พฤษภาคม 2568 และกำหนดจ่ายเงินปันผลในวันที่ 23 พฤษภาคม 2568',
      ],
      en: [
        `Siam Harvest Foods Public Company Limited (SHF) reported sales of THB ${fy2024.revenue} million for 2024, up ${fy2024.revenueGrowth}% on the previous year, and net profit of THB ${fy2024.netProfit} million, up ${fy2024.netProfitGrowth}%, or THB ${fy2024.eps} a share.`,
        'Growth came from the recovery of domestic pork prices, higher exports of processed chicken to Japan and the United Kingdom, and 11% growth in ready-meal sales, while feed ingredient costs were lower than a year earlier.',
        'The board will propose to the 2025 Annual General Meeting on 25 April 2025 a final dividend of THB 0.60 a share. Together with the interim dividend of THB 0.35 a share already paid, the dividend for the year totals THB 0.95 a share.',
        'The ex-dividend (XD) date is 7 May 2025, and the dividend will be paid on 23 May 2025.',
      ],
    },
    gallery: [],
    source: investorRelations,
  },
  {
    id: 'news-songkran-khlong-toei-elders',
    _type: 'news',
    title: {
      th: 'พนักงานจิตอาสาร่วมรดน้ำดำหัวผู้สูงอายุชุมชนคลองเตยในเทศกาลสงกรานต์',
      en: 'Employee volunteers celebrate Songkran with elders in Khlong Toei',
    },
    slug: 'songkran-with-khlong-toei-elders',
    publishedAt: '2025-04-10T04:00:00Z',
    category: 'activity',
    excerpt: {
      th: 'พนักงานสำนักงานใหญ่กว่า 120 คนร่วมสืบสานประเพณีสงกรานต์กับผู้สูงอายุในชุมชนรอบสำนักงาน พร้อมมอบชุดอาหารและของใช้จำเป็น',
      en: 'More than 120 head-office employees marked Songkran with elders from neighbouring communities and handed out food and essentials.',
    },
    thumbnail: scene(
      'community',
      'blue',
      'ผู้สูงอายุรับน้ำอบและดอกไม้จากพนักงานที่ไหว้ด้วยความเคารพ',
      'An elder receiving scented water and flowers from an employee with hands pressed in respect',
      {
        setting: 'sky',
        subject: 'older-person',
        around: ['folded-hands', 'droplet', 'blossom'],
      },
    ),
    body: {
      th: [
        'เนื่องในเทศกาลสงกรานต์ พนักงานจิตอาสาของสยามฮาร์เวสต์ ฟู้ดส์ จากสำนักงานใหญ่กว่า 120 คน ร่วมจัดกิจกรรมรดน้ำดำหัวขอพรผู้สูงอายุจาก 6 ชุมชนในเขตคลองเตย ณ ลานกิจกรรมชุมชน',
        'ภายในงานมีการมอบชุดอาหารพร้อมรับประทาน ไข่ไก่ และของใช้จำเป็นให้ผู้สูงอายุกว่า 400 คน พร้อมบริการตรวจสุขภาพเบื้องต้นโดยทีมพยาบาลจากศูนย์บริการสาธารณสุขในพื้นที่',
        'กิจกรรมนี้จัดต่อเนื่องเป็นปีที่ 10 สะท้อนความตั้งใจของบริษัทในการเป็นเพื่อนบ้านที่ดีของชุมชนรอบสำนักงานใหญ่ที่เราอยู่ร่วมกันมานานหลายทศวรรษ',
      ],
      en: [
        'To mark Songkran, more than 120 volunteers from the Siam Harvest Foods head office joined elders from six Khlong Toei communities for the traditional water-pouring blessing at the community hall.',
        'Over 400 elders received ready meals, eggs and household essentials, and nurses from the local public health centre offered basic health checks.',
        'Now in its tenth year, the event reflects our wish to be a good neighbour to the communities around the head office, which we have shared for decades.',
      ],
    },
    gallery: [
      galleryScene(
        'g1',
        'community',
        'blue',
        'ชุดอาหารและน้ำดื่มที่มอบให้ผู้สูงอายุ',
        'A food pack and drinking water for an elder',
        {
          setting: 'room',
          subject: 'package',
          around: ['old-woman', 'potable-water', 'rice-ball'],
        },
      ),
      galleryScene(
        'g2',
        'community',
        'blue',
        'พนักงานจิตอาสาและชาวชุมชนโอบกอดกันถ่ายภาพ',
        'Volunteers and neighbours hugging for a photo',
        { setting: 'sky', subject: 'people-hugging', around: ['camera-with-flash', 'blossom'] },
      ),
      galleryScene(
        'g3',
        'person',
        'blue',
        'บุคลากรทางการแพทย์ตรวจวัดความดันให้ผู้สูงอายุ',
        'A health worker checking an elder’s blood pressure',
        {
          setting: 'room',
          subject: 'health-worker',
          around: ['old-woman', 'stethoscope'],
        },
      ),
    ],
    source: corporateCommunications,
  },
  {
    id: 'news-bang-pakong-mangrove-planting',
    _type: 'news',
    title: {
      th: 'ปลูกป่าชายเลน 20,000 ต้น ที่ปากแม่น้ำบางปะกง เนื่องในวันสิ่งแวดล้อมโลก',
      en: '20,000 mangroves planted at the Bang Pakong estuary on World Environment Day',
    },
    slug: 'mangrove-planting-at-bang-pakong',
    publishedAt: '2025-06-05T03:00:00Z',
    category: 'sustainability',
    excerpt: {
      th: 'พนักงาน ชุมชน และหน่วยงานท้องถิ่นกว่า 300 คน ร่วมปลูกป่าชายเลนบนพื้นที่ 25 ไร่ ใกล้โรงงานแปรรูปไก่ฉะเชิงเทรา',
      en: 'More than 300 employees, villagers and local officials planted mangroves on 25 rai near our Chachoengsao poultry plant.',
    },
    thumbnail: scene(
      'leaf',
      'green',
      'ต้นกล้าป่าชายเลนริมน้ำ มีปูเดินอยู่บนเลน',
      'Mangrove seedlings at the water’s edge, a crab on the mud',
      { setting: 'sea', subject: 'seedling', around: ['deciduous-tree', 'crab', 'water-wave'] },
    ),
    body: {
      th: [
        'เนื่องในวันสิ่งแวดล้อมโลก 5 มิถุนายน สยามฮาร์เวสต์ ฟู้ดส์ ร่วมกับองค์การบริหารส่วนตำบลท่าสะอ้านและชุมชนประมงพื้นบ้าน จัดกิจกรรมปลูกต้นโกงกางและแสมจำนวน 20,000 ต้น บนพื้นที่ 25 ไร่ บริเวณปากแม่น้ำบางปะกง',
        'ป่าชายเลนเป็นแหล่งอนุบาลสัตว์น้ำและช่วยกักเก็บคาร์บอนได้มากกว่าป่าบกหลายเท่า บริษัทจะดูแลพื้นที่ร่วมกับชุมชนต่อเนื่องอีก 5 ปี และติดตามอัตราการรอดของต้นกล้าทุกไตรมาส',
        'ตั้งแต่ปี 2563 บริษัทปลูกป่าชายเลนแล้วกว่า 180 ไร่ในจังหวัดฉะเชิงเทราและสมุทรปราการ โดยมีเป้าหมาย 500 ไร่ภายในปี 2573',
      ],
      en: [
        'On World Environment Day, 5 June, Siam Harvest Foods joined the Tha Sa-an subdistrict administration and local fishing communities to plant 20,000 mangrove seedlings on 25 rai at the mouth of the Bang Pakong River.',
        'Mangroves are nurseries for fish and shellfish and store several times more carbon than inland forest. The company will look after the site with the community for five years and check seedling survival every quarter.',
        'Since 2020 the company has planted more than 180 rai of mangroves in Chachoengsao and Samut Prakan, towards a target of 500 rai by 2030.',
      ],
    },
    gallery: [
      galleryScene(
        'g1',
        'leaf',
        'green',
        'อาสาสมัครปลูกต้นกล้าลงในเลน',
        'A volunteer planting seedlings in the mud',
        {
          setting: 'sea',
          subject: 'woman-farmer',
          around: ['seedling', 'potted-plant', 'seedling'],
        },
      ),
      galleryScene(
        'g2',
        'community',
        'green',
        'ชาวประมงพื้นบ้านพายเรือมาร่วมปลูก',
        'Local fishers rowing in to join the planting',
        { setting: 'sea', subject: 'person-rowing-boat', around: ['fish', 'fishing-pole'] },
      ),
    ],
    source: corporateCommunications,
  },
  {
    id: 'news-happy-paws-japan',
    _type: 'news',
    title: {
      th: 'แฮปปี้ พอว์สขยายตลาดญี่ปุ่น เพิ่มขนมสุนัขอีกสองรายการ',
      en: 'Happy Paws expands in Japan with two more dog treats',
    },
    slug: 'happy-paws-expands-in-japan',
    publishedAt: '2025-07-15T03:00:00Z',
    category: 'press-release',
    excerpt: {
      th: 'หลังความสำเร็จของขนมขัดฟันสุนัข แฮปปี้ พอว์สเปิดตัวสันในไก่อบแห้งและเนื้อเป็ดอบแห้งในญี่ปุ่นผ่านผู้นำเข้าพันธมิตร',
      en: 'Following the success of its dental sticks, Happy Paws launches chicken and duck jerky in Japan through its import partner.',
    },
    thumbnail: scene(
      'pet',
      'blue',
      'สุนัขกับขนม เครื่องบิน และธงสีของญี่ปุ่น',
      'A dog with a treat, a plane and a flag in Japan’s colours',
      {
        setting: 'sky',
        subject: 'dog',
        around: ['bone', 'airplane'],
        flag: { colours: ['#ffffff', '#bc002d'], layout: 'disc' },
      },
    ),
    body: {
      th: [
        'แฮปปี้ พอว์ส แบรนด์ขนมสัตว์เลี้ยงของสยามฮาร์เวสต์ ฟู้ดส์ เพิ่มสินค้าสันในไก่อบแห้งและเนื้อเป็ดอบแห้งสำหรับสุนัขในตลาดญี่ปุ่น ผ่านซากุระเทเบิล เทรดดิ้ง ผู้นำเข้าที่เป็นพันธมิตรของบริษัท',
        'ขนมขัดฟันสุนัขแฮปปี้ พอว์สเข้าสู่ตลาดญี่ปุ่นตั้งแต่ปี 2566 และมียอดขายเติบโตเฉลี่ยกว่าร้อยละ 40 ต่อปี ด้วยจุดเด่นด้านวัตถุดิบที่ตรวจสอบย้อนกลับได้และไม่ใส่สารกันบูด',
        'สพ.ญ. ดร.นันทนา ศรีสุข ผู้เชี่ยวชาญด้านโภชนาการสัตว์เลี้ยง กล่าวว่า เจ้าของสัตว์เลี้ยงชาวญี่ปุ่นให้ความสำคัญกับส่วนประกอบที่เรียบง่าย ขนมเนื้อสัตว์ชนิดเดียวจึงตอบโจทย์ โดยเฉพาะเนื้อเป็ดสำหรับสุนัขที่แพ้ไก่',
        'สินค้าใหม่ทั้งสองรายการวางจำหน่ายในร้านสัตว์เลี้ยงและช่องทางออนไลน์ในญี่ปุ่นตั้งแต่เดือนสิงหาคม 2568',
      ],
      en: [
        'Happy Paws, the pet treat brand of Siam Harvest Foods, is adding chicken tenderloin jerky and duck jerky for dogs to its range in Japan through its import partner Sakura Table Trading.',
        'Happy Paws dental sticks entered Japan in 2023, and sales have grown by more than 40% a year on average thanks to traceable ingredients and no preservatives.',
        'Dr. Nantana Srisuk, the company’s pet nutrition specialist, said Japanese pet owners look for simple ingredient lists, which makes single-protein treats a good fit, especially duck for dogs that are allergic to chicken.',
        'Both products reach pet shops and online stores in Japan from August 2025.',
      ],
    },
    gallery: [
      galleryScene(
        'g1',
        'pet',
        'blue',
        'ไก่และเป็ด วัตถุดิบของขนมสุนัขสูตรใหม่',
        'Chicken and duck, the two new jerky treats',
        { setting: 'room', subject: 'dog-face', around: ['poultry-leg', 'duck'] },
      ),
    ],
    source: corporateCommunications,
  },
  {
    id: 'news-q2-2025-results-interim-dividend',
    _type: 'news',
    title: {
      th: 'ผลประกอบการไตรมาส 2/2568 และการจ่ายเงินปันผลระหว่างกาล 0.40 บาทต่อหุ้น',
      en: 'Q2 2025 results and an interim dividend of THB 0.40 a share',
    },
    slug: 'q2-2025-results-and-interim-dividend',
    publishedAt: '2025-08-14T10:30:00Z',
    category: 'investor',
    excerpt: {
      th: `รายได้ไตรมาส 2/2568 อยู่ที่ ${q22025.revenue} ล้านบาท กำไรสุทธิ ${q22025.netProfit} ล้านบาท คณะกรรมการอนุมัติจ่ายเงินปันผลระหว่างกาล 0.40 บาทต่อหุ้น`,
      en: `Q2 2025 sales were THB ${q22025.revenue} million and net profit THB ${q22025.netProfit} million; the board approved an interim dividend of THB 0.40 a share.`,
    },
    thumbnail: resultsPicture(
      'ยอดขาย (แท่ง) และกำไรสุทธิ (เส้น) รายไตรมาส ไตรมาส 2/2567 ถึงไตรมาส 2/2568',
      'Quarterly sales (bars) and net profit (line), Q2 2024 to Q2 2025',
      quarterSeries(2025, 2),
    ),
    body: {
      th: [
        `บริษัท สยามฮาร์เวสต์ ฟู้ดส์ จำกัด (มหาชน) รายงานรายได้จากการขายไตรมาส 2/2568 จำนวน ${q22025.revenue} ล้านบาท เพิ่มขึ้นร้อยละ ${q22025.revenueGrowth} จากช่วงเดียวกันของปีก่อน และกำไรสุทธิ ${q22025.netProfit} ล้านบาท ส่งผลให้กำไรสุทธิครึ่งแรกของปีอยู่ที่ ${q22025.yearToDateNetProfit} ล้านบาท`,
        'ธุรกิจอาหารแปรรูปและธุรกิจอาหารสัตว์เลี้ยงเติบโตโดดเด่น ขณะที่อัตรากำไรขั้นต้นปรับดีขึ้นจากการบริหารต้นทุนพลังงานและการใช้ไฟฟ้าจากโซลาร์รูฟท็อป',
        'คณะกรรมการบริษัทอนุมัติการจ่ายเงินปันผลระหว่างกาลจากผลการดำเนินงานครึ่งแรกของปี 2568 ในอัตรา 0.40 บาทต่อหุ้น กำหนดวันที่ไม่ได้รับสิทธิรับเงินปันผล (XD) ในวันที่ 27 สิงหาคม 2568 วันกำหนดรายชื่อผู้ถือหุ้น (Record Date) ในวันที่ 28 สิงหาคม 2568 และจ่ายเงินปันผลในวันที่ 12 กันยายน 2568',
      ],
      en: [
        `Siam Harvest Foods Public Company Limited reported Q2 2025 sales of THB ${q22025.revenue} million, up ${q22025.revenueGrowth}% year on year, and net profit of THB ${q22025.netProfit} million, bringing first-half net profit to THB ${q22025.yearToDateNetProfit} million.`,
        'Processed food and pet food grew strongly, and gross margin improved thanks to lower energy costs and electricity from solar rooftops.',
        'The board approved an interim dividend of THB 0.40 a share from first-half 2025 results. The ex-dividend (XD) date is 27 August 2025, the record date 28 August 2025, and payment is on 12 September 2025.',
      ],
    },
    gallery: [],
    source: investorRelations,
  },
  {
    id: 'news-green-garden-plant-based-krapao',
    _type: 'news',
    title: {
      th: 'กรีนการ์เด้นเปิดตัวข้าวกะเพราจากพืช อาหารวีแกนพร้อมรับประทาน',
      en: 'Green Garden launches plant-based krapao rice, a vegan ready meal',
    },
    slug: 'green-garden-launches-plant-based-krapao-rice',
    publishedAt: '2025-09-01T03:00:00Z',
    category: 'press-release',
    excerpt: {
      th: 'เมนูกะเพรายอดนิยมในแบบวีแกน ใช้เนื้อบดจากพืชกรีนการ์เด้น วางจำหน่ายในร้านสะดวกซื้อทั่วประเทศและสิงคโปร์',
      en: 'Thailand’s favourite krapao goes vegan with Green Garden plant-based mince, in convenience stores nationwide and in Singapore.',
    },
    thumbnail: scene(
      'plant',
      'green',
      'ข้าวกับเนื้อสัตว์จากพืชที่ทำจากถั่วเหลืองและเห็ด ผัดพริก',
      'Rice with a soy and mushroom mince, stir-fried with chilli',
      { setting: 'field', subject: 'cooked-rice', around: ['beans', 'mushroom', 'hot-pepper'] },
    ),
    body: {
      th: [
        'กรีนการ์เด้น แบรนด์อาหารจากพืชของสยามฮาร์เวสต์ ฟู้ดส์ เปิดตัวข้าวกะเพราจากพืช อาหารพร้อมรับประทานแช่แข็งเมนูแรกของแบรนด์ ที่ได้รับการรับรองวีแกน',
        'ผลิตภัณฑ์ใหม่พัฒนาร่วมกันระหว่างทีมวิจัยโปรตีนจากพืชและทีมสยามคิทเช่น ใช้เนื้อบดจากถั่วเหลืองและเห็ด ผัดกับพริก กระเทียม และใบกะเพราแท้ ปรุงรสด้วยซอสเห็ดแทนน้ำปลา ให้รสจัดจ้านใกล้เคียงข้าวกะเพราไก่ที่ขายดีที่สุดของบริษัท',
        'ดร.พิมพ์ชนก อุดมผล หัวหน้าฝ่ายวิจัยโปรตีนจากพืช กล่าวว่า ผู้บริโภคที่ลดเนื้อสัตว์ไม่ได้ต้องการเพียงเนื้อเทียม แต่ต้องการอาหารจานคุ้นเคยที่สะดวกและอร่อย จึงเลือกเริ่มจากเมนูที่คนไทยสั่งบ่อยที่สุด',
        'ข้าวกะเพราจากพืชวางจำหน่ายในร้านสะดวกซื้อควิกคอร์เนอร์ทั่วประเทศ และซูเปอร์มาร์เก็ตไลออนซิตี้ โกรเซอร์สในสิงคโปร์ ตั้งแต่วันที่ 1 กันยายน 2568',
      ],
      en: [
        'Green Garden, the plant-based brand of Siam Harvest Foods, has launched plant-based krapao rice, its first frozen ready meal, certified vegan.',
        'It was developed by our plant protein researchers with the Siam Kitchen team: soy and mushroom mince stir-fried with chillies, garlic and real holy basil, seasoned with mushroom sauce instead of fish sauce, with all the heat of the company’s best-selling chicken krapao rice.',
        'Dr. Pimchanok Udomphon, Head of Plant Protein Research, said people cutting down on meat want more than meat substitutes: they want familiar, convenient dishes that taste good, so the team started with the dish Thais order most.',
        'Plant-based krapao rice is on sale in Quick Corner convenience stores across Thailand and at Lion City Grocers in Singapore from 1 September 2025.',
      ],
    },
    gallery: [
      galleryScene(
        'g1',
        'plant',
        'green',
        'รถเข็นซื้อของกับผักและเห็ด: อาหารมังสวิรัติวางขายในร้านสะดวกซื้อ',
        'A shopping trolley with greens and mushrooms: the vegan meal on sale in stores',
        { setting: 'room', subject: 'shopping-cart', around: ['leafy-green', 'mushroom'] },
      ),
      galleryScene(
        'g2',
        'person',
        'green',
        'นักวิจัยศึกษาโปรตีนจากพืชในห้องปฏิบัติการ',
        'A researcher studying plant protein in the lab',
        {
          setting: 'lab',
          subject: 'woman-scientist',
          around: ['microscope', 'beans', 'test-tube'],
        },
      ),
    ],
    source: corporateCommunications,
  },
  {
    id: 'news-flood-relief-northeast',
    _type: 'news',
    title: {
      th: 'ส่งมอบอาหารพร้อมรับประทาน 50,000 ชุด ช่วยผู้ประสบอุทกภัยภาคอีสาน',
      en: '50,000 ready meals delivered to flood victims in the northeast',
    },
    slug: 'ready-meals-for-flood-victims-in-the-northeast',
    publishedAt: '2025-10-08T03:00:00Z',
    category: 'activity',
    excerpt: {
      th: 'บริษัทส่งรถห้องเย็นนำอาหารพร้อมรับประทาน ไข่ไก่ และน้ำดื่มไปยังจุดพักพิงผู้ประสบภัยในจังหวัดอุบลราชธานีและยโสธร',
      en: 'Refrigerated trucks took ready meals, eggs and drinking water to shelters in Ubon Ratchathani and Yasothon.',
    },
    thumbnail: scene(
      'community',
      'blue',
      'รถห้องเย็นขนอาหารพร้อมรับประทานและน้ำดื่มไปยังผู้ประสบภัย',
      'A refrigerated truck carrying ready meals and drinking water to flood victims',
      {
        setting: 'sky',
        subject: 'delivery-truck',
        around: ['snowflake', 'package', 'potable-water'],
      },
    ),
    body: {
      th: [
        'สยามฮาร์เวสต์ ฟู้ดส์ ส่งมอบอาหารพร้อมรับประทานสยามคิทเช่น 50,000 ชุด ไข่ไก่ 30,000 ฟอง และน้ำดื่ม 20,000 ขวด ให้ผู้ประสบอุทกภัยในจังหวัดอุบลราชธานีและยโสธร ผ่านศูนย์ช่วยเหลือของจังหวัดและอาสาสมัครในพื้นที่',
        'บริษัทใช้รถห้องเย็นของฝ่ายห่วงโซ่อุปทานขนส่งอาหารแช่แข็งถึงจุดพักพิงโดยตรง และติดตั้งตู้แช่พร้อมเครื่องปั่นไฟชั่วคราวเพื่อให้ผู้ประสบภัยได้รับอาหารที่ปลอดภัยต่อเนื่อง',
        'นอกจากนี้ พนักงานได้ร่วมบริจาคเงินสมทบกองทุนฟื้นฟูบ้านเรือนหลังน้ำลด โดยบริษัทสมทบเพิ่มในจำนวนเท่ากัน',
      ],
      en: [
        'Siam Harvest Foods delivered 50,000 Siam Kitchen ready meals, 30,000 eggs and 20,000 bottles of drinking water to flood victims in Ubon Ratchathani and Yasothon through provincial relief centres and local volunteers.',
        'Our supply chain team’s refrigerated trucks took the frozen meals straight to shelters, where we set up freezers with temporary generators so people could keep getting safe food.',
        'Employees also donated to a fund to repair homes once the water recedes, and the company is matching every baht.',
      ],
    },
    gallery: [
      galleryScene(
        'g1',
        'community',
        'blue',
        'อาสาสมัครยื่นอาหารให้ผู้ประสบภัยที่จุดพักพิง',
        'A volunteer handing out meals at a shelter',
        {
          setting: 'room',
          subject: 'bento-box',
          around: ['open-hands', 'tent', 'person-raising-hand'],
        },
      ),
      galleryScene(
        'g2',
        'store',
        'gray',
        'อาหารแช่แข็งและไข่ที่เก็บเย็นไว้ที่จุดพักพิง',
        'Frozen meals and eggs kept cold at a shelter',
        { setting: 'room', subject: 'snowflake', around: ['ice', 'egg', 'package'] },
      ),
    ],
    source: corporateCommunications,
  },
  {
    id: 'news-antibiotic-use-halved',
    _type: 'news',
    title: {
      th: 'ลดการใช้ยาปฏิชีวนะในฟาร์มไก่เนื้อได้ครึ่งหนึ่งจากปี 2563',
      en: 'Antibiotic use on broiler farms halved since 2020',
    },
    slug: 'antibiotic-use-on-broiler-farms-halved',
    publishedAt: '2025-12-08T03:00:00Z',
    category: 'sustainability',
    excerpt: {
      th: 'การปรับปรุงโรงเรือน ระบบป้องกันโรค และวัคซีน ทำให้ฟาร์มไก่เนื้อของบริษัทใช้ยาปฏิชีวนะลดลงร้อยละ 52 เมื่อเทียบกับปี 2563',
      en: 'Better housing, biosecurity and vaccination have cut antibiotic use on our broiler farms by 52% compared with 2020.',
    },
    thumbnail: scene(
      'farm',
      'green',
      'ไก่สุขภาพดีกับกราฟการใช้ยาที่ลดลง',
      'Healthy chickens and a falling chart of medicine use',
      { setting: 'field', subject: 'chicken', around: ['hut', 'pill'], chart: 'down' },
    ),
    body: {
      th: [
        'สยามฮาร์เวสต์ ฟู้ดส์ ลดปริมาณการใช้ยาปฏิชีวนะต่อน้ำหนักไก่ที่ผลิตในฟาร์มไก่เนื้อของบริษัทและฟาร์มคู่สัญญาได้ร้อยละ 52 เมื่อเทียบกับปีฐาน 2563 บรรลุเป้าหมายที่ตั้งไว้ก่อนกำหนดหนึ่งปี',
        'ความสำเร็จนี้มาจากการปรับปรุงระบบระบายอากาศในโรงเรือน การลดความหนาแน่นในการเลี้ยง การใช้วัคซีนและโพรไบโอติก และการฝึกอบรมผู้เลี้ยงกว่า 1,200 รายให้เฝ้าระวังโรคตั้งแต่ระยะเริ่มต้น ทั้งนี้ บริษัทไม่ใช้ยาปฏิชีวนะเพื่อเร่งการเจริญเติบโต',
        'น.สพ. ดร.ศุภชัย นาคสวัสดิ์ ผู้อำนวยการฝ่ายสุขภาพและสวัสดิภาพสัตว์ กล่าวว่า สัตว์ที่มีสุขภาพดีตั้งแต่ต้นไม่จำเป็นต้องรับยา ซึ่งดีทั้งต่อสวัสดิภาพสัตว์และช่วยลดปัญหาเชื้อดื้อยาในระยะยาว',
        'ขั้นต่อไป บริษัทตั้งเป้าขยายแนวทางเดียวกันสู่ฟาร์มสุกรและฟาร์มเป็ด และจะเปิดเผยข้อมูลการใช้ยาปฏิชีวนะในรายงานความยั่งยืนทุกปี',
      ],
      en: [
        'Siam Harvest Foods has cut antibiotic use per kilogram of chicken produced on its own and contract broiler farms by 52% against a 2020 baseline, reaching its target a year early.',
        'The result comes from better ventilation in poultry houses, lower stocking density, vaccines and probiotics, and training more than 1,200 farmers to spot disease early. The company does not use antibiotics to promote growth.',
        'Dr. Supachai Naksawat, Director of Animal Health and Welfare, said animals that are healthy from the start do not need medicine, which is better for their welfare and helps limit antimicrobial resistance in the long run.',
        'The company now aims to take the same approach to its pig and duck farms and will disclose antibiotic use in its sustainability report every year.',
      ],
    },
    gallery: [
      galleryScene(
        'g1',
        'chicken',
        'green',
        'ลูกไก่และไก่ในโรงเรือนที่อากาศถ่ายเทดีและมีน้ำสะอาด',
        'Chicks and chickens with fresh air and clean water',
        {
          setting: 'field',
          subject: 'baby-chick',
          around: ['chicken', 'wind-face', 'potable-water'],
        },
      ),
      galleryScene(
        'g2',
        'person',
        'green',
        'สัตวแพทย์ตรวจสุขภาพไก่ มีวัคซีนอยู่ใกล้มือ',
        'A veterinarian checking chickens, vaccines at hand',
        {
          setting: 'field',
          subject: 'health-worker',
          around: ['chicken', 'stethoscope', 'syringe'],
        },
      ),
    ],
    source: corporateCommunications,
  },
  {
    id: 'news-vietnam-representative-office',
    _type: 'news',
    title: {
      th: 'เปิดสำนักงานผู้แทนที่นครโฮจิมินห์ รุกตลาดเวียดนาม',
      en: 'Representative office opens in Ho Chi Minh City to grow in Vietnam',
    },
    slug: 'representative-office-opens-in-ho-chi-minh-city',
    publishedAt: '2026-01-20T03:00:00Z',
    category: 'press-release',
    excerpt: {
      th: 'สำนักงานใหม่จะดูแลลูกค้าค้าปลีกและร้านอาหารในเวียดนาม ซึ่งเป็นตลาดส่งออกที่เติบโตเร็วที่สุดของบริษัทในปี 2568',
      en: 'The new office will serve retail and restaurant customers in Vietnam, the company’s fastest-growing export market in 2025.',
    },
    thumbnail: scene(
      'handshake',
      'red',
      'อาคารสำนักงานใหม่ การจับมือ และธงสีของเวียดนาม',
      'A new office, a handshake and a flag in Vietnam’s colours',
      {
        setting: 'sky',
        subject: 'office-building',
        around: ['handshake', 'airplane'],
        flag: { colours: ['#da251d', '#ffcd00'], layout: 'star' },
      },
    ),
    body: {
      th: [
        'บริษัท สยามฮาร์เวสต์ ฟู้ดส์ จำกัด (มหาชน) เปิดสำนักงานผู้แทนแห่งแรกในต่างประเทศ ที่เขต 1 นครโฮจิมินห์ ประเทศเวียดนาม เพื่อดูแลคู่ค้าและขยายช่องทางจำหน่ายผลิตภัณฑ์ในเวียดนามโดยตรง',
        'ยอดขายในเวียดนามปี 2568 เติบโตร้อยละ 34 นำโดยหมูยอ ขนมจีบหมู ลูกชิ้นหมู และขนมแมวเลียแฮปปี้ พอว์ส ผ่านร้านสะดวกซื้อและตลาดออนไลน์',
        'นายอนุชา ลิ้มประเสริฐ ประธานเจ้าหน้าที่บริหาร กล่าวว่า เวียดนามมีประชากรวัยทำงานจำนวนมากและมีความต้องการอาหารสะดวกซื้อที่ปลอดภัยสูงขึ้นต่อเนื่อง การมีทีมในพื้นที่จะช่วยให้เราพัฒนาสินค้าที่ตรงกับรสนิยมของผู้บริโภคเวียดนามได้เร็วขึ้น',
      ],
      en: [
        'Siam Harvest Foods Public Company Limited has opened its first overseas representative office, in District 1, Ho Chi Minh City, to look after partners and grow its sales channels in Vietnam directly.',
        'Sales in Vietnam grew 34% in 2025, led by Thai pork roll, pork shumai, pork meatballs and Happy Paws creamy cat treats sold through convenience stores and online marketplaces.',
        'Mr. Anucha Limprasert, Chief Executive Officer, said Vietnam’s large working-age population wants more safe, convenient food every year, and a local team will help us develop products for Vietnamese tastes more quickly.',
      ],
    },
    gallery: [
      galleryScene(
        'g1',
        'handshake',
        'red',
        'ผู้บริหารจับมือกันในพิธีเปิดสำนักงาน',
        'Executives shaking hands at the office opening',
        {
          setting: 'stage',
          subject: 'handshake',
          around: ['man-office-worker', 'woman-office-worker', 'party-popper'],
        },
      ),
      galleryScene(
        'g2',
        'map',
        'red',
        'หมุดปักบนนครโฮจิมินห์ เมืองที่คึกคักด้วยรถสกูตเตอร์',
        'A pin on busy Ho Chi Minh City and its scooters',
        { setting: 'sky', subject: 'round-pushpin', around: ['cityscape', 'motor-scooter'] },
      ),
    ],
    source: corporateCommunications,
  },
  {
    id: 'news-fy2025-results',
    _type: 'news',
    title: {
      th: `ผลประกอบการปี 2568: รายได้ ${fy2025.revenue} ล้านบาท เสนอจ่ายปันผล 0.65 บาทต่อหุ้น`,
      en: `2025 results: sales of THB ${fy2025.revenue} million, dividend of THB 0.65 a share proposed`,
    },
    slug: '2025-results-and-dividend-proposal',
    publishedAt: '2026-02-26T10:30:00Z',
    category: 'investor',
    excerpt: {
      th: `กำไรสุทธิปี 2568 เพิ่มขึ้นร้อยละ ${fy2025.netProfitGrowth} เป็น ${fy2025.netProfit} ล้านบาท คณะกรรมการเสนอจ่ายเงินปันผลงวดสุดท้าย 0.65 บาทต่อหุ้น รวมทั้งปี ${fy2025.dividendPerShare} บาทต่อหุ้น`,
      en: `Net profit rose ${fy2025.netProfitGrowth}% to THB ${fy2025.netProfit} million in 2025; the board proposes a final dividend of THB 0.65 a share, THB ${fy2025.dividendPerShare} for the year.`,
    },
    thumbnail: resultsPicture(
      'ยอดขาย (แท่ง) และกำไรสุทธิ (เส้น) ปี 2564 ถึงปี 2568',
      'Sales (bars) and net profit (line), 2021 to 2025',
      yearSeries(2025),
    ),
    body: {
      th: [
        `บริษัท สยามฮาร์เวสต์ ฟู้ดส์ จำกัด (มหาชน) (SHF) รายงานรายได้จากการขายปี 2568 จำนวน ${fy2025.revenue} ล้านบาท เพิ่มขึ้นร้อยละ ${fy2025.revenueGrowth} และกำไรสุทธิ ${fy2025.netProfit} ล้านบาท เพิ่มขึ้นร้อยละ ${fy2025.netProfitGrowth} คิดเป็นกำไรต่อหุ้น ${fy2025.eps} บาท`,
        'ธุรกิจอาหารแปรรูปมีสัดส่วนรายได้เพิ่มขึ้นเป็นร้อยละ 31 ของรายได้รวม ธุรกิจอาหารสัตว์เลี้ยงเติบโตร้อยละ 27 และยอดส่งออกคิดเป็นร้อยละ 38 ของรายได้รวม โดยเวียดนามและญี่ปุ่นเป็นตลาดที่เติบโตสูงสุด',
        `คณะกรรมการบริษัทมีมติเสนอต่อที่ประชุมสามัญผู้ถือหุ้นประจำปี 2569 ในวันที่ 24 เมษายน 2569 เพื่ออนุมัติการจ่ายเงินปันผลงวดสุดท้ายในอัตรา 0.65 บาทต่อหุ้น รวมกับเงินปันผลระหว่างกาล 0.40 บาทต่อหุ้น เป็นเงินปันผลทั้งปี ${fy2025.dividendPerShare} บาทต่อหุ้น หรือคิดเป็นอัตราการจ่ายเงินปันผลร้อยละ ${fy2025.payout} ของกำไรสุทธิ`,
        'กำหนดวันที่ไม่ได้รับสิทธิรับเงินปันผล (XD) ในวันที่ 6 พฤษภาคม 2569 วันกำหนดรายชื่อผู้ถือหุ้นในวันที่ 7 พฤษภาคม 2569 และจ่ายเงินปันผลในวันที่ 22 พฤษภาคม 2569 บริษัทจะนำเสนอผลการดำเนินงานในงาน Opportunity Day วันที่ 5 มีนาคม 2569',
      ],
      en: [
        `Siam Harvest Foods Public Company Limited (SHF) reported 2025 sales of THB ${fy2025.revenue} million, up ${fy2025.revenueGrowth}%, and net profit of THB ${fy2025.netProfit} million, up ${fy2025.netProfitGrowth}%, or THB ${fy2025.eps} a share.`,
        'Processed food rose to 31% of total sales, pet food grew 27%, and exports made up 38% of sales, with Vietnam and Japan growing fastest.',
        `The board will propose to the 2026 Annual General Meeting on 24 April 2026 a final dividend of THB 0.65 a share. With the interim dividend of THB 0.40 a share, the dividend for the year totals THB ${fy2025.dividendPerShare} a share, a payout of ${fy2025.payout}% of net profit.`,
        'The ex-dividend (XD) date is 6 May 2026, the record date 7 May 2026 and the payment date 22 May 2026. Management will present the results at Opportunity Day on 5 March 2026.',
      ],
    },
    gallery: [],
    source: investorRelations,
    seo: {
      title: { th: 'ผลประกอบการปี 2568 | สยามฮาร์เวสต์ ฟู้ดส์', en: '2025 results | Siam Harvest Foods' },
      description: {
        th: `รายได้ปี 2568 ${fy2025.revenue} ล้านบาท กำไรสุทธิ ${fy2025.netProfit} ล้านบาท เสนอจ่ายเงินปันผลงวดสุดท้าย 0.65 บาทต่อหุ้น`,
        en: `2025 sales of THB ${fy2025.revenue} million, net profit of THB ${fy2025.netProfit} million and a proposed final dividend of THB 0.65 a share.`,
      },
    },
  },
  {
    id: 'news-farmer-children-scholarships',
    _type: 'news',
    title: {
      th: 'มอบทุนการศึกษา 500 ทุนแก่บุตรเกษตรกรคู่สัญญา',
      en: '500 scholarships for the children of contract farmers',
    },
    slug: 'scholarships-for-children-of-contract-farmers',
    publishedAt: '2026-03-18T03:00:00Z',
    category: 'activity',
    excerpt: {
      th: 'โครงการทุนการศึกษาฮาร์เวสต์ปันรู้ ปีที่ 12 มอบทุนรวม 7.5 ล้านบาท ให้นักเรียนและนักศึกษาใน 14 จังหวัด',
      en: 'In its 12th year, the Harvest scholarship programme awarded THB 7.5 million to students in 14 provinces.',
    },
    thumbnail: scene(
      'community',
      'gold',
      'นักเรียนบนเวทีรับทุนการศึกษา พร้อมหมวกบัณฑิตและหนังสือ',
      'A student on stage receiving a scholarship, with a mortarboard and books',
      {
        setting: 'stage',
        subject: 'student',
        around: ['graduation-cap', 'books', 'clapping-hands'],
      },
    ),
    body: {
      th: [
        'สยามฮาร์เวสต์ ฟู้ดส์ จัดพิธีมอบทุนการศึกษาโครงการ "ฮาร์เวสต์ปันรู้" ประจำปี 2569 จำนวน 500 ทุน มูลค่ารวม 7.5 ล้านบาท ให้บุตรหลานของเกษตรกรผู้เลี้ยงไก่ สุกร และเป็ดคู่สัญญาใน 14 จังหวัด',
        'ทุนครอบคลุมตั้งแต่ระดับมัธยมศึกษาถึงปริญญาตรี โดยนักศึกษาสาขาสัตวแพทยศาสตร์ สัตวศาสตร์ และวิทยาศาสตร์การอาหาร สามารถฝึกงานกับบริษัทและได้รับการพิจารณาเข้าทำงานเป็นลำดับแรกหลังสำเร็จการศึกษา',
        'นับตั้งแต่เริ่มโครงการในปี 2558 บริษัทมอบทุนไปแล้วกว่า 4,600 ทุน และมีผู้รับทุนกลับมาทำงานกับบริษัทหรือกลับไปพัฒนาฟาร์มของครอบครัวกว่า 300 คน',
      ],
      en: [
        'Siam Harvest Foods presented 500 “Harvest Shares Knowledge” scholarships for 2026, worth THB 7.5 million in total, to the children of contract chicken, pig and duck farmers in 14 provinces.',
        'The scholarships run from secondary school to university. Students of veterinary science, animal science and food science can intern with the company and are first in line for jobs when they graduate.',
        'Since the programme began in 2015 the company has awarded more than 4,600 scholarships, and over 300 recipients have joined the company or gone home to improve their family farms.',
      ],
    },
    gallery: [
      galleryScene(
        'g1',
        'community',
        'gold',
        'ผู้บริหารถ่ายภาพร่วมกับนักเรียนผู้รับทุน',
        'An executive with scholarship students, posing for a photo',
        {
          setting: 'stage',
          subject: 'woman-office-worker',
          around: ['student', 'student', 'camera-with-flash'],
        },
      ),
      galleryScene(
        'g2',
        'farm',
        'green',
        'นักเรียนผู้รับทุนช่วยครอบครัวทำงานในฟาร์ม',
        'A scholarship student helping on the family farm',
        {
          setting: 'field',
          subject: 'student',
          around: ['farmer', 'sheaf-of-rice', 'chicken'],
        },
      ),
    ],
    source: corporateCommunications,
  },
  {
    id: 'news-agm-2026-resolutions',
    _type: 'news',
    title: {
      th: 'ที่ประชุมสามัญผู้ถือหุ้นประจำปี 2569 อนุมัติจ่ายเงินปันผล 0.65 บาทต่อหุ้น',
      en: '2026 Annual General Meeting approves a dividend of THB 0.65 a share',
    },
    slug: '2026-agm-approves-dividend',
    publishedAt: '2026-04-24T09:00:00Z',
    category: 'investor',
    excerpt: {
      th: 'ผู้ถือหุ้นอนุมัติงบการเงินปี 2568 การจ่ายเงินปันผล และการเลือกตั้งกรรมการที่ครบวาระกลับเข้าดำรงตำแหน่ง',
      en: 'Shareholders approved the 2025 financial statements, the dividend and the re-election of retiring directors.',
    },
    thumbnail: scene(
      'handshake',
      'blue',
      'ผู้ถือหุ้นยกมือและหย่อนบัตรลงคะแนนเรื่องเงินปันผล',
      'Shareholders raising hands and casting ballots on the dividend',
      {
        setting: 'room',
        subject: 'ballot-box-with-ballot',
        around: ['raising-hands', 'coin', 'busts-in-silhouette'],
      },
    ),
    body: {
      th: [
        'บริษัท สยามฮาร์เวสต์ ฟู้ดส์ จำกัด (มหาชน) จัดการประชุมสามัญผู้ถือหุ้นประจำปี 2569 เมื่อวันที่ 24 เมษายน 2569 ในรูปแบบไฮบริด ณ ห้องประชุมสำนักงานใหญ่และผ่านสื่ออิเล็กทรอนิกส์ มีผู้ถือหุ้นเข้าร่วมประชุมด้วยตนเองและโดยการมอบฉันทะรวมร้อยละ 78.4 ของหุ้นที่จำหน่ายได้แล้วทั้งหมด',
        'ที่ประชุมมีมติอนุมัติงบการเงินประจำปี 2568 และการจ่ายเงินปันผลงวดสุดท้ายในอัตรา 0.65 บาทต่อหุ้น โดยจะจ่ายในวันที่ 22 พฤษภาคม 2569 แก่ผู้ถือหุ้นที่มีรายชื่อ ณ วันที่ 7 พฤษภาคม 2569',
        'ที่ประชุมยังอนุมัติการเลือกตั้งกรรมการที่ครบวาระ 3 ท่านกลับเข้าดำรงตำแหน่ง ค่าตอบแทนกรรมการ และการแต่งตั้งผู้สอบบัญชีสำหรับปี 2569 โดยรายงานการประชุมจะเผยแพร่บนเว็บไซต์ภายใน 14 วัน',
      ],
      en: [
        'Siam Harvest Foods Public Company Limited held its 2026 Annual General Meeting on 24 April 2026 as a hybrid meeting at the head office and online. Shareholders attending in person or by proxy held 78.4% of the issued shares.',
        'The meeting approved the 2025 financial statements and a final dividend of THB 0.65 a share, payable on 22 May 2026 to shareholders on the register on 7 May 2026.',
        'It also re-elected three retiring directors and approved directors’ remuneration and the appointment of the auditor for 2026. The minutes will be published on this website within 14 days.',
      ],
    },
    gallery: [
      galleryScene(
        'g1',
        'handshake',
        'blue',
        'ผู้ถือหุ้นแสดงบัตรลงทะเบียนเข้าร่วมประชุม',
        'A shareholder showing an ID card at registration',
        {
          setting: 'room',
          subject: 'man-office-worker',
          around: ['identification-card', 'clipboard', 'pen'],
        },
      ),
    ],
    source: investorRelations,
  },
  {
    id: 'news-2025-sustainability-report',
    _type: 'news',
    title: {
      th: 'เผยแพร่รายงานความยั่งยืนปี 2568 ลดการปล่อยก๊าซเรือนกระจกได้ร้อยละ 18',
      en: '2025 sustainability report: greenhouse gas emissions down 18%',
    },
    slug: '2025-sustainability-report',
    publishedAt: '2026-06-05T03:00:00Z',
    category: 'sustainability',
    excerpt: {
      th: 'รายงานฉบับล่าสุดแสดงความคืบหน้าด้านพลังงานหมุนเวียน บรรจุภัณฑ์ที่รีไซเคิลได้ และการดูแลเกษตรกรและแรงงานในห่วงโซ่อุปทาน',
      en: 'The latest report tracks progress on renewable energy, recyclable packaging and care for farmers and workers in our supply chain.',
    },
    thumbnail: scene(
      'leaf',
      'green',
      'รายงานที่เปิดอยู่ท่ามกลางต้นกล้า แสงแดด และสัญลักษณ์รีไซเคิล',
      'An open report among seedlings, sunshine and recycling',
      { setting: 'sky', subject: 'open-book', around: ['seedling', 'recycling-symbol', 'sun'] },
    ),
    body: {
      th: [
        'สยามฮาร์เวสต์ ฟู้ดส์ เผยแพร่รายงานความยั่งยืนประจำปี 2568 ซึ่งจัดทำตามมาตรฐานการรายงานสากลและผ่านการทวนสอบข้อมูลด้านสิ่งแวดล้อมโดยหน่วยงานภายนอก',
        'ในปี 2568 บริษัทลดการปล่อยก๊าซเรือนกระจกขอบเขตที่ 1 และ 2 ได้ร้อยละ 18 เมื่อเทียบกับปีฐาน 2563 สัดส่วนไฟฟ้าจากพลังงานหมุนเวียนเพิ่มเป็นร้อยละ 27 และเปลี่ยนถาดบรรจุเนื้อสัตว์สดเป็นวัสดุชนิดเดียวที่รีไซเคิลได้แล้วร้อยละ 85',
        'ด้านสังคม บริษัทไม่มีอุบัติเหตุร้ายแรงจากการทำงาน อัตราการบาดเจ็บถึงขั้นหยุดงานลดลงร้อยละ 30 และตรวจประเมินสภาพการจ้างงานของซัพพลายเออร์ที่มีความเสี่ยงสูงครบทุกราย',
        'ผู้สนใจสามารถดาวน์โหลดรายงานฉบับเต็มได้ในหน้าการพัฒนาที่ยั่งยืนของเว็บไซต์',
      ],
      en: [
        'Siam Harvest Foods has published its 2025 sustainability report, prepared to international reporting standards, with environmental data verified by an independent body.',
        'In 2025 the company cut scope 1 and 2 greenhouse gas emissions by 18% against its 2020 baseline, raised renewable electricity to 27% of the total, and moved 85% of its fresh meat trays to a recyclable single material.',
        'On the social side there were no serious workplace accidents, the lost-time injury rate fell by 30%, and every high-risk supplier had its employment conditions audited.',
        'The full report can be downloaded from the sustainable development page of this website.',
      ],
    },
    gallery: [
      galleryScene(
        'g1',
        'chart',
        'green',
        'กราฟแท่งขาลงกับเมฆและต้นไม้: การปล่อยก๊าซเรือนกระจกที่ลดลงตั้งแต่ปี 2563',
        'Falling bars with a cloud and a tree: greenhouse gas emissions down since 2020',
        {
          setting: 'board',
          subject: 'deciduous-tree',
          around: ['cloud', 'factory'],
          chart: 'down',
        },
      ),
      galleryScene(
        'g2',
        'leaf',
        'green',
        'ถาดบรรจุเนื้อสัตว์ที่รีไซเคิลได้',
        'A recyclable tray for fresh meat',
        { setting: 'room', subject: 'recycling-symbol', around: ['cut-of-meat', 'package'] },
      ),
    ],
    source: corporateCommunications,
  },
  {
    id: 'news-saraburi-ready-meal-line',
    _type: 'news',
    title: {
      th: 'เปิดสายการผลิตอาหารพร้อมรับประทานใหม่ที่สระบุรี เพิ่มกำลังการผลิตร้อยละ 40',
      en: 'New ready-meal line opens in Saraburi, raising capacity by 40%',
    },
    slug: 'new-ready-meal-line-opens-in-saraburi',
    publishedAt: '2026-07-09T03:00:00Z',
    category: 'press-release',
    excerpt: {
      th: 'การลงทุน 1,200 ล้านบาทในระบบอัตโนมัติและการแช่แข็งประหยัดพลังงาน รองรับความต้องการอาหารพร้อมรับประทานในไทยและต่างประเทศ',
      en: 'A THB 1,200 million investment in automation and energy-efficient freezing meets growing demand for ready meals at home and abroad.',
    },
    thumbnail: scene(
      'factory',
      'blue',
      'โรงงานกับปั้นจั่นก่อสร้าง เฟือง และอาหารพร้อมรับประทาน: สายการผลิตใหม่',
      'A plant with a crane, gears and ready meals: the new production line',
      {
        setting: 'sky',
        subject: 'factory',
        around: ['building-construction', 'bento-box', 'gear'],
      },
    ),
    body: {
      th: [
        'บริษัท สยามฮาร์เวสต์ ฟู้ดส์ จำกัด (มหาชน) เปิดสายการผลิตอาหารพร้อมรับประทานใหม่ที่โรงงานสระบุรี มูลค่าการลงทุน 1,200 ล้านบาท เพิ่มกำลังการผลิตอาหารพร้อมรับประทานขึ้นร้อยละ 40 เป็น 240,000 กล่องต่อวัน',
        'สายการผลิตใหม่ใช้ระบบบรรจุอัตโนมัติ เครื่องตรวจจับสิ่งแปลกปลอมด้วยรังสีเอกซ์ และอุโมงค์แช่แข็งที่ใช้สารทำความเย็นธรรมชาติ ซึ่งใช้พลังงานน้อยกว่าระบบเดิมราวร้อยละ 25',
        'นายณัฐพล ศักดิ์ดี ประธานเจ้าหน้าที่ฝ่ายปฏิบัติการ กล่าวว่า สายการผลิตนี้จะรองรับทั้งสินค้าของสยามคิทเช่นและกรีนการ์เด้น รวมถึงคำสั่งซื้อจากลูกค้าส่งออกในสหราชอาณาจักร ญี่ปุ่น และสิงคโปร์ที่เพิ่มขึ้นต่อเนื่อง',
      ],
      en: [
        'Siam Harvest Foods Public Company Limited has opened a new ready-meal line at its Saraburi plant. The THB 1,200 million investment raises ready-meal capacity by 40% to 240,000 trays a day.',
        'The line has automated packing, X-ray foreign-body detection and a freezing tunnel that runs on natural refrigerants and uses about 25% less energy than the older equipment.',
        'Mr. Nattapon Sakdee, Chief Operating Officer, said the line will make both Siam Kitchen and Green Garden products and meet rising orders from export customers in the United Kingdom, Japan and Singapore.',
      ],
    },
    gallery: [
      galleryScene(
        'g1',
        'factory',
        'blue',
        'เครื่องจักรอัตโนมัติบรรจุอาหารลงกล่อง',
        'Automated machinery packing meals into boxes',
        { setting: 'lab', subject: 'gear', around: ['package', 'mechanical-arm', 'bento-box'] },
      ),
      galleryScene(
        'g2',
        'meal',
        'red',
        'อาหารพร้อมรับประทานเรียงบนสายพานก่อนเข้าห้องแช่แข็ง',
        'Ready meals in a row on their way to the freezer',
        { setting: 'lab', subject: 'bento-box', around: ['bento-box', 'bento-box', 'snowflake'] },
      ),
      galleryScene(
        'g3',
        'person',
        'blue',
        'พนักงานตรวจคุณภาพอาหารพร้อมรับประทาน',
        'A worker inspecting ready meals for quality',
        {
          setting: 'lab',
          subject: 'woman-factory-worker',
          around: ['magnifying-glass-tilted-left', 'check-mark-button', 'bento-box'],
        },
      ),
    ],
    source: corporateCommunications,
  },
  {
    id: 'news-q2-2026-results-interim-dividend',
    _type: 'news',
    title: {
      th: 'ผลประกอบการไตรมาส 2/2569 และการจ่ายเงินปันผลระหว่างกาล 0.45 บาทต่อหุ้น',
      en: 'Q2 2026 results and an interim dividend of THB 0.45 a share',
    },
    slug: 'q2-2026-results-and-interim-dividend',
    publishedAt: '2026-08-13T10:30:00Z',
    category: 'investor',
    excerpt: {
      th: `รายได้ไตรมาส 2/2569 เพิ่มขึ้นร้อยละ ${q22026.revenueGrowth} เป็น ${q22026.revenue} ล้านบาท กำไรสุทธิ ${q22026.netProfit} ล้านบาท และอนุมัติเงินปันผลระหว่างกาล 0.45 บาทต่อหุ้น`,
      en: `Q2 2026 sales rose ${q22026.revenueGrowth}% to THB ${q22026.revenue} million with net profit of THB ${q22026.netProfit} million; an interim dividend of THB 0.45 a share was approved.`,
    },
    thumbnail: resultsPicture(
      'ยอดขาย (แท่ง) และกำไรสุทธิ (เส้น) รายไตรมาส ไตรมาส 2/2568 ถึงไตรมาส 2/2569',
      'Quarterly sales (bars) and net profit (line), Q2 2025 to Q2 2026',
      quarterSeries(2026, 2),
    ),
    body: {
      th: [
        `บริษัท สยามฮาร์เวสต์ ฟู้ดส์ จำกัด (มหาชน) รายงานรายได้จากการขายไตรมาส 2/2569 จำนวน ${q22026.revenue} ล้านบาท เพิ่มขึ้นร้อยละ ${q22026.revenueGrowth} จากช่วงเดียวกันของปีก่อน และกำไรสุทธิ ${q22026.netProfit} ล้านบาท เพิ่มขึ้นร้อยละ ${q22026.netProfitGrowth}`,
        'ผลการดำเนินงานได้แรงหนุนจากยอดขายอาหารพร้อมรับประทานหลังเปิดสายการผลิตใหม่ที่สระบุรี ยอดขายในเวียดนามที่เติบโตต่อเนื่อง และราคาไก่ส่งออกที่ทรงตัวในระดับดี',
        'คณะกรรมการบริษัทอนุมัติการจ่ายเงินปันผลระหว่างกาลในอัตรา 0.45 บาทต่อหุ้น กำหนดวัน XD ในวันที่ 26 สิงหาคม 2569 วันกำหนดรายชื่อผู้ถือหุ้นในวันที่ 27 สิงหาคม 2569 และจ่ายเงินปันผลในวันที่ 11 กันยายน 2569',
      ],
      en: [
        `Siam Harvest Foods Public Company Limited reported Q2 2026 sales of THB ${q22026.revenue} million, up ${q22026.revenueGrowth}% year on year, and net profit of THB ${q22026.netProfit} million, up ${q22026.netProfitGrowth}%.`,
        'Results were helped by ready-meal sales after the new Saraburi line opened, continued growth in Vietnam and firm export chicken prices.',
        'The board approved an interim dividend of THB 0.45 a share. The XD date is 26 August 2026, the record date 27 August 2026 and the payment date 11 September 2026.',
      ],
    },
    gallery: [],
    source: investorRelations,
  },
  {
    id: 'news-q3-2026-results',
    _type: 'news',
    title: {
      th: `ผลประกอบการไตรมาส 3/2569 กำไรสุทธิ ${q32026.netProfit} ล้านบาท`,
      en: `Q3 2026 results: net profit of THB ${q32026.netProfit} million`,
    },
    slug: 'q3-2026-results',
    publishedAt: '2026-11-12T10:30:00Z',
    category: 'investor',
    excerpt: {
      th: `รายได้ไตรมาส 3/2569 อยู่ที่ ${q32026.revenue} ล้านบาท กำไรสุทธิ 9 เดือนแรก ${q32026.yearToDateNetProfit} ล้านบาท เพิ่มขึ้นร้อยละ ${q32026.yearToDateNetProfitGrowth} ผู้บริหารพร้อมพบนักลงทุนในงาน Opportunity Day 26 พฤศจิกายน`,
      en: `Q3 2026 sales were THB ${q32026.revenue} million and nine-month net profit THB ${q32026.yearToDateNetProfit} million, up ${q32026.yearToDateNetProfitGrowth}%. Management meets investors at Opportunity Day on 26 November.`,
    },
    thumbnail: resultsPicture(
      'ยอดขาย (แท่ง) และกำไรสุทธิ (เส้น) รายไตรมาส ไตรมาส 3/2568 ถึงไตรมาส 3/2569',
      'Quarterly sales (bars) and net profit (line), Q3 2025 to Q3 2026',
      quarterSeries(2026, 3),
    ),
    body: {
      th: [
        `บริษัท สยามฮาร์เวสต์ ฟู้ดส์ จำกัด (มหาชน) รายงานรายได้จากการขายไตรมาส 3/2569 จำนวน ${q32026.revenue} ล้านบาท เพิ่มขึ้นร้อยละ ${q32026.revenueGrowth} จากช่วงเดียวกันของปีก่อน และกำไรสุทธิ ${q32026.netProfit} ล้านบาท เพิ่มขึ้นร้อยละ ${q32026.netProfitGrowth}`,
        `สำหรับงวด 9 เดือนแรกของปี 2569 บริษัทมีกำไรสุทธิ ${q32026.yearToDateNetProfit} ล้านบาท เพิ่มขึ้นร้อยละ ${q32026.yearToDateNetProfitGrowth} โดยธุรกิจอาหารแปรรูปและอาหารสัตว์เลี้ยงยังเป็นตัวขับเคลื่อนหลัก ขณะที่ต้นทุนพลังงานลดลงจากการใช้พลังงานแสงอาทิตย์ในโรงงานเพิ่มขึ้น`,
        'ผู้บริหารจะนำเสนอผลการดำเนินงานและตอบคำถามนักลงทุนในงาน Opportunity Day ของตลาดหลักทรัพย์แห่งประเทศไทย วันที่ 26 พฤศจิกายน 2569 เวลา 10:15 น. ผู้สนใจสามารถรับชมผ่านการถ่ายทอดสดออนไลน์',
      ],
      en: [
        `Siam Harvest Foods Public Company Limited reported Q3 2026 sales of THB ${q32026.revenue} million, up ${q32026.revenueGrowth}% year on year, and net profit of THB ${q32026.netProfit} million, up ${q32026.netProfitGrowth}%.`,
        `For the first nine months of 2026, net profit was THB ${q32026.yearToDateNetProfit} million, up ${q32026.yearToDateNetProfitGrowth}%. Processed food and pet food remained the main drivers, and energy costs fell as the plants used more solar power.`,
        'Management will present the results and answer investors’ questions at the Stock Exchange of Thailand’s Opportunity Day on 26 November 2026 at 10:15 a.m., which can be followed online.',
      ],
    },
    gallery: [],
    source: investorRelations,
  },
  {
    id: 'news-thailand-climate-action-award-2026',
    _type: 'news',
    title: {
      th: 'สยามฮาร์เวสต์ ฟู้ดส์ คว้ารางวัล Thailand Climate Action Awards 2026',
      en: 'Siam Harvest Foods wins a Thailand Climate Action Award 2026',
    },
    slug: 'thailand-climate-action-award-2026',
    publishedAt: '2026-11-18T03:00:00Z',
    category: 'sustainability',
    excerpt: {
      th: 'รางวัลประเภทอุตสาหกรรมอาหาร ยกย่องการลดก๊าซเรือนกระจกด้วยพลังงานแสงอาทิตย์ ก๊าซชีวภาพจากฟาร์มสุกร และระบบทำความเย็นประหยัดพลังงาน',
      en: 'The food industry award recognises emission cuts from solar power, biogas from pig farms and efficient refrigeration.',
    },
    thumbnail: scene(
      'award',
      'gold',
      'ถ้วยรางวัลบนเวทีกับลูกโลกและต้นกล้า: รางวัลด้านการลดก๊าซเรือนกระจก',
      'A trophy on stage with the globe and a seedling: an award for climate action',
      {
        setting: 'stage',
        subject: 'trophy',
        around: ['globe-showing-asia-australia', 'seedling', 'confetti-ball'],
      },
    ),
    body: {
      th: [
        'บริษัท สยามฮาร์เวสต์ ฟู้ดส์ จำกัด (มหาชน) ได้รับรางวัล Thailand Climate Action Awards 2026 ประเภทอุตสาหกรรมอาหาร จากผลงานการลดการปล่อยก๊าซเรือนกระจกอย่างเป็นรูปธรรมตลอด 5 ปีที่ผ่านมา',
        'คณะกรรมการตัดสินพิจารณาจากการติดตั้งโซลาร์รูฟท็อปในโรงงาน ระบบผลิตก๊าซชีวภาพจากมูลสุกรที่ฟาร์มราชบุรีซึ่งผลิตไฟฟ้าใช้ในฟาร์มได้ร้อยละ 60 และการเปลี่ยนระบบทำความเย็นไปใช้สารทำความเย็นธรรมชาติ',
        'นายชยพล มีสุข ประธานเจ้าหน้าที่ฝ่ายความยั่งยืน เป็นผู้แทนรับรางวัล และกล่าวว่ารางวัลนี้เป็นผลงานของพนักงานในทุกฟาร์มและโรงงาน ซึ่งจะเป็นแรงผลักดันสู่เป้าหมายการปล่อยก๊าซเรือนกระจกสุทธิเป็นศูนย์ภายในปี 2593',
      ],
      en: [
        'Siam Harvest Foods Public Company Limited has won a Thailand Climate Action Award 2026 in the food industry category for measurable greenhouse gas reductions over the past five years.',
        'The judges looked at solar rooftops on the plants, the biogas system at the Ratchaburi pig farms, which generates 60% of the farms’ electricity from manure, and the switch to natural refrigerants.',
        'Mr. Chayapol Meesuk, Chief Sustainability Officer, accepted the award and said it belongs to the people on every farm and in every plant, and will spur the company on towards net zero emissions by 2050.',
      ],
    },
    gallery: [
      galleryScene(
        'g1',
        'award',
        'gold',
        'ผู้บริหารรับรางวัลท่ามกลางเสียงปรบมือ',
        'An executive accepting the award to applause',
        {
          setting: 'stage',
          subject: 'man-office-worker',
          around: ['trophy', 'clapping-hands', 'sparkles'],
        },
      ),
      galleryScene(
        'g2',
        'farm',
        'green',
        'สุกรในฟาร์มราชบุรีที่มูลกลายเป็นไฟฟ้าด้วยก๊าซชีวภาพ',
        'Pigs on the Ratchaburi farms, whose manure becomes electricity through biogas',
        { setting: 'field', subject: 'pig', around: ['high-voltage', 'light-bulb'] },
      ),
    ],
    source: corporateCommunications,
  },
]
