import type { IrEventDoc, Localized } from './types'

const headOfficeAndOnline: Localized = {
  th: 'ห้องประชุมชั้น 20 สำนักงานใหญ่ ถนนพระรามที่ 4 และผ่านสื่ออิเล็กทรอนิกส์',
  en: '20th-floor meeting hall, head office, Rama IV Road, and online',
}
const stockExchange: Localized = {
  th: 'ตลาดหลักทรัพย์แห่งประเทศไทย และถ่ายทอดสดออนไลน์',
  en: 'The Stock Exchange of Thailand, and streamed live online',
}
const setNews: Localized = {
  th: 'เผยแพร่ผ่านระบบข่าวของตลาดหลักทรัพย์ฯ และเว็บไซต์นักลงทุนสัมพันธ์',
  en: 'Published through the SET news service and on this investor relations website',
}

/** The investor relations calendar for 2026 and early 2027. */
export const irEvents: IrEventDoc[] = [
  {
    id: 'irEvent-2026-02-fy2025-results',
    _type: 'irEvent',
    title: { th: 'ประกาศผลการดำเนินงานประจำปี 2568', en: 'Full-year 2025 results announcement' },
    type: 'results',
    date: '2026-02-26',
    description: {
      th: 'เผยแพร่งบการเงินประจำปี 2568 ที่ผ่านการตรวจสอบ และคำอธิบายและการวิเคราะห์ของฝ่ายจัดการ',
      en: 'Audited 2025 financial statements and management discussion and analysis.',
    },
    location: setNews,
  },
  {
    id: 'irEvent-2026-03-opportunity-day',
    _type: 'irEvent',
    title: {
      th: 'Opportunity Day ผลการดำเนินงานไตรมาส 4/2568',
      en: 'Opportunity Day: Q4 2025 results',
    },
    type: 'opportunity-day',
    date: '2026-03-05',
    description: {
      th: 'ผู้บริหารนำเสนอผลการดำเนินงานปี 2568 และทิศทางธุรกิจปี 2569 พร้อมตอบคำถามนักลงทุน',
      en: 'Management presents the 2025 results and the outlook for 2026 and takes questions from investors.',
    },
    location: stockExchange,
  },
  {
    id: 'irEvent-2026-04-agm',
    _type: 'irEvent',
    title: {
      th: 'การประชุมสามัญผู้ถือหุ้นประจำปี 2569',
      en: '2026 Annual General Meeting of Shareholders',
    },
    type: 'agm',
    date: '2026-04-24',
    description: {
      th: 'ประชุมแบบไฮบริด เริ่มลงทะเบียนเวลา 12:30 น. เริ่มประชุมเวลา 14:00 น.',
      en: 'Hybrid meeting; registration opens at 12:30 p.m. and the meeting starts at 2 p.m.',
    },
    location: headOfficeAndOnline,
  },
  {
    id: 'irEvent-2026-05-xd-fy2025',
    _type: 'irEvent',
    title: {
      th: 'วันที่ไม่ได้รับสิทธิรับเงินปันผล (XD) งวดสุดท้ายปี 2568',
      en: 'Ex-dividend date (XD): final dividend for 2025',
    },
    type: 'xd',
    date: '2026-05-06',
    description: { th: 'เงินปันผล 0.65 บาทต่อหุ้น', en: 'Dividend of THB 0.65 a share' },
  },
  {
    id: 'irEvent-2026-05-record-fy2025',
    _type: 'irEvent',
    title: {
      th: 'วันกำหนดรายชื่อผู้มีสิทธิรับเงินปันผลงวดสุดท้ายปี 2568',
      en: 'Record date: final dividend for 2025',
    },
    type: 'record',
    date: '2026-05-07',
  },
  {
    id: 'irEvent-2026-05-q1-results',
    _type: 'irEvent',
    title: { th: 'ประกาศผลการดำเนินงานไตรมาส 1/2569', en: 'Q1 2026 results announcement' },
    type: 'results',
    date: '2026-05-13',
    location: setNews,
  },
  {
    id: 'irEvent-2026-05-payment-fy2025',
    _type: 'irEvent',
    title: { th: 'วันจ่ายเงินปันผลงวดสุดท้ายปี 2568', en: 'Payment date: final dividend for 2025' },
    type: 'payment',
    date: '2026-05-22',
    description: { th: 'เงินปันผล 0.65 บาทต่อหุ้น', en: 'Dividend of THB 0.65 a share' },
  },
  {
    id: 'irEvent-2026-08-q2-results',
    _type: 'irEvent',
    title: { th: 'ประกาศผลการดำเนินงานไตรมาส 2/2569', en: 'Q2 2026 results announcement' },
    type: 'results',
    date: '2026-08-13',
    location: setNews,
  },
  {
    id: 'irEvent-2026-08-xd-interim',
    _type: 'irEvent',
    title: {
      th: 'วันที่ไม่ได้รับสิทธิรับเงินปันผลระหว่างกาล (XD) ปี 2569',
      en: 'Ex-dividend date (XD): 2026 interim dividend',
    },
    type: 'xd',
    date: '2026-08-26',
    description: {
      th: 'เงินปันผลระหว่างกาล 0.45 บาทต่อหุ้น',
      en: 'Interim dividend of THB 0.45 a share',
    },
  },
  {
    id: 'irEvent-2026-08-record-interim',
    _type: 'irEvent',
    title: {
      th: 'วันกำหนดรายชื่อผู้มีสิทธิรับเงินปันผลระหว่างกาลปี 2569',
      en: 'Record date: 2026 interim dividend',
    },
    type: 'record',
    date: '2026-08-27',
  },
  {
    id: 'irEvent-2026-09-payment-interim',
    _type: 'irEvent',
    title: { th: 'วันจ่ายเงินปันผลระหว่างกาลปี 2569', en: 'Payment date: 2026 interim dividend' },
    type: 'payment',
    date: '2026-09-11',
    description: {
      th: 'เงินปันผลระหว่างกาล 0.45 บาทต่อหุ้น',
      en: 'Interim dividend of THB 0.45 a share',
    },
  },
  {
    id: 'irEvent-2026-11-q3-results',
    _type: 'irEvent',
    title: { th: 'ประกาศผลการดำเนินงานไตรมาส 3/2569', en: 'Q3 2026 results announcement' },
    type: 'results',
    date: '2026-11-12',
    location: setNews,
  },
  {
    id: 'irEvent-2026-11-opportunity-day',
    _type: 'irEvent',
    title: {
      th: 'Opportunity Day ผลการดำเนินงานไตรมาส 3/2569',
      en: 'Opportunity Day: Q3 2026 results',
    },
    type: 'opportunity-day',
    date: '2026-11-26',
    description: {
      th: 'เวลา 10:15–11:00 น. ผู้บริหารนำเสนอผลการดำเนินงาน 9 เดือนแรกของปี 2569 และตอบคำถามนักลงทุน',
      en: '10:15–11:00 a.m. Management presents the nine-month 2026 results and answers investors’ questions.',
    },
    location: stockExchange,
  },
  {
    id: 'irEvent-2027-02-fy2026-results',
    _type: 'irEvent',
    title: { th: 'ประกาศผลการดำเนินงานประจำปี 2569', en: 'Full-year 2026 results announcement' },
    type: 'results',
    date: '2027-02-25',
    description: {
      th: 'วันที่โดยประมาณ อาจเปลี่ยนแปลงได้',
      en: 'Provisional date, subject to change.',
    },
    location: setNews,
  },
  {
    id: 'irEvent-2027-03-opportunity-day',
    _type: 'irEvent',
    title: {
      th: 'Opportunity Day ผลการดำเนินงานไตรมาส 4/2569',
      en: 'Opportunity Day: Q4 2026 results',
    },
    type: 'opportunity-day',
    date: '2027-03-04',
    description: {
      th: 'วันที่โดยประมาณ อาจเปลี่ยนแปลงได้',
      en: 'Provisional date, subject to change.',
    },
    location: stockExchange,
  },
  {
    id: 'irEvent-2027-04-agm',
    _type: 'irEvent',
    title: {
      th: 'การประชุมสามัญผู้ถือหุ้นประจำปี 2570',
      en: '2027 Annual General Meeting of Shareholders',
    },
    type: 'agm',
    date: '2027-04-23',
    description: {
      th: 'วันที่โดยประมาณ หนังสือเชิญประชุมจะเผยแพร่บนเว็บไซต์ล่วงหน้าอย่างน้อย 30 วัน',
      en: 'Provisional date; the notice of meeting will be published on this website at least 30 days in advance.',
    },
    location: headOfficeAndOnline,
  },
]
