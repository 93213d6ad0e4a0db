import type { PdfBlock, PdfChapter, PdfCompany, PdfText, TextDocumentSpec } from '../pdf/types'
import type { InvestorDocumentDoc } from './types'

/*
 * The governance documents the governance page offers: the board's charter, the charters of
 * the audit, nomination and remuneration, and risk management committees, the code of conduct,
 * the anti-corruption policy and the whistleblowing policy — each in Thai and English, as the
 * board approved it. Their facts agree with the governance page (four committees, the 30-day
 * trading blackout, the whistleblowing address).
 */

const t = (th: string, en: string): PdfText => ({ th, en })
const p = (th: string, en: string): PdfBlock => ({ paragraph: t(th, en) })
const items = (...list: PdfText[]): PdfBlock => ({ list, numbered: true })
const chapter = (title: PdfText, ...blocks: PdfBlock[]): PdfChapter => ({ title, blocks })

/** When the board approved this round of its documents (its meeting of February 2026). */
const APPROVED = '2026-02-26'
const APPROVED_TEXT = t('26 กุมภาพันธ์ 2569', 'February 26, 2026')

interface GovernanceText {
  slug: string
  title: PdfText
  chapters: PdfChapter[]
}

const reviewChapter = (who: PdfText) =>
  chapter(
    t('การทบทวน', 'Review'),
    p(
      `${who.th}ทบทวนเอกสารฉบับนี้อย่างน้อยปีละครั้ง และเสนอการแก้ไขต่อคณะกรรมการบริษัทเพื่ออนุมัติ เอกสารฉบับนี้มีผลตั้งแต่วันที่ ${APPROVED_TEXT.th} และเผยแพร่บนเว็บไซต์ของบริษัท`,
      `${who.en} reviews this document at least once a year and proposes any change to the board for approval. It takes effect on ${APPROVED_TEXT.en} and is published on the company’s website.`,
    ),
  )

const committeeCharter = (
  slug: string,
  name: PdfText,
  composition: PdfText[],
  duties: PdfText[],
  meetings: PdfText,
): GovernanceText => ({
  slug,
  title: t(`กฎบัตร${name.th}`, `${name.en} charter`),
  chapters: [
    chapter(
      t('วัตถุประสงค์', 'Purpose'),
      p(
        `คณะกรรมการบริษัทแต่งตั้ง${name.th}เพื่อช่วยคณะกรรมการบริษัทปฏิบัติหน้าที่ตามที่กำหนดในกฎบัตรฉบับนี้ ${name.th}รายงานต่อคณะกรรมการบริษัท และคณะกรรมการบริษัทยังคงรับผิดชอบต่อผู้ถือหุ้นในเรื่องที่มอบหมาย`,
        `The board appoints the ${name.en} to help it carry out the duties this charter sets out. The committee reports to the board, which remains accountable to shareholders for what it delegates.`,
      ),
    ),
    chapter(t('องค์ประกอบและคุณสมบัติ', 'Composition and qualifications'), items(...composition)),
    chapter(t('อำนาจหน้าที่และความรับผิดชอบ', 'Duties and responsibilities'), items(...duties)),
    chapter(
      t('การประชุมและการรายงาน', 'Meetings and reporting'),
      p(meetings.th, meetings.en),
      p(
        'องค์ประชุมต้องมีกรรมการมาประชุมไม่น้อยกว่ากึ่งหนึ่งของจำนวนกรรมการทั้งหมด กรรมการที่มีส่วนได้เสียในเรื่องใดไม่มีสิทธิออกเสียงในเรื่องนั้น เลขานุการคณะกรรมการจัดทำรายงานการประชุมและเสนอรายงานผลการปฏิบัติงานต่อคณะกรรมการบริษัท และเปิดเผยในแบบ 56-1 One Report',
        'A quorum is at least half of the members. A member with an interest in a matter does not vote on it. The committee’s secretary keeps minutes; the committee reports its work to the board and in the One Report (Form 56-1).',
      ),
    ),
    reviewChapter(name),
  ],
})

