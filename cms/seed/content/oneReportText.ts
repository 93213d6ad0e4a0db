import type {
  BoardMember,
  MeetingAttendance,
  OneReportSection,
  PdfBlock,
  PdfText,
} from '../pdf/types'

/*
 * The narrative of the One Reports (Form 56-1), section by section as the SEC's form orders it.
 * Figures of the financial statements are not written here: the PDF takes them from the
 * financial years (see investorDocuments.ts); what is written are the facts the site's pages
 * also state (employees, contract farmers, plants, the board's make-up and meetings).
 */

const t = (th: string, en: string): PdfText => ({ th, en })
const p = (th: string, en: string): PdfBlock => ({ paragraph: t(th, en) })
const h = (th: string, en: string): PdfBlock => ({ heading: t(th, en) })
const list = (...items: PdfText[]): PdfBlock => ({ list: items })

/** The narrative of the One Report for `year` (the fiscal year it reports on). */
export function oneReportText(
  year: number,
  /** The sustainability report's indicator tables, when it covers the same year. */
  sustainabilityIndicators: PdfBlock[] = [],
): Partial<Record<OneReportSection, PdfBlock[]>> {
  const be = year + 543
  return {
    message: [
      p(
        `เรียน ท่านผู้ถือหุ้น ปี ${be} เป็นอีกปีหนึ่งที่ต้นทุนวัตถุดิบอาหารสัตว์ พลังงาน และค่าแรงยังผันผวน ขณะที่ผู้บริโภคเลือกซื้ออาหารอย่างระมัดระวังมากขึ้น บริษัทยังคงเติบโตได้ด้วยห่วงโซ่การผลิตแบบครบวงจรที่ควบคุมคุณภาพได้ตั้งแต่ฟาร์มจนถึงมือผู้บริโภค และด้วยแบรนด์ที่ผู้บริโภคไว้วางใจ`,
        `Dear shareholders, ${year} was another year of volatile feed, energy and labour costs, with consumers choosing more carefully what they buy. The company kept growing thanks to an integrated chain that controls quality from the farm to the consumer, and to brands that consumers trust.`,
      ),
      p(
        'คณะกรรมการให้ความสำคัญกับการกำกับดูแลกิจการที่ดี การบริหารความเสี่ยง และการเติบโตอย่างยั่งยืน ในปีนี้เราเพิ่มสัดส่วนกรรมการอิสระและกรรมการสตรี ทบทวนนโยบายต่อต้านการทุจริตคอร์รัปชัน และติดตามความคืบหน้าของเป้าหมายด้านสภาพภูมิอากาศทุกไตรมาส',
        'The board focused on good governance, risk management and sustainable growth. We increased the share of independent and women directors, reviewed our anti-corruption policy and followed progress on our climate targets every quarter.',
      ),
      p(
        'ฝ่ายจัดการลงทุนในระบบอัตโนมัติของโรงงานแปรรูป ห้องเย็น และระบบตรวจสอบย้อนกลับ เพื่อรักษาอัตรากำไรในภาวะต้นทุนสูง พร้อมขยายช่องทางร้านอาหารและผลิตภัณฑ์จากพืชที่เติบโตเร็ว',
        'Management invested in automation at the processing plants, in cold storage and in traceability, to protect margins while costs stay high, and widened the restaurant business and the fast-growing plant-based range.',
      ),
      p(
        'ในนามของคณะกรรมการ ขอขอบคุณผู้ถือหุ้น ลูกค้า เกษตรกรคู่สัญญา คู่ค้า และพนักงานทุกคน ที่ร่วมสร้างบริษัทอาหารที่ผู้บริโภคไว้วางใจ',
        'On behalf of the board, thank you to our shareholders, customers, contract farmers, business partners and every employee for building with us a food company consumers trust.',
      ),
      p('คณะกรรมการบริษัท', 'The board of directors'),
    ],
    structure: [
      h('วิสัยทัศน์และพันธกิจ', 'Vision and mission'),
      p(
        'วิสัยทัศน์ของบริษัทคือเป็นบริษัทอาหารที่ผู้บริโภคในเอเชียไว้วางใจมากที่สุด ด้วยอาหารที่ปลอดภัย อร่อย และผลิตอย่างยั่งยืน พันธกิจของเราคือผลิตอาหารคุณภาพที่ตรวจสอบย้อนกลับได้ ดูแลเกษตรกรและชุมชนอย่างเป็นธรรม และลดผลกระทบต่อสิ่งแวดล้อมในทุกขั้นตอน',
        'Our vision is to be the food company consumers in Asia trust most, for food that is safe, delicious and sustainably made. Our mission is to make traceable quality food, to treat farmers and communities fairly and to lower our environmental footprint at every step.',
      ),
      h('ความเป็นมาและพัฒนาการที่สำคัญ', 'History and key developments'),
      p(
        'บริษัทก่อตั้งเมื่อปี 2497 เป็นโรงฆ่าและชำแหละสัตว์ปีกขนาดเล็กในจังหวัดฉะเชิงเทรา ต่อมาขยายสู่ฟาร์มสุกร ฟาร์มเป็ด ไข่ไก่ และอาหารแปรรูป ปัจจุบันมีโรงงานหลักในจังหวัดฉะเชิงเทรา ราชบุรี และสระบุรี พนักงานกว่า 18,000 คน และเกษตรกรคู่สัญญากว่า 1,200 ราย',
        'The company was founded in 1954 as a small poultry processor in Chachoengsao, and grew into pig, duck and layer farming and processed food. It now runs its main plants in Chachoengsao, Ratchaburi and Saraburi, with more than 18,000 employees and over 1,200 contract farmers.',
      ),
      h('โครงสร้างการถือหุ้นของกลุ่มบริษัท', 'Group shareholding structure'),
      p(
        'บริษัทดำเนินธุรกิจผ่านบริษัทย่อยที่ถือหุ้นทั้งหมดหรือเกือบทั้งหมด แบ่งตามสายธุรกิจ ได้แก่ ธุรกิจเนื้อสัตว์สด อาหารแปรรูป ร้านอาหาร อาหารสัตว์เลี้ยง และผลิตภัณฑ์ที่ไม่ใช่เนื้อสัตว์ บริษัทไม่มีการถือหุ้นไขว้กับผู้ถือหุ้นรายใหญ่ และไม่มีบริษัทย่อยที่จดทะเบียนในตลาดหลักทรัพย์',
        'The company operates through wholly or almost wholly owned subsidiaries, one group for each business line: fresh meat, processed food, restaurants, pet food and non-meat products. There is no cross-shareholding with major shareholders and no listed subsidiary.',
      ),
      {
        table: {
          header: [t('บริษัทย่อย', 'Subsidiary'), t('ธุรกิจ', 'Business'), t('สัดส่วน (%)', 'Held (%)')],
          labelShare: 0.45,
          rows: [
            [
              t('บริษัท โกลเด้นฟาร์ม จำกัด', 'Golden Farm Co., Ltd.'),
              t('เนื้อสัตว์สด', 'Fresh meat'),
              '100.00',
            ],
            [
              t('บริษัท ฮาร์เวสต์ ฟู้ด โปรดักส์ จำกัด', 'Harvest Food Products Co., Ltd.'),
              t('อาหารแปรรูป', 'Processed food'),
              '100.00',
            ],
            [
              t('บริษัท ครัวฮาร์เวสต์ จำกัด', 'Krua Harvest Co., Ltd.'),
              t('ร้านอาหาร', 'Restaurants'),
              '99.99',
            ],
            [
              t('บริษัท แฮปปี้ พอว์ส จำกัด', 'Happy Paws Co., Ltd.'),
              t('อาหารสัตว์เลี้ยง', 'Pet food'),
              '100.00',
            ],
            [
              t('บริษัท กรีนการ์เด้น ฟู้ดส์ จำกัด', 'Green Garden Foods Co., Ltd.'),
              t('ผลิตภัณฑ์จากพืช', 'Plant-based'),
              '95.00',
            ],
          ],
        },
      },
    ],
    market: [
      p(
        'ตลาดอาหารในประเทศไทยเติบโตตามการบริโภคภาคครัวเรือนและการท่องเที่ยว ผู้บริโภคหันมาเลือกอาหารพร้อมรับประทาน อาหารแช่แข็ง และสินค้าที่ตรวจสอบแหล่งที่มาได้มากขึ้น ช่องทางร้านค้าสะดวกซื้อและการสั่งซื้อออนไลน์เติบโตเร็วกว่าร้านค้าแบบดั้งเดิม',
        'The Thai food market grows with household spending and tourism. Consumers buy more ready meals, frozen food and products whose origin they can trace; convenience stores and online orders grow faster than traditional trade.',
      ),
      p(
        'คู่แข่งหลักคือผู้ผลิตอาหารครบวงจรรายใหญ่ในประเทศและผู้ผลิตเฉพาะกลุ่มสินค้า บริษัทแข่งขันด้วยคุณภาพที่สม่ำเสมอ การตรวจสอบย้อนกลับรายล็อต แบรนด์ที่เป็นที่รู้จัก และเครือข่ายการกระจายสินค้าแบบควบคุมอุณหภูมิที่ครอบคลุมทั่วประเทศ',
        'Our main competitors are the large integrated food producers in Thailand and specialists in single categories. We compete on consistent quality, batch-by-batch traceability, well-known brands and a temperature-controlled distribution network that covers the whole country.',
      ),
      p(
        'ตลาดส่งออกหลักได้แก่ ญี่ปุ่น สหภาพยุโรป สหราชอาณาจักร และประเทศในอาเซียน สินค้าส่งออกสำคัญคือไก่แปรรูปปรุงสุก ซึ่งต้องผ่านมาตรฐานความปลอดภัยอาหารของประเทศผู้นำเข้า',
        'Our main export markets are Japan, the European Union, the United Kingdom and ASEAN. The main export is cooked processed chicken, which must meet the food-safety standards of each importing country.',
      ),
    ],
    production: [
      p(
        'บริษัทควบคุมห่วงโซ่การผลิตตั้งแต่ฟาร์มพ่อแม่พันธุ์ ฟาร์มเลี้ยง โรงงานอาหารสัตว์ โรงชำแหละ โรงงานแปรรูป ห้องเย็น จนถึงการขนส่งแบบควบคุมอุณหภูมิ วัตถุดิบหลักคือข้าวโพดเลี้ยงสัตว์และกากถั่วเหลือง ซึ่งจัดซื้อทั้งในประเทศและนำเข้า โดยบริษัททำสัญญาซื้อล่วงหน้าเพื่อลดความผันผวนของราคา',
        'We control the chain from parent-stock and grower farms, feed mills, slaughter and processing plants and cold stores to temperature-controlled transport. The main raw materials are feed maize and soybean meal, bought in Thailand and abroad under forward contracts that dampen price swings.',
      ),
      p(
        'เกษตรกรคู่สัญญากว่า 1,200 รายได้รับลูกพันธุ์ อาหารสัตว์ และคำแนะนำจากสัตวแพทย์ของบริษัท พร้อมการประกันราคารับซื้อ โรงงานทุกแห่งได้รับการรับรองมาตรฐาน GMP HACCP และ BRCGS และโรงงานส่งออกได้รับการรับรองจากหน่วยงานของประเทศผู้นำเข้า',
        'More than 1,200 contract farmers receive chicks and piglets, feed and veterinary advice from us, with guaranteed purchase prices. Every plant is certified to GMP, HACCP and BRCGS, and export plants are approved by the importing countries’ authorities.',
      ),
      {
        table: {
          header: [t('โรงงาน', 'Plant'), t('ผลิตภัณฑ์', 'Products'), t('การรับรอง', 'Certified')],
          labelShare: 0.3,
          rows: [
            [
              t('ฉะเชิงเทรา', 'Chachoengsao'),
              t('ไก่สด ไก่แปรรูปปรุงสุก', 'Fresh and cooked chicken'),
              'BRCGS, HACCP',
            ],
            [
              t('ราชบุรี', 'Ratchaburi'),
              t('สุกรสด ไส้กรอก แฮม', 'Fresh pork, sausages, ham'),
              'GMP, HACCP',
            ],
            [
              t('สระบุรี', 'Saraburi'),
              t('อาหารพร้อมรับประทาน ติ่มซำ', 'Ready meals, dim sum'),
              'BRCGS, Halal',
            ],
          ],
        },
      },
    ],
    assets: [
      p(
        'สินทรัพย์หลักที่ใช้ในการประกอบธุรกิจ ได้แก่ ที่ดิน อาคาร และเครื่องจักรของโรงงานสามแห่ง ฟาร์มของบริษัท ห้องเย็นและศูนย์กระจายสินค้า และรถขนส่งแบบควบคุมอุณหภูมิ สินทรัพย์ทั้งหมดเป็นกรรมสิทธิ์ของกลุ่มบริษัทหรือเช่าระยะยาว และไม่มีภาระผูกพันเป็นหลักประกันเงินกู้',
        'The main assets used in the business are the land, buildings and machinery of the three plants, the company farms, cold stores and distribution centres, and the temperature-controlled fleet. They are owned by the group or held on long leases, and none is pledged as security for borrowings.',
      ),
      p(
        'เครื่องหมายการค้าหลักของบริษัท ได้แก่ โกลเด้นฟาร์ม ซันนี่เอ้ก ครัวฮาร์เวสต์ แฮปปี้พอว์ส กรีนการ์เด้น และแม่น้อย จดทะเบียนในประเทศไทยและประเทศที่บริษัทส่งออก',
        'Our main trademarks, Golden Farm, Sunny Egg, Krua Harvest, Happy Paws, Green Garden and Mae Noi, are registered in Thailand and in the countries we export to.',
      ),
    ],
    risk: [
      p(
        'คณะกรรมการกำหนดนโยบายบริหารความเสี่ยงตามกรอบ COSO ERM โดยมีคณะกรรมการความยั่งยืนและบริหารความเสี่ยงกำกับดูแล ฝ่ายจัดการระบุ ประเมิน และติดตามความเสี่ยงสำคัญทุกไตรมาส และรายงานต่อคณะกรรมการ',
        'The board sets the risk management policy on the COSO ERM framework, overseen by the Sustainability and Risk Management Committee. Management identifies, assesses and monitors the key risks every quarter and reports to the board.',
      ),
      h('ความเสี่ยงสำคัญและการจัดการ', 'Key risks and how they are managed'),
      {
        table: {
          header: [t('ความเสี่ยง', 'Risk'), t('การจัดการ', 'How it is managed')],
          labelShare: 0.35,
          rows: [
            [
              t('ราคาวัตถุดิบอาหารสัตว์ผันผวน', 'Volatile feed prices'),
              t(
                'ทำสัญญาซื้อล่วงหน้า กระจายแหล่งจัดซื้อ และปรับสูตรอาหารสัตว์',
                'Forward contracts, several sources and adjusted feed formulas',
              ),
            ],
            [
              t('โรคระบาดในสัตว์', 'Animal disease'),
              t(
                'ระบบความปลอดภัยทางชีวภาพ ฟาร์มระบบปิด และการกระจายฟาร์มหลายพื้นที่',
                'Biosecurity, closed-house farms and farms spread over several areas',
              ),
            ],
            [
              t('ความปลอดภัยอาหารและการเรียกคืนสินค้า', 'Food safety and recalls'),
              t(
                'มาตรฐาน HACCP และ BRCGS การตรวจสอบย้อนกลับรายล็อต และแผนเรียกคืนที่ซ้อมทุกปี',
                'HACCP and BRCGS, batch traceability and a recall plan rehearsed every year',
              ),
            ],
            [
              t('การเปลี่ยนแปลงสภาพภูมิอากาศ', 'Climate change'),
              t(
                'เป้าหมายลดก๊าซเรือนกระจก พลังงานหมุนเวียน และการประเมินความเสี่ยงด้านน้ำ',
                'Emission targets, renewable energy and water-risk assessment',
              ),
            ],
            [
              t('อัตราแลกเปลี่ยน', 'Exchange rates'),
              t(
                'สัญญาซื้อขายเงินตราล่วงหน้าสำหรับรายรับและรายจ่ายสกุลเงินต่างประเทศ',
                'Forward contracts for foreign-currency receipts and payments',
              ),
            ],
            [
              t('ภัยคุกคามทางไซเบอร์', 'Cyber threats'),
              t(
                'มาตรฐาน ISO/IEC 27001 การสำรองข้อมูล และการฝึกอบรมพนักงาน',
                'ISO/IEC 27001, backups and staff training',
              ),
            ],
            [
              t('การขาดแคลนแรงงาน', 'Labour shortage'),
              t(
                'ระบบอัตโนมัติ การจ้างงานที่เป็นธรรม และการพัฒนาทักษะ',
                'Automation, fair employment and skills development',
              ),
            ],
          ],
        },
      },
      h('ความเสี่ยงที่เกิดขึ้นใหม่', 'Emerging risks'),
      p(
        'บริษัทติดตามความเสี่ยงที่อาจส่งผลในระยะยาว ได้แก่ มาตรการปรับคาร์บอนข้ามพรมแดนของประเทศคู่ค้า การดื้อยาปฏิชีวนะ และการเปลี่ยนแปลงพฤติกรรมผู้บริโภคไปสู่โปรตีนทางเลือก และได้นำมาพิจารณาในแผนกลยุทธ์ระยะห้าปี',
        'We follow risks that could matter in the longer run — carbon border adjustments in our export markets, antimicrobial resistance, and consumers moving to alternative proteins — and take them into account in the five-year strategic plan.',
      ),
    ],
    sustainability: [
      p(
        'กลยุทธ์ความยั่งยืนของบริษัทกำหนดโดยคณะกรรมการความยั่งยืนและบริหารความเสี่ยง และขับเคลื่อนโดยฝ่ายความยั่งยืนร่วมกับทุกสายธุรกิจ ครอบคลุมสี่เสาหลัก ได้แก่ อาหารที่ไว้วางใจได้ สภาพภูมิอากาศและธรรมชาติ เกษตรกรและชุมชน และคนของเรา รายละเอียดผลการดำเนินงานอยู่ในรายงานความยั่งยืนประจำปี',
        'The sustainability strategy is set by the Sustainability and Risk Management Committee and delivered by the sustainability team with every business line, under four pillars: food you can trust, climate and nature, farmers and communities, and our people. Full results are in the annual sustainability report.',
      ),
      h('ผู้มีส่วนได้เสียและประเด็นสำคัญ', 'Stakeholders and material issues'),
      p(
        'บริษัทประเมินประเด็นสำคัญร่วมกับผู้มีส่วนได้เสียทุกสองปี ได้แก่ ผู้บริโภค ลูกค้า เกษตรกรคู่สัญญา คู่ค้า พนักงาน ชุมชน ผู้ถือหุ้น และหน่วยงานกำกับดูแล ประเด็นสำคัญสูงสุด ได้แก่ ความปลอดภัยอาหาร การเปลี่ยนแปลงสภาพภูมิอากาศ สวัสดิภาพสัตว์ สิทธิมนุษยชนในห่วงโซ่อุปทาน และบรรจุภัณฑ์',
        'We review our material issues with stakeholders — consumers, customers, contract farmers, suppliers, employees, communities, shareholders and regulators — every two years. The most material are food safety, climate change, animal welfare, human rights in the supply chain and packaging.',
      ),
      h('การจัดการด้านสิ่งแวดล้อม', 'Environmental management'),
      p(
        'เป้าหมายของเราคือลดการปล่อยก๊าซเรือนกระจกขอบเขตที่ 1 และ 2 ลงร้อยละ 42 ภายในปี 2573 เทียบกับปี 2563 และปล่อยสุทธิเป็นศูนย์ภายในปี 2593 ผ่านโซลาร์รูฟท็อป ก๊าซชีวภาพจากมูลสุกร และสารทำความเย็นธรรมชาติ',
        'We aim to cut scope 1 and 2 emissions by 42% by 2030 against 2020 and to reach net zero by 2050, through solar rooftops, biogas from pig manure and natural refrigerants.',
      ),
      h('การจัดการด้านสังคม', 'Social management'),
      p(
        'บริษัทเคารพสิทธิมนุษยชนตามหลักการชี้แนะของสหประชาชาติ ดูแลความปลอดภัยในการทำงาน ไม่ใช้แรงงานบังคับหรือแรงงานเด็ก และตรวจประเมินสภาพการจ้างงานของคู่ค้าที่มีความเสี่ยงสูง',
        'We respect human rights under the UN Guiding Principles, look after workplace safety, use no forced or child labour and audit the employment conditions of high-risk suppliers.',
      ),
      ...sustainabilityIndicators,
    ],
    mdna: [
      h('ปัจจัยที่มีผลต่อผลการดำเนินงาน', 'What drove the results'),
      list(
        t(
          'ปริมาณขายเพิ่มขึ้นในทุกสายธุรกิจ โดยเฉพาะอาหารพร้อมรับประทานและร้านอาหาร',
          'Volumes grew in every business line, above all ready meals and restaurants',
        ),
        t(
          'ราคาวัตถุดิบอาหารสัตว์เฉลี่ยทรงตัว ขณะที่ค่าไฟฟ้าและค่าแรงเพิ่มขึ้น',
          'Average feed costs held steady while electricity and wages rose',
        ),
        t(
          'ระบบอัตโนมัติในโรงงานแปรรูปช่วยลดต้นทุนต่อหน่วย',
          'Automation at the processing plants lowered unit costs',
        ),
        t(
          'สัดส่วนสินค้ามูลค่าเพิ่มสูงขึ้น ช่วยให้อัตรากำไรขั้นต้นดีขึ้น',
          'A richer mix of value-added products lifted the gross margin',
        ),
      ),
      h('สภาพคล่องและแหล่งเงินทุน', 'Liquidity and funding'),
      p(
        'บริษัทใช้เงินสดจากการดำเนินงานเป็นแหล่งเงินทุนหลักสำหรับการลงทุนและการจ่ายเงินปันผล มีวงเงินสินเชื่อจากสถาบันการเงินที่ยังไม่ได้เบิกใช้ และปฏิบัติตามเงื่อนไขทางการเงินของสัญญาเงินกู้ทุกข้อ',
        'Cash from operations is the main source of funds for investment and dividends. The company has undrawn credit lines with banks and met every financial covenant of its loan agreements.',
      ),
      h('แนวโน้มปีถัดไป', 'Outlook'),
      p(
        'บริษัทคาดว่ารายได้จะเติบโตต่อเนื่องจากการขยายกำลังการผลิตอาหารพร้อมรับประทาน ร้านอาหารสาขาใหม่ และตลาดส่งออก ขณะที่ยังคงควบคุมต้นทุนด้วยระบบอัตโนมัติและพลังงานหมุนเวียน',
        'We expect revenue to keep growing with new ready-meal capacity, new restaurants and export markets, while automation and renewable energy keep costs in check.',
      ),
    ],
    generalInformation: [
      p(
        'นายทะเบียนหลักทรัพย์: บริษัท ศูนย์รับฝากหลักทรัพย์ (ประเทศไทย) จำกัด ที่ปรึกษากฎหมาย: ฝ่ายกฎหมายของบริษัท ไม่มีข้อพิพาททางกฎหมายที่อาจมีผลกระทบต่อสินทรัพย์ของบริษัทเกินร้อยละ 5 ของส่วนของผู้ถือหุ้น',
        'Share registrar: Thailand Securities Depository Co., Ltd. Legal adviser: the company’s legal department. There is no litigation that could affect the company’s assets by more than 5% of equity.',
      ),
    ],
    governancePolicy: [
      p(
        'คณะกรรมการกำหนดนโยบายการกำกับดูแลกิจการเป็นลายลักษณ์อักษรตามหลักการกำกับดูแลกิจการที่ดีสำหรับบริษัทจดทะเบียน ปี 2560 (CG Code) ของสำนักงาน ก.ล.ต. และทบทวนทุกปี',
        'The board has a written corporate governance policy that follows the SEC’s Corporate Governance Code for listed companies (2017), reviewed every year.',
      ),
      list(
        t(
          'สิทธิของผู้ถือหุ้น: ผู้ถือหุ้นได้รับข้อมูลการประชุมล่วงหน้าไม่น้อยกว่า 21 วัน และเสนอวาระหรือชื่อกรรมการได้ล่วงหน้า',
          'Shareholders’ rights: notices of meeting at least 21 days ahead, and shareholders may propose agenda items and director candidates in advance',
        ),
        t(
          'การปฏิบัติต่อผู้ถือหุ้นอย่างเท่าเทียม: หนึ่งหุ้นหนึ่งเสียง และหนังสือมอบฉันทะแบบ ข. ที่ระบุทิศทางการลงคะแนนได้',
          'Equal treatment: one share, one vote, and proxy form B so shareholders can direct their votes',
        ),
        t(
          'บทบาทของผู้มีส่วนได้เสีย: นโยบายต่อลูกค้า คู่ค้า เจ้าหนี้ พนักงาน ชุมชน และสิ่งแวดล้อม',
          'Stakeholders: policies towards customers, suppliers, creditors, employees, communities and the environment',
        ),
        t(
          'การเปิดเผยข้อมูล: ข้อมูลสำคัญเผยแพร่ผ่านตลาดหลักทรัพย์และเว็บไซต์ทั้งภาษาไทยและภาษาอังกฤษ',
          'Disclosure: material information through the Stock Exchange and the website, in Thai and in English',
        ),
        t(
          'ความรับผิดชอบของคณะกรรมการ: กฎบัตรคณะกรรมการและคณะกรรมการชุดย่อย ทบทวนทุกปี',
          'The board’s responsibilities: charters of the board and its committees, reviewed every year',
        ),
      ),
      h('จรรยาบรรณและการต่อต้านการทุจริต', 'Code of conduct and anti-corruption'),
      p(
        'บริษัทมีจรรยาบรรณธุรกิจที่กรรมการ ผู้บริหาร และพนักงานทุกคนลงนามรับทราบทุกปี เป็นสมาชิกแนวร่วมปฏิบัติของภาคเอกชนไทยในการต่อต้านการทุจริต (CAC) และมีช่องทางแจ้งเบาะแสถึงประธานกรรมการตรวจสอบโดยตรง',
        'Every director, executive and employee signs the code of conduct each year. The company is certified by Thailand’s Private Sector Collective Action against Corruption (CAC) and runs a whistleblowing channel straight to the Chair of the Audit Committee.',
      ),
    ],
    board: [
      p(
        'คณะกรรมการประกอบด้วยกรรมการ 9 คน เป็นกรรมการอิสระ 4 คน และกรรมการสตรี 3 คน กรรมการอิสระมีคุณสมบัติเข้มกว่าประกาศคณะกรรมการกำกับตลาดทุน โดยถือหุ้นไม่เกินร้อยละ 0.5 ประธานกรรมการและประธานเจ้าหน้าที่บริหารเป็นคนละบุคคลกัน',
        'The board has nine directors, four of them independent and three women. Independent directors meet a stricter test than the Capital Market Supervisory Board requires, holding no more than 0.5% of the shares. The chairman and the chief executive are different people.',
      ),
      p(
        'กรรมการดำรงตำแหน่งวาระละสามปี ในการประชุมสามัญผู้ถือหุ้นแต่ละปี กรรมการหนึ่งในสามพ้นจากตำแหน่งตามวาระ กรรมการอิสระดำรงตำแหน่งต่อเนื่องได้ไม่เกินเก้าปี',
        'Directors serve three-year terms; a third retires by rotation at each Annual General Meeting. Independent directors serve at most nine years in a row.',
      ),
    ],
    committees: [
      {
        table: {
          header: [t('คณะกรรมการ', 'Committee'), t('องค์ประกอบ', 'Members'), t('ประชุม', 'Meetings')],
          labelShare: 0.42,
          rows: [
            [
              t('คณะกรรมการตรวจสอบ', 'Audit Committee'),
              t('กรรมการอิสระ 3 คน', '3 independent'),
              '6',
            ],
            [
              t('คณะกรรมการสรรหาและพิจารณาค่าตอบแทน', 'Nomination and Remuneration'),
              t('3 คน อิสระ 2 คน', '3, 2 independent'),
              '4',
            ],
            [
              t('คณะกรรมการความยั่งยืนและบริหารความเสี่ยง', 'Sustainability and Risk Management'),
              t('4 คน อิสระ 2 คน', '4, 2 independent'),
              '4',
            ],
            [
              t('คณะกรรมการบริหาร', 'Executive Committee'),
              t('กรรมการและผู้บริหาร 6 คน', '6 directors and executives'),
              '12',
            ],
          ],
        },
      },
      p(
        'คณะกรรมการตรวจสอบสอบทานรายงานทางการเงิน ระบบควบคุมภายใน และรายการที่เกี่ยวโยงกัน คณะกรรมการสรรหาและพิจารณาค่าตอบแทนเสนอชื่อกรรมการและกำหนดค่าตอบแทน คณะกรรมการความยั่งยืนและบริหารความเสี่ยงกำกับกลยุทธ์ความยั่งยืนและความเสี่ยงองค์กร อำนาจหน้าที่ของแต่ละคณะเป็นไปตามกฎบัตรที่เผยแพร่บนเว็บไซต์',
        'The Audit Committee reviews financial reporting, internal control and connected transactions; the Nomination and Remuneration Committee proposes directors and sets pay; the Sustainability and Risk Management Committee oversees the sustainability strategy and enterprise risk. Each works under a charter published on the website.',
      ),
    ],
    executives: [
      p(
        'ฝ่ายจัดการนำโดยประธานเจ้าหน้าที่บริหาร และประธานเจ้าหน้าที่สายงานด้านการเงิน ปฏิบัติการ พาณิชย์ นวัตกรรม ห่วงโซ่อุปทาน ความยั่งยืน ทรัพยากรบุคคล และดิจิทัลและเทคโนโลยี ค่าตอบแทนผู้บริหารประกอบด้วยเงินเดือน โบนัสตามผลการดำเนินงาน และผลตอบแทนระยะยาวที่ผูกกับเป้าหมายด้านความยั่งยืน',
        'Management is led by the Chief Executive Officer with chief officers for finance, operations, commercial, innovation, supply chain, sustainability, human resources, and digital and technology. Executive pay combines salary, a bonus on results and long-term incentives tied to sustainability targets.',
      ),
      p(
        'เลขานุการบริษัทดูแลการประชุมคณะกรรมการและผู้ถือหุ้น และให้คำแนะนำด้านกฎหมายและกฎเกณฑ์ที่เกี่ยวข้องแก่กรรมการ',
        'The company secretary runs the meetings of the board and of shareholders and advises directors on the laws and rules that apply to them.',
      ),
    ],
    employees: [
      p(
        'ณ สิ้นปี กลุ่มบริษัทมีพนักงานกว่า 18,000 คน ในฟาร์ม โรงงาน ร้านอาหาร ศูนย์กระจายสินค้า และสำนักงาน บริษัทจัดตั้งกองทุนสำรองเลี้ยงชีพ มีคณะกรรมการสวัสดิการในสถานประกอบการ และฝึกอบรมพนักงานเฉลี่ยปีละ 24 ชั่วโมงต่อคน',
        'At the year end the group employed more than 18,000 people on farms, in plants, restaurants, distribution centres and offices. It runs a provident fund and a workplace welfare committee, and trains each employee 24 hours a year on average.',
      ),
    ],
    boardPerformance: [
      p(
        `ในปี ${be} คณะกรรมการประชุม 9 ครั้ง อัตราการเข้าประชุมเฉลี่ยร้อยละ 98 กรรมการที่ไม่เป็นผู้บริหารประชุมกันเองโดยไม่มีฝ่ายจัดการ 1 ครั้ง คณะกรรมการประเมินผลการปฏิบัติงานทั้งคณะ รายบุคคล และคณะกรรมการชุดย่อยทุกปี ผลการประเมินเฉลี่ยอยู่ในระดับดีมาก`,
        `In ${year} the board met nine times, with average attendance of 98%. The non-executive directors met once without management. The board assesses itself as a whole, each director and each committee every year; the average score was very good.`,
      ),
      p(
        'กรรมการเข้ารับการอบรมหลักสูตรของสมาคมส่งเสริมสถาบันกรรมการบริษัทไทย (IOD) และการอบรมด้านความยั่งยืน ความปลอดภัยไซเบอร์ และการต่อต้านการทุจริต',
        'Directors attended courses of the Thai Institute of Directors (IOD) and training on sustainability, cyber security and anti-corruption.',
      ),
    ],
    committeeReports: [
      h('รายงานของคณะกรรมการตรวจสอบ', 'Report of the Audit Committee'),
      p(
        `ในปี ${be} คณะกรรมการตรวจสอบประชุม 6 ครั้ง สอบทานงบการเงินรายไตรมาสและประจำปีร่วมกับผู้สอบบัญชีและฝ่ายจัดการ ประชุมกับผู้สอบบัญชีโดยไม่มีฝ่ายจัดการ 1 ครั้ง สอบทานแผนและผลการตรวจสอบภายใน รายการที่เกี่ยวโยงกัน และเรื่องที่ได้รับแจ้งเบาะแส คณะกรรมการตรวจสอบเห็นว่างบการเงินแสดงข้อมูลถูกต้องตามที่ควรในสาระสำคัญ และระบบควบคุมภายในเพียงพอ`,
        `In ${year} the Audit Committee met six times. It reviewed the quarterly and annual statements with the auditor and management, met the auditor once without management, and reviewed the internal audit plan and findings, connected transactions and whistleblowing reports. It found the statements fairly presented in all material respects and internal control adequate.`,
      ),
      h(
        'รายงานของคณะกรรมการสรรหาและพิจารณาค่าตอบแทน',
        'Report of the Nomination and Remuneration Committee',
      ),
      p(
        `ในปี ${be} คณะกรรมการสรรหาและพิจารณาค่าตอบแทนประชุม 4 ครั้ง พิจารณาคุณสมบัติของกรรมการที่ออกตามวาระ ทบทวนตารางทักษะของคณะกรรมการ เปิดให้ผู้ถือหุ้นเสนอชื่อกรรมการล่วงหน้า (ไม่มีผู้ถือหุ้นเสนอชื่อ) และเสนอค่าตอบแทนกรรมการและผู้บริหารระดับสูง`,
        `In ${year} the Nomination and Remuneration Committee met four times. It assessed the directors retiring by rotation, reviewed the board’s skills matrix, invited shareholders to propose candidates (none did) and proposed the pay of directors and senior executives.`,
      ),
      h(
        'รายงานของคณะกรรมการความยั่งยืนและบริหารความเสี่ยง',
        'Report of the Sustainability and Risk Management Committee',
      ),
      p(
        `ในปี ${be} คณะกรรมการความยั่งยืนและบริหารความเสี่ยงประชุม 4 ครั้ง ติดตามความเสี่ยงสำคัญและแผนรองรับ ทบทวนระดับความเสี่ยงที่ยอมรับได้ ติดตามความคืบหน้าเป้าหมายด้านสภาพภูมิอากาศ และสอบทานข้อมูลในรายงานความยั่งยืนก่อนเผยแพร่`,
        `In ${year} the Sustainability and Risk Management Committee met four times. It followed the key risks and their mitigation, reviewed the risk appetite, tracked progress on the climate targets and reviewed the sustainability report before publication.`,
      ),
    ],
    internalControl: [
      p(
        'คณะกรรมการประเมินความเพียงพอของระบบควบคุมภายในตามแบบประเมินของสำนักงาน ก.ล.ต. ซึ่งครอบคลุมองค์ประกอบห้าด้านตามกรอบ COSO และเห็นว่าระบบควบคุมภายในของบริษัทเพียงพอและเหมาะสม ไม่พบข้อบกพร่องที่เป็นสาระสำคัญ',
        'The board assessed internal control with the SEC’s assessment form, which covers the five components of the COSO framework, and found it adequate and appropriate, with no material weakness.',
      ),
      p(
        'หัวหน้าหน่วยงานตรวจสอบภายในรายงานตรงต่อคณะกรรมการตรวจสอบ การแต่งตั้ง ถอดถอน และประเมินผลหัวหน้าหน่วยงานตรวจสอบภายในต้องได้รับความเห็นชอบจากคณะกรรมการตรวจสอบ',
        'The head of internal audit reports directly to the Audit Committee, which must approve the appointment, removal and appraisal of the head of internal audit.',
      ),
    ],
    relatedTransactions: [
      p(
        'รายการระหว่างกันของบริษัทเป็นรายการธุรกิจปกติที่มีเงื่อนไขการค้าทั่วไป เช่น การซื้อขายสินค้าระหว่างบริษัทในกลุ่ม ซึ่งตัดรายการในงบการเงินรวม รายการกับบุคคลที่อาจมีความขัดแย้งผ่านการพิจารณาของคณะกรรมการตรวจสอบ และกรรมการที่มีส่วนได้เสียงดออกเสียง',
        'The company’s related-party transactions are ordinary business on normal commercial terms, such as sales between group companies, eliminated on consolidation. Transactions with persons who may have a conflict of interest are reviewed by the Audit Committee, and interested directors abstain.',
      ),
    ],
    auditorsReport: [
      h('เรื่องสำคัญในการตรวจสอบ', 'Key audit matters'),
      list(
        t(
          'การวัดมูลค่าสินทรัพย์ชีวภาพ (สุกรและสัตว์ปีก) ด้วยมูลค่ายุติธรรมหักต้นทุนในการขาย',
          'Measuring biological assets (pigs and poultry) at fair value less costs to sell',
        ),
        t(
          'การรับรู้รายได้และส่วนลดการค้ากับลูกค้ารายใหญ่',
          'Recognising revenue and trade discounts with major customers',
        ),
        t(
          'การทดสอบการด้อยค่าของค่าความนิยมของธุรกิจร้านอาหาร',
          'Impairment testing of the restaurant business’s goodwill',
        ),
      ),
      h('ความรับผิดชอบของผู้บริหารและผู้สอบบัญชี', 'Responsibilities of management and the auditor'),
      p(
        'ผู้บริหารมีหน้าที่จัดทำและนำเสนองบการเงินโดยถูกต้องตามที่ควร ผู้สอบบัญชีมีหน้าที่ได้ความเชื่อมั่นอย่างสมเหตุสมผลว่างบการเงินโดยรวมปราศจากการแสดงข้อมูลที่ขัดต่อข้อเท็จจริงอันเป็นสาระสำคัญ และออกรายงานที่รวมความเห็นของผู้สอบบัญชี',
        'Management is responsible for the fair presentation of the statements. The auditor’s objective is reasonable assurance that the statements as a whole are free from material misstatement, and a report that includes the auditor’s opinion.',
      ),
    ],
    notes: [
      h('เกณฑ์การจัดทำงบการเงิน', 'Basis of preparation'),
      p(
        'งบการเงินรวมจัดทำตามมาตรฐานการรายงานทางการเงินของไทย ตามเกณฑ์ราคาทุนเดิม เว้นแต่สินทรัพย์ชีวภาพและเครื่องมือทางการเงินบางรายการที่วัดด้วยมูลค่ายุติธรรม แสดงเป็นล้านบาท',
        'The consolidated statements are prepared under Thai Financial Reporting Standards on the historical-cost basis, except biological assets and some financial instruments measured at fair value, and are presented in THB million.',
      ),
      h('นโยบายการบัญชีที่สำคัญ', 'Significant accounting policies'),
      list(
        t(
          'รายได้รับรู้เมื่อโอนการควบคุมสินค้าให้ลูกค้า ด้วยจำนวนสุทธิจากส่วนลดและรับคืน',
          'Revenue is recognised when control of the goods passes to the customer, net of discounts and returns',
        ),
        t(
          'สินค้าคงเหลือแสดงด้วยราคาทุนหรือมูลค่าสุทธิที่จะได้รับ แล้วแต่ราคาใดจะต่ำกว่า',
          'Inventories are at the lower of cost and net realisable value',
        ),
        t(
          'ที่ดิน อาคาร และอุปกรณ์แสดงด้วยราคาทุนหักค่าเสื่อมราคาสะสม ค่าเสื่อมราคาคิดตามวิธีเส้นตรง',
          'Property, plant and equipment are at cost less accumulated depreciation, depreciated on the straight-line method',
        ),
        t(
          'สินทรัพย์ชีวภาพวัดด้วยมูลค่ายุติธรรมหักต้นทุนในการขาย',
          'Biological assets are measured at fair value less costs to sell',
        ),
        t(
          'สัญญาเช่ารับรู้สินทรัพย์สิทธิการใช้และหนี้สินตามสัญญาเช่าตาม TFRS 16',
          'Leases are recognised as right-of-use assets and lease liabilities under TFRS 16',
        ),
      ),
      h('ข้อมูลจำแนกตามส่วนงาน', 'Segment information'),
      p(
        'กลุ่มบริษัทมีห้าส่วนงานที่รายงาน ตามสายธุรกิจ ได้แก่ เนื้อสัตว์สด อาหารแปรรูป ร้านอาหาร อาหารสัตว์เลี้ยง และผลิตภัณฑ์ที่ไม่ใช่เนื้อสัตว์ ผู้มีอำนาจตัดสินใจสูงสุดด้านการดำเนินงานประเมินผลจากกำไรขั้นต้นของแต่ละส่วนงาน รายได้ส่วนใหญ่เกิดในประเทศไทย',
        'The group has five reportable segments, its business lines: fresh meat, processed food, restaurants, pet food and non-meat products. The chief operating decision maker assesses each by its gross profit. Most revenue is earned in Thailand.',
      ),
      h('รายการกับบุคคลที่เกี่ยวข้องกัน', 'Related-party transactions'),
      p(
        'รายการกับบริษัทย่อยตัดรายการในงบการเงินรวม ค่าตอบแทนผู้บริหารสำคัญประกอบด้วยเงินเดือน โบนัส และผลประโยชน์หลังออกจากงาน ตามที่คณะกรรมการสรรหาและพิจารณาค่าตอบแทนอนุมัติ',
        'Transactions with subsidiaries are eliminated on consolidation. Key management pay comprises salaries, bonuses and post-employment benefits approved by the Nomination and Remuneration Committee.',
      ),
      h('เหตุการณ์ภายหลังรอบระยะเวลารายงาน', 'Events after the reporting period'),
      p(
        'คณะกรรมการมีมติเสนอเงินปันผลประจำปีต่อที่ประชุมสามัญผู้ถือหุ้น ซึ่งยังไม่รับรู้เป็นหนี้สินในงบการเงินนี้ ไม่มีเหตุการณ์อื่นภายหลังวันสิ้นรอบระยะเวลารายงานที่ต้องปรับปรุงงบการเงิน',
        'The board resolved to propose the annual dividend to the Annual General Meeting; it is not recognised as a liability in these statements. No other event after the reporting date requires the statements to be adjusted.',
      ),
    ],
  }
}

/**
 * Each director's meetings in the year, by their place on the board (the board's order): nine
 * board meetings, two directors missing one each (79 of 81, the 98% the governance page states),
 * and the committees each sits on (audit 6, nomination and remuneration 4, sustainability and
 * risk 4, executive 12 meetings).
 */
const ATTENDANCE_BY_SEAT: Pick<MeetingAttendance, 'board' | 'committees'>[] = [
  { board: [9, 9], committees: [4, 4] },
  { board: [9, 9], committees: [12, 12] },
  { board: [9, 9], committees: [16, 16] },
  { board: [9, 9], committees: [10, 10] },
  { board: [9, 9], committees: [6, 6] },
  { board: [9, 9], committees: [10, 10] },
  { board: [9, 9], committees: [8, 8] },
  { board: [8, 9], committees: [3, 4] },
  { board: [8, 9], committees: [11, 12] },
]

export function boardAttendance(board: BoardMember[]): MeetingAttendance[] {
  return board.map((member, seat) => ({
    name: member.name,
    ...(ATTENDANCE_BY_SEAT[seat] ?? { board: [9, 9] }),
  }))
}
