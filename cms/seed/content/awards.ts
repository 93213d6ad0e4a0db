import { image, type AwardDoc } from './types'

/** Awards and recognition, 2018–2026 (fictional or generic bodies). */
export const awards: AwardDoc[] = [
  {
    id: 'award-food-safety-excellence-2018',
    _type: 'award',
    title: { th: 'รางวัลความเป็นเลิศด้านความปลอดภัยอาหาร', en: 'Food Safety Excellence Award' },
    year: 2018,
    issuer: {
      th: 'Thailand Food Safety Excellence Awards',
      en: 'Thailand Food Safety Excellence Awards',
    },
    description: {
      th: 'โรงงานแปรรูปไก่ฉะเชิงเทราได้รับรางวัลจากระบบความปลอดภัยอาหารที่ครอบคลุมตั้งแต่ฟาร์มถึงการส่งออก และไม่มีการเรียกคืนสินค้าตลอด 10 ปี',
      en: 'The Chachoengsao poultry plant was recognised for a food-safety system covering everything from farm to export, with no product recalls in ten years.',
    },
    image: image(
      'award',
      'โล่รางวัลความเป็นเลิศด้านความปลอดภัยอาหาร',
      'Food Safety Excellence Award trophy',
      'gold',
    ),
  },
  {
    id: 'award-export-brand-2019',
    _type: 'award',
    title: { th: 'แบรนด์อาหารส่งออกยอดเยี่ยม', en: 'Best Thai Food Export Brand' },
    year: 2019,
    issuer: { th: 'Thai Food Exporters Forum', en: 'Thai Food Exporters Forum' },
    description: {
      th: 'สยามคิทเช่นได้รับรางวัลแบรนด์อาหารพร้อมรับประทานส่งออกยอดเยี่ยม จากการเติบโตในตลาดญี่ปุ่นและสหราชอาณาจักร',
      en: 'Siam Kitchen was named best ready-meal export brand for its growth in Japan and the United Kingdom.',
    },
    image: image(
      'award',
      'ถ้วยรางวัลแบรนด์อาหารส่งออกยอดเยี่ยม',
      'Best Thai Food Export Brand trophy',
      'gold',
    ),
  },
  {
    id: 'award-clean-factory-2020',
    _type: 'award',
    title: { th: 'รางวัลโรงงานสะอาดแห่งชาติ', en: 'National Clean Factory Award' },
    year: 2020,
    issuer: { th: 'National Clean Factory Awards', en: 'National Clean Factory Awards' },
    description: {
      th: 'โรงงานอาหารแปรรูปสระบุรีได้รับรางวัลจากการบำบัดน้ำเสียและนำน้ำกลับมาใช้ใหม่ได้ร้อยละ 35',
      en: 'The Saraburi processed food plant was recognised for its wastewater treatment and for reusing 35% of its water.',
    },
    image: image(
      'factory',
      'ระบบบำบัดน้ำเสียของโรงงานสระบุรี',
      'Wastewater treatment at the Saraburi plant',
      'green',
    ),
  },
  {
    id: 'award-people-excellence-2021',
    _type: 'award',
    title: { th: 'องค์กรที่น่าทำงานด้วยยอดเยี่ยม', en: 'Outstanding Employer of the Year' },
    year: 2021,
    issuer: { th: 'Thailand People Excellence Awards', en: 'Thailand People Excellence Awards' },
    description: {
      th: 'ได้รับการยกย่องด้านการดูแลความปลอดภัยและสุขภาพของพนักงานกว่า 18,000 คนในช่วงการแพร่ระบาดของโควิด-19',
      en: 'Recognised for protecting the safety and health of more than 18,000 employees during the COVID-19 pandemic.',
    },
    image: image('community', 'พนักงานสยามฮาร์เวสต์ ฟู้ดส์', 'Siam Harvest Foods employees', 'blue'),
  },
  {
    id: 'award-ir-excellence-2022',
    _type: 'award',
    title: { th: 'รางวัลนักลงทุนสัมพันธ์ดีเด่น', en: 'Investor Relations Excellence Award' },
    year: 2022,
    issuer: { th: 'Asian Capital Markets Forum', en: 'Asian Capital Markets Forum' },
    description: {
      th: 'ได้รับรางวัลในกลุ่มบริษัทจดทะเบียนขนาดใหญ่ จากการเปิดเผยข้อมูลที่ครบถ้วน ทันเวลา และการสื่อสารกับนักลงทุนอย่างสม่ำเสมอ',
      en: 'Awarded in the large-cap category for complete, timely disclosure and regular communication with investors.',
    },
    image: image(
      'chart',
      'โล่รางวัลนักลงทุนสัมพันธ์ดีเด่น',
      'Investor Relations Excellence Award plaque',
      'blue',
    ),
  },
  {
    id: 'award-food-innovation-2023',
    _type: 'award',
    title: { th: 'นวัตกรรมอาหารจากพืชยอดเยี่ยม', en: 'Best Plant-Based Innovation' },
    year: 2023,
    issuer: { th: 'ASEAN Food Innovation Awards', en: 'ASEAN Food Innovation Awards' },
    description: {
      th: 'เนื้อบดจากพืชกรีนการ์เด้นได้รับรางวัลจากการพัฒนาเนื้อสัมผัสด้วยถั่วเหลืองและเห็ดที่ปลูกในประเทศไทย',
      en: 'Green Garden plant-based mince won for its texture, developed from soy and mushrooms grown in Thailand.',
    },
    image: image(
      'plant',
      'เนื้อบดจากพืชกรีนการ์เด้นที่ได้รับรางวัล',
      'The award-winning Green Garden plant-based mince',
      'green',
    ),
  },
  {
    id: 'award-sustainable-business-2024',
    _type: 'award',
    title: { th: 'ผู้นำธุรกิจที่ยั่งยืน', en: 'Sustainable Business Leadership Award' },
    year: 2024,
    issuer: {
      th: 'Thailand Sustainable Enterprise Forum',
      en: 'Thailand Sustainable Enterprise Forum',
    },
    description: {
      th: 'ได้รับการยกย่องจากการดูแลเกษตรกรคู่สัญญากว่า 1,200 ราย การลดการใช้ยาปฏิชีวนะ และการเปิดเผยข้อมูลด้านความยั่งยืนอย่างโปร่งใส',
      en: 'Recognised for support to more than 1,200 contract farmers, for reducing antibiotic use and for transparent sustainability reporting.',
    },
    image: image(
      'leaf',
      'โล่รางวัลผู้นำธุรกิจที่ยั่งยืน',
      'Sustainable Business Leadership Award plaque',
      'green',
    ),
  },
  {
    id: 'award-pet-product-2025',
    _type: 'award',
    title: { th: 'ขนมสัตว์เลี้ยงจากธรรมชาติยอดเยี่ยม', en: 'Best Natural Pet Treat' },
    year: 2025,
    issuer: { th: 'Asia Pet Product Awards', en: 'Asia Pet Product Awards' },
    description: {
      th: 'สันในไก่อบแห้งแฮปปี้ พอว์สได้รับรางวัลจากส่วนประกอบที่เรียบง่าย ไม่มีสารกันบูด และการตรวจสอบย้อนกลับถึงฟาร์ม',
      en: 'Happy Paws chicken tenderloin jerky won for its simple ingredients, no preservatives and farm traceability.',
    },
    image: image(
      'pet',
      'สันในไก่อบแห้งแฮปปี้ พอว์สที่ได้รับรางวัล',
      'The award-winning Happy Paws chicken jerky',
      'blue',
    ),
  },
  {
    id: 'award-climate-action-2026',
    _type: 'award',
    title: {
      th: 'รางวัลการลดก๊าซเรือนกระจก ประเภทอุตสาหกรรมอาหาร',
      en: 'Climate Action Award, food industry',
    },
    year: 2026,
    issuer: { th: 'Thailand Climate Action Awards', en: 'Thailand Climate Action Awards' },
    description: {
      th: 'ได้รับรางวัลจากการลดการปล่อยก๊าซเรือนกระจกด้วยโซลาร์รูฟท็อป ก๊าซชีวภาพจากฟาร์มสุกร และระบบทำความเย็นที่ใช้สารทำความเย็นธรรมชาติ',
      en: 'Awarded for cutting emissions with solar rooftops, biogas from pig farms and refrigeration that runs on natural refrigerants.',
    },
    image: image(
      'award',
      'โล่รางวัล Thailand Climate Action Awards 2026',
      'Thailand Climate Action Award 2026 trophy',
      'gold',
    ),
  },
]