const TEXTS: GovernanceText[] = [
  {
    slug: 'board-charter',
    title: t('กฎบัตรคณะกรรมการบริษัท', 'Board of directors charter'),
    chapters: [
      chapter(
        t('วัตถุประสงค์', 'Purpose'),
        p(
          'กฎบัตรฉบับนี้กำหนดองค์ประกอบ อำนาจหน้าที่ และวิธีปฏิบัติงานของคณะกรรมการบริษัท เพื่อให้คณะกรรมการกำกับดูแลกิจการให้เกิดประโยชน์สูงสุดต่อบริษัทและผู้ถือหุ้นอย่างยั่งยืน ตามกฎหมาย ข้อบังคับของบริษัท และหลักการกำกับดูแลกิจการที่ดีสำหรับบริษัทจดทะเบียน',
          'This charter sets out the board’s composition, duties and ways of working, so that it governs the company for the lasting benefit of the company and its shareholders, under the law, the company’s articles and the corporate governance code for listed companies.',
        ),
      ),
      chapter(
        t('องค์ประกอบ', 'Composition'),
        items(
          t(
            'คณะกรรมการมีกรรมการไม่น้อยกว่า 5 คน และไม่เกิน 12 คน กรรมการไม่น้อยกว่ากึ่งหนึ่งต้องมีถิ่นที่อยู่ในประเทศไทย',
            'The board has at least five and at most twelve directors; at least half live in Thailand',
          ),
          t(
            'กรรมการอิสระมีจำนวนไม่น้อยกว่าหนึ่งในสามของกรรมการทั้งหมด และไม่น้อยกว่า 3 คน',
            'At least a third of the directors, and no fewer than three, are independent',
          ),
          t(
            'ประธานกรรมการและประธานเจ้าหน้าที่บริหารต้องไม่เป็นบุคคลเดียวกัน',
            'The chairman and the chief executive officer are different people',
          ),
          t(
            'คณะกรรมการมีความหลากหลายด้านทักษะ ประสบการณ์ และเพศ ตามตารางทักษะที่คณะกรรมการสรรหาและพิจารณาค่าตอบแทนทบทวนทุกปี',
            'The board is diverse in skills, experience and gender, following a skills matrix the Nomination and Remuneration Committee reviews every year',
          ),
        ),
      ),
      chapter(
        t('อำนาจหน้าที่', 'Duties'),
        items(
          t(
            'กำหนดวิสัยทัศน์ กลยุทธ์ เป้าหมาย และงบประมาณประจำปี และติดตามผลการดำเนินงานของฝ่ายจัดการ',
            'Set the vision, strategy, targets and the annual budget, and monitor management’s results',
          ),
          t(
            'ดูแลให้มีระบบการควบคุมภายใน การตรวจสอบภายใน และการบริหารความเสี่ยงที่เพียงพอ',
            'Make sure internal control, internal audit and risk management are adequate',
          ),
          t(
            'อนุมัติงบการเงิน และดูแลให้การเปิดเผยข้อมูลถูกต้อง ครบถ้วน และทันเวลา',
            'Approve the financial statements and make sure disclosure is accurate, complete and timely',
          ),
          t(
            'แต่งตั้งคณะกรรมการชุดย่อย ประธานเจ้าหน้าที่บริหาร และเลขานุการบริษัท และประเมินผลงานประธานเจ้าหน้าที่บริหารทุกปี',
            'Appoint the committees, the chief executive and the company secretary, and assess the chief executive every year',
          ),
          t(
            'ดูแลรายการที่อาจมีความขัดแย้งทางผลประโยชน์และรายการที่เกี่ยวโยงกัน',
            'Oversee potential conflicts of interest and connected transactions',
          ),
          t(
            'กำกับดูแลกลยุทธ์ความยั่งยืน การต่อต้านการทุจริต และการปฏิบัติต่อผู้มีส่วนได้เสียอย่างเป็นธรรม',
            'Oversee the sustainability strategy, anti-corruption and the fair treatment of stakeholders',
          ),
        ),
      ),
      chapter(
        t('วาระการดำรงตำแหน่ง', 'Terms of office'),
        p(
          'ในการประชุมสามัญผู้ถือหุ้นประจำปีทุกครั้ง กรรมการต้องออกจากตำแหน่งจำนวนหนึ่งในสาม กรรมการที่ออกตามวาระอาจได้รับเลือกกลับเข้ามาใหม่ได้ กรรมการอิสระดำรงตำแหน่งติดต่อกันได้ไม่เกินเก้าปี กรรมการแต่ละคนดำรงตำแหน่งกรรมการในบริษัทจดทะเบียนได้ไม่เกินห้าแห่ง',
          'A third of the directors retire at every Annual General Meeting and may be re-elected. Independent directors serve at most nine years in a row. No director sits on the boards of more than five listed companies.',
        ),
      ),
      chapter(
        t('การประชุม', 'Meetings'),
        p(
          'คณะกรรมการประชุมอย่างน้อยปีละ 6 ครั้ง ตามกำหนดการที่แจ้งล่วงหน้าทั้งปี เอกสารประกอบการประชุมส่งถึงกรรมการไม่น้อยกว่า 7 วันก่อนการประชุม องค์ประชุมต้องมีกรรมการมาประชุมไม่น้อยกว่ากึ่งหนึ่ง และในการลงมติต้องมีกรรมการอยู่ไม่น้อยกว่าสองในสาม กรรมการที่ไม่เป็นผู้บริหารประชุมกันเองอย่างน้อยปีละครั้ง',
          'The board meets at least six times a year on a calendar set a year ahead. Papers reach directors at least seven days before each meeting. A quorum is half of the directors, and a vote needs two thirds present. The non-executive directors meet on their own at least once a year.',
        ),
      ),
      chapter(
        t('การประเมินผลและการพัฒนากรรมการ', 'Evaluation and development'),
        p(
          'คณะกรรมการประเมินผลการปฏิบัติงานทั้งคณะ รายบุคคล และคณะกรรมการชุดย่อยทุกปี และใช้ที่ปรึกษาภายนอกทุกสามปี กรรมการใหม่ได้รับการปฐมนิเทศ และกรรมการทุกคนเข้ารับการอบรมหลักสูตรของสมาคมส่งเสริมสถาบันกรรมการบริษัทไทย',
          'The board assesses itself as a whole, each director and each committee every year, with an outside adviser every three years. New directors are inducted, and every director attends the Thai Institute of Directors’ courses.',
        ),
      ),
      reviewChapter(t('คณะกรรมการบริษัท', 'The board')),
    ],
  },
  committeeCharter(
    'audit-committee-charter',
    t('คณะกรรมการตรวจสอบ', 'Audit Committee'),
    [
      t(
        'กรรมการอิสระไม่น้อยกว่า 3 คน แต่งตั้งโดยคณะกรรมการบริษัท',
        'At least three independent directors appointed by the board',
      ),
      t(
        'กรรมการอย่างน้อย 1 คนมีความรู้และประสบการณ์ด้านบัญชีหรือการเงินเพียงพอที่จะสอบทานงบการเงิน',
        'At least one member has the accounting or finance background to review the financial statements',
      ),
      t('กรรมการตรวจสอบดำรงตำแหน่งวาระละสามปี', 'Members serve three-year terms'),
    ],
    [
      t(
        'สอบทานให้รายงานทางการเงินถูกต้องและเปิดเผยอย่างเพียงพอ',
        'Review the accuracy and adequate disclosure of financial reports',
      ),
      t(
        'สอบทานระบบการควบคุมภายในและการตรวจสอบภายใน และให้ความเห็นชอบการแต่งตั้งหัวหน้าหน่วยงานตรวจสอบภายใน',
        'Review internal control and internal audit, and approve the appointment of the head of internal audit',
      ),
      t(
        'สอบทานการปฏิบัติตามกฎหมายหลักทรัพย์และกฎหมายที่เกี่ยวข้อง',
        'Review compliance with securities and other applicable laws',
      ),
      t(
        'เสนอแต่งตั้งผู้สอบบัญชีและค่าตอบแทน และประชุมกับผู้สอบบัญชีโดยไม่มีฝ่ายจัดการอย่างน้อยปีละครั้ง',
        'Propose the auditor and the audit fee, and meet the auditor without management at least once a year',
      ),
      t(
        'พิจารณารายการที่เกี่ยวโยงกันหรือรายการที่อาจมีความขัดแย้งทางผลประโยชน์',
        'Consider connected transactions and transactions that may involve a conflict of interest',
      ),
      t(
        'รับเรื่องแจ้งเบาะแสและดูแลการสอบสวนตามนโยบายการแจ้งเบาะแส',
        'Receive whistleblowing reports and oversee investigations under the whistleblowing policy',
      ),
    ],
    t(
      'คณะกรรมการตรวจสอบประชุมอย่างน้อยไตรมาสละครั้ง และก่อนคณะกรรมการบริษัทอนุมัติงบการเงินทุกงวด',
      'The committee meets at least once a quarter, and before the board approves each set of financial statements.',
    ),
  ),
  committeeCharter(
    'nomination-remuneration-committee-charter',
    t('คณะกรรมการสรรหาและพิจารณาค่าตอบแทน', 'Nomination and Remuneration Committee'),
    [
      t(
        'กรรมการไม่น้อยกว่า 3 คน โดยกรรมการส่วนใหญ่และประธานเป็นกรรมการอิสระ',
        'At least three directors, most of them and the chair independent',
      ),
      t('ประธานเจ้าหน้าที่บริหารไม่เป็นกรรมการในคณะกรรมการชุดนี้', 'The chief executive is not a member'),
    ],
    [
      t(
        'กำหนดหลักเกณฑ์และกระบวนการสรรหากรรมการและประธานเจ้าหน้าที่บริหาร โดยคำนึงถึงตารางทักษะและความหลากหลาย',
        'Set the criteria and process for nominating directors and the chief executive, with the skills matrix and diversity in mind',
      ),
      t(
        'เปิดโอกาสให้ผู้ถือหุ้นรายย่อยเสนอชื่อบุคคลเป็นกรรมการล่วงหน้า',
        'Let minority shareholders propose director candidates in advance',
      ),
      t(
        'เสนอค่าตอบแทนกรรมการต่อคณะกรรมการบริษัทเพื่อเสนอขออนุมัติจากที่ประชุมผู้ถือหุ้น',
        'Propose directors’ pay to the board, for shareholders to approve',
      ),
      t(
        'กำหนดค่าตอบแทนผู้บริหารระดับสูงให้สอดคล้องกับผลการดำเนินงานและเป้าหมายด้านความยั่งยืน',
        'Set senior executives’ pay in line with results and sustainability targets',
      ),
      t(
        'ดูแลแผนสืบทอดตำแหน่งของประธานเจ้าหน้าที่บริหารและผู้บริหารระดับสูง',
        'Oversee succession plans for the chief executive and senior executives',
      ),
    ],
    t(
      'คณะกรรมการสรรหาและพิจารณาค่าตอบแทนประชุมอย่างน้อยปีละ 2 ครั้ง',
      'The committee meets at least twice a year.',
    ),
  ),
  committeeCharter(
    'risk-management-committee-charter',
    t('คณะกรรมการความยั่งยืนและบริหารความเสี่ยง', 'Sustainability and Risk Management Committee'),
    [
      t(
        'กรรมการไม่น้อยกว่า 3 คน ประธานเป็นกรรมการอิสระ',
        'At least three directors, chaired by an independent director',
      ),
      t('ประธานเจ้าหน้าที่บริหารเป็นกรรมการโดยตำแหน่ง', 'The chief executive is a member by office'),
    ],
    [
      t(
        'กำหนดนโยบายและกรอบการบริหารความเสี่ยงองค์กรตามมาตรฐาน COSO ERM และระดับความเสี่ยงที่ยอมรับได้',
        'Set the enterprise risk management policy and framework (COSO ERM) and the risk appetite',
      ),
      t(
        'ติดตามความเสี่ยงสำคัญ รวมถึงความเสี่ยงด้านสภาพภูมิอากาศ ความปลอดภัยอาหาร และไซเบอร์ ทุกไตรมาส',
        'Follow the key risks every quarter, including climate, food-safety and cyber risks',
      ),
      t(
        'กำกับดูแลกลยุทธ์และเป้าหมายความยั่งยืน และการเปิดเผยข้อมูลในรายงานความยั่งยืน',
        'Oversee the sustainability strategy and targets, and what the sustainability report discloses',
      ),
      t(
        'ประสานงานกับคณะกรรมการตรวจสอบในเรื่องการควบคุมภายในที่เกี่ยวกับความเสี่ยง',
        'Work with the Audit Committee on risk-related internal control',
      ),
    ],
    t(
      'คณะกรรมการความยั่งยืนและบริหารความเสี่ยงประชุมอย่างน้อยไตรมาสละครั้ง',
      'The committee meets at least once a quarter.',
    ),
  ),
  {
    slug: 'code-of-conduct',
    title: t('จรรยาบรรณธุรกิจ', 'Code of conduct'),
    chapters: [
      chapter(
        t('ขอบเขตและการบังคับใช้', 'Scope'),
        p(
          'จรรยาบรรณนี้ใช้กับกรรมการ ผู้บริหาร และพนักงานทุกคนของบริษัทและบริษัทย่อย ทุกคนลงนามรับทราบเมื่อเริ่มงานและทบทวนทุกปี ผู้บังคับบัญชาต้องเป็นแบบอย่างและดูแลให้ผู้ใต้บังคับบัญชาปฏิบัติตาม การฝ่าฝืนเป็นความผิดทางวินัย',
          'This code applies to every director, executive and employee of the company and its subsidiaries. Each signs it on joining and again every year. Managers lead by example and see that their teams follow it; a breach is a disciplinary matter.',
        ),
      ),
      chapter(
        t('ความปลอดภัยอาหารและผู้บริโภค', 'Food safety and consumers'),
        p(
          'เราไม่ยอมให้ความปลอดภัยอาหารเป็นรองเรื่องต้นทุนหรือเวลา พนักงานทุกคนมีสิทธิและหน้าที่หยุดสายการผลิตเมื่อพบความเสี่ยง ข้อมูลบนฉลากต้องถูกต้องและไม่ทำให้เข้าใจผิด',
          'Food safety never gives way to cost or time. Every employee has the right and the duty to stop a line when they see a risk. Labels must be accurate and never mislead.',
        ),
      ),
      chapter(
        t('ความขัดแย้งทางผลประโยชน์', 'Conflicts of interest'),
        p(
          'กรรมการและผู้บริหารต้องรายงานส่วนได้เสียของตนและผู้เกี่ยวข้อง และงดออกเสียงในเรื่องที่ตนมีส่วนเกี่ยวข้อง พนักงานต้องไม่ใช้ตำแหน่งหน้าที่หาประโยชน์ส่วนตน',
          'Directors and executives declare their own and their related persons’ interests and abstain on matters that concern them. No employee uses their position for personal gain.',
        ),
      ),
      chapter(
        t('การใช้ข้อมูลภายใน', 'Inside information'),
        p(
          'กรรมการ ผู้บริหาร และพนักงานที่เข้าถึงข้อมูลงบการเงิน ห้ามซื้อขายหุ้นของบริษัทในช่วง 30 วันก่อนและ 24 ชั่วโมงหลังการเปิดเผยงบการเงิน กรรมการและผู้บริหารรายงานการซื้อขายหุ้นต่อเลขานุการบริษัทภายใน 3 วันทำการ',
          'Directors, executives and employees with access to financial results do not trade the company’s shares from 30 days before until 24 hours after the results are published. Directors and executives report their trades to the company secretary within three business days.',
        ),
      ),
      chapter(
        t('การปฏิบัติต่อผู้มีส่วนได้เสีย', 'Stakeholders'),
        items(
          t(
            'พนักงาน: จ้างงานอย่างเป็นธรรม ไม่เลือกปฏิบัติ ดูแลความปลอดภัยและสุขอนามัย',
            'Employees: fair employment, no discrimination, safe and healthy workplaces',
          ),
          t(
            'เกษตรกรและคู่ค้า: สัญญาที่เป็นธรรม จ่ายเงินตรงเวลา และคัดเลือกอย่างโปร่งใส',
            'Farmers and suppliers: fair contracts, payment on time and transparent selection',
          ),
          t(
            'คู่แข่ง: แข่งขันอย่างเป็นธรรมตามกฎหมายการแข่งขันทางการค้า',
            'Competitors: fair competition under the Trade Competition Act',
          ),
          t(
            'ชุมชนและสิ่งแวดล้อม: ลดผลกระทบจากการดำเนินงาน และร่วมพัฒนาชุมชน',
            'Communities and the environment: lower our impact and help develop communities',
          ),
        ),
      ),
      chapter(
        t('ข้อมูลส่วนบุคคลและทรัพย์สินของบริษัท', 'Personal data and company assets'),
        p(
          'เราเก็บและใช้ข้อมูลส่วนบุคคลเท่าที่จำเป็นตามพระราชบัญญัติคุ้มครองข้อมูลส่วนบุคคล พ.ศ. 2562 และใช้ทรัพย์สิน ระบบสารสนเทศ และข้อมูลของบริษัทเพื่องานของบริษัทเท่านั้น',
          'We collect and use personal data only as needed, under the Personal Data Protection Act B.E. 2562 (2019), and use the company’s assets, systems and information for its work only.',
        ),
      ),
      chapter(
        t('การขอคำปรึกษาและการแจ้งเบาะแส', 'Asking and speaking up'),
        p(
          'ผู้ที่ไม่แน่ใจว่าการกระทำใดขัดต่อจรรยาบรรณหรือไม่ ปรึกษาผู้บังคับบัญชาหรือฝ่ายกำกับดูแลการปฏิบัติงานได้ ผู้ที่พบการกระทำผิดแจ้งเบาะแสได้ตามนโยบายการแจ้งเบาะแส และได้รับความคุ้มครอง',
          'Anyone unsure whether something breaks the code can ask their manager or the compliance team. Anyone who sees wrongdoing can report it under the whistleblowing policy, and is protected.',
        ),
      ),
      reviewChapter(t('คณะกรรมการบริษัท', 'The board')),
    ],
  },
  {
    slug: 'anti-corruption-policy',
    title: t('นโยบายต่อต้านการทุจริตคอร์รัปชัน', 'Anti-corruption policy'),
    chapters: [
      chapter(
        t('นโยบาย', 'Policy'),
        p(
          'บริษัทไม่ยอมรับการทุจริตคอร์รัปชันทุกรูปแบบ ทั้งทางตรงและทางอ้อม ทั้งการให้และรับสินบนกับเจ้าหน้าที่รัฐและภาคเอกชน บริษัทเป็นสมาชิกแนวร่วมปฏิบัติของภาคเอกชนไทยในการต่อต้านการทุจริต (CAC) และจะไม่ลดตำแหน่งหรือลงโทษพนักงานที่ปฏิเสธการทุจริต แม้จะทำให้บริษัทเสียโอกาสทางธุรกิจ',
          'The company does not tolerate corruption in any form, direct or indirect, given or received, with officials or private parties. It is a certified member of Thailand’s Private Sector Collective Action against Corruption (CAC), and no employee is demoted or penalised for refusing a bribe, even if the company loses business.',
        ),
      ),
      chapter(
        t('ของขวัญ การเลี้ยงรับรอง และค่าใช้จ่ายอื่น', 'Gifts, hospitality and other expenses'),
        items(
          t(
            'ของขวัญและการเลี้ยงรับรองต้องมีมูลค่าเหมาะสม เปิดเผย และไม่มุ่งหวังผลตอบแทน ของขวัญมูลค่าเกิน 3,000 บาทต้องรายงาน',
            'Gifts and hospitality must be modest, open and expect nothing in return; any gift worth more than THB 3,000 is reported',
          ),
          t(
            'เงินบริจาคเพื่อการกุศลและเงินสนับสนุนต้องได้รับอนุมัติตามอำนาจดำเนินการ และเปิดเผยต่อสาธารณะ',
            'Donations and sponsorships are approved under the delegation of authority and disclosed',
          ),
          t(
            'บริษัทไม่ให้การสนับสนุนทางการเมืองแก่พรรคการเมืองหรือนักการเมืองใด',
            'The company makes no political contributions to any party or politician',
          ),
          t(
            'ไม่จ่ายค่าอำนวยความสะดวกเพื่อเร่งรัดการดำเนินการของเจ้าหน้าที่รัฐ',
            'No facilitation payments to speed up officials’ work',
          ),
        ),
      ),
      chapter(
        t('การประเมินความเสี่ยงและการควบคุม', 'Risk assessment and controls'),
        p(
          'ทุกหน่วยงานประเมินความเสี่ยงด้านการทุจริตเป็นประจำทุกปี หน่วยงานตรวจสอบภายในสอบทานการควบคุมในกระบวนการจัดซื้อ การขาย การขออนุญาตจากหน่วยงานรัฐ และการบริจาค และรายงานต่อคณะกรรมการตรวจสอบ',
          'Every unit assesses its corruption risk each year. Internal audit reviews the controls over purchasing, sales, permits from authorities and donations, and reports to the Audit Committee.',
        ),
      ),
      chapter(
        t('คู่ค้าและตัวแทน', 'Business partners and agents'),
        p(
          'บริษัทคาดหวังให้คู่ค้า ตัวแทน และผู้รับจ้างปฏิบัติตามนโยบายนี้ สัญญาของบริษัทมีข้อกำหนดต่อต้านการทุจริต และบริษัทอาจยกเลิกสัญญากับคู่ค้าที่ฝ่าฝืน',
          'The company expects its suppliers, agents and contractors to follow this policy. Its contracts carry an anti-corruption clause, and it may end a contract with a partner who breaches it.',
        ),
      ),
      chapter(
        t('การฝึกอบรมและการแจ้งเบาะแส', 'Training and reporting'),
        p(
          'พนักงานทุกคนได้รับการอบรมนโยบายนี้ทุกปี ผู้ที่พบเห็นการทุจริตแจ้งเบาะแสได้ตามนโยบายการแจ้งเบาะแส',
          'Every employee is trained on this policy each year. Anyone who sees corruption can report it under the whistleblowing policy.',
        ),
      ),
      reviewChapter(t('คณะกรรมการตรวจสอบ', 'The Audit Committee')),
    ],
  },
  {
    slug: 'whistleblowing-policy',
    title: t('นโยบายการแจ้งเบาะแสและการคุ้มครองผู้แจ้งเบาะแส', 'Whistleblowing policy'),
    chapters: [
      chapter(
        t('เรื่องที่แจ้งได้', 'What can be reported'),
        p(
          'การกระทำที่อาจผิดกฎหมาย ข้อบังคับ จรรยาบรรณธุรกิจ หรือนโยบายของบริษัท เช่น การทุจริต การให้หรือรับสินบน การรายงานทางการเงินที่ไม่ถูกต้อง ความเสี่ยงด้านความปลอดภัยอาหาร การละเมิดสิทธิมนุษยชน และการล่วงละเมิดในที่ทำงาน',
          'Conduct that may break the law, the company’s rules, its code of conduct or its policies: fraud, bribery, false financial reporting, food-safety risks, human-rights abuses and harassment at work, among others.',
        ),
      ),
      chapter(
        t('ช่องทางการแจ้ง', 'How to report'),
        items(
          t(
            'อีเมลถึงประธานกรรมการตรวจสอบโดยตรง: whistleblowing@siamharvest.example',
            'E-mail to the Chair of the Audit Committee directly: whistleblowing@siamharvest.example',
          ),
          t(
            'ไปรษณีย์ถึงประธานกรรมการตรวจสอบ สำนักงานใหญ่ (ระบุ "ลับเฉพาะ")',
            'Post to the Chair of the Audit Committee at the head office, marked “confidential”',
          ),
          t(
            'ผู้แจ้งจะระบุชื่อหรือไม่ก็ได้ แต่ควรให้ข้อมูลที่เพียงพอต่อการตรวจสอบ',
            'Reports may be anonymous, but should give enough detail to be looked into',
          ),
        ),
      ),
      chapter(
        t('การดำเนินการกับเรื่องที่ได้รับแจ้ง', 'How reports are handled'),
        p(
          'ประธานกรรมการตรวจสอบรับเรื่องภายใน 7 วัน และมอบหมายผู้ตรวจสอบที่เป็นอิสระจากเรื่องที่แจ้ง การตรวจสอบควรแล้วเสร็จภายใน 60 วัน ผลการตรวจสอบแจ้งต่อผู้แจ้งเท่าที่ทำได้โดยไม่ละเมิดสิทธิของผู้อื่น และรายงานต่อคณะกรรมการตรวจสอบทุกไตรมาส',
          'The Chair of the Audit Committee acknowledges each report within seven days and appoints an investigator independent of the matter. Investigations aim to finish within 60 days. The whistleblower is told the outcome as far as others’ rights allow, and the Audit Committee hears every case each quarter.',
        ),
      ),
      chapter(
        t('การคุ้มครองผู้แจ้งเบาะแส', 'Protection'),
        p(
          'ข้อมูลของผู้แจ้งเบาะแสและผู้ให้ข้อมูลถูกเก็บเป็นความลับ บริษัทไม่เลิกจ้าง ลดตำแหน่ง หรือกลั่นแกล้งผู้ที่แจ้งเบาะแสโดยสุจริต ผู้ที่แจ้งเรื่องอันเป็นเท็จโดยเจตนาอาจถูกลงโทษทางวินัย',
          'The identity of whistleblowers and witnesses is kept confidential. No one who reports in good faith is dismissed, demoted or harassed for it. A report known to be false may lead to disciplinary action.',
        ),
      ),
      reviewChapter(t('คณะกรรมการตรวจสอบ', 'The Audit Committee')),
    ],
  },
]

/** A governance document as an investor document: its PDF in both languages. */
function governanceDocument(company: PdfCompany, text: GovernanceText): InvestorDocumentDoc {
  const spec = (lang: 'th' | 'en'): TextDocumentSpec => ({
    kind: 'policy',
    lang,
    company,
    title: text.title,
    publishedAt: APPROVED,
    shortName: text.title,
    coverLines: [
      t(
        `อนุมัติโดยคณะกรรมการบริษัทเมื่อวันที่ ${APPROVED_TEXT.th}`,
        `Approved by the board of directors on ${APPROVED_TEXT.en}`,
      ),
    ],
    fileYear: 2026,
    slug: text.slug,
    chapters: text.chapters,
  })
  return {
    id: `investorDocument-${text.slug}`,
    _type: 'investorDocument',
    title: text.title,
    category: 'governance-policy',
    year: 2026,
    publishedAt: APPROVED,
    file: { th: spec('th'), en: spec('en') },
  }
}

export const governanceDocuments = (company: PdfCompany) =>
  TEXTS.map((text) => governanceDocument(company, text))

/** The code of conduct's and the anti-corruption policy's chapters: the One Report attaches them. */
export const oneReportAttachments = (): { title: PdfText; chapters: PdfChapter[] }[] =>
  TEXTS.filter((text) => text.slug === 'code-of-conduct' || text.slug === 'anti-corruption-policy')
