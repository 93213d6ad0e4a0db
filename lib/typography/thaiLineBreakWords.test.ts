import { siteSettings } from '@/cms/seed/content/settings'
import { lineBreakDictionary } from './lineBreakUnits'
import { thaiLineBreakWords } from './thaiLineBreakWords'

// The editors' word list as the bundled dataset carries it.
const dictionary = lineBreakDictionary(
  [],
  siteSettings.flatMap((settings) => settings.lineBreakWords),
)
const icu = new Intl.Segmenter('th', { granularity: 'word' })
const icuWords = (text: string) => Array.from(icu.segment(text), ({ segment }) => segment)

/** Common compounds of a listed food company's pages, from the issue and the site's own text. */
const COMPOUNDS = [
  'รับประทาน',
  'นักลงทุน',
  'ปีบัญชี',
  'ล้านบาท',
  'ผู้บริโภค',
  'ผลิตภัณฑ์',
  'อุตสาหกรรม',
  'ความยั่งยืน',
  'ผู้ถือหุ้น',
  'งบการเงิน',
  'รับผิดชอบ',
  'ตรวจสอบ',
  'นักลงทุนสัมพันธ์',
  'ผลการดำเนินงาน',
  'กำไรสุทธิ',
  'คณะกรรมการ',
  'ธรรมาภิบาล',
  'กำกับดูแลกิจการ',
  'ความเสี่ยง',
  'สิ่งแวดล้อม',
  'ห่วงโซ่อุปทาน',
  'บรรจุภัณฑ์',
  'ส่วนของผู้ถือหุ้น',
  'ผู้สอบบัญชี',
  'ก๊าซเรือนกระจก',
]

// Each compound in a sentence, between words ICU might glue to it.
const SENTENCES = [
  'ควรรับประทานภายในสามวันหลังเปิดถุง',
  'บริษัทเชิญนักลงทุนรายย่อยและนักวิเคราะห์ร่วมประชุม',
  'งบการเงินสำหรับปีบัญชีสิ้นสุดวันที่ 31 ธันวาคม',
  'รายได้รวม 40,150 ล้านบาทเพิ่มขึ้นจากปีก่อน',
  'เพื่อผู้บริโภคทั่วประเทศ',
  'ผลิตภัณฑ์ของเราผ่านมาตรฐานอุตสาหกรรมอาหาร',
  'รายงานความยั่งยืนประจำปี',
  'ที่ประชุมผู้ถือหุ้นอนุมัติเงินปันผล',
  'ผลการดำเนินงานและกำไรสุทธิของไตรมาสที่สาม',
  'คณะกรรมการตรวจสอบมีหน้าที่รับผิดชอบ',
  'หลักธรรมาภิบาลและการกำกับดูแลกิจการที่ดี',
  'การบริหารความเสี่ยงด้านสิ่งแวดล้อม',
  'ลดก๊าซเรือนกระจกตลอดห่วงโซ่อุปทาน',
  'บรรจุภัณฑ์รีไซเคิลได้',
  'ส่วนของผู้ถือหุ้นตามที่ผู้สอบบัญชีรับรอง',
  'ติดต่อฝ่ายนักลงทุนสัมพันธ์',
]

describe('Thai words a line may end between', () => {
  it('has at least 20 common compounds to hold', () => {
    expect(COMPOUNDS.length).toBeGreaterThanOrEqual(20)
  })

  it.each(COMPOUNDS)('never splits %s, alone', (compound) => {
    expect(thaiLineBreakWords(compound, dictionary)).toEqual([compound])
  })

  it('never splits a compound inside a sentence, and loses no text', () => {
    for (const sentence of SENTENCES) {
      const words = thaiLineBreakWords(sentence, dictionary)
      expect(words.join('')).toBe(sentence)
      const inSentence = COMPOUNDS.filter((compound) => sentence.includes(compound))
      expect(inSentence.length).toBeGreaterThan(0)
      // Every compound the sentence holds ends at a word's end: no break inside it.
      const ends = new Set(words.map((_, index) => words.slice(0, index + 1).join('').length))
      const starts = new Set(words.map((_, index) => words.slice(0, index).join('').length))
      for (const compound of inSentence) {
        const at = sentence.indexOf(compound)
        const inside = [...ends].filter((end) => end > at && end < at + compound.length)
        expect({ sentence, compound, inside }).toEqual({ sentence, compound, inside: [] })
        expect(starts.has(at) || words.some((word) => word.includes(compound))).toBe(true)
      }
    }
  })

  it('holds compounds ICU itself splits, so the list is what keeps them', () => {
    // Why the list exists: the browser's own dictionary breaks these (rub|prathan …).
    for (const compound of ['รับประทาน', 'นักลงทุน', 'ปีบัญชี', 'ล้านบาท', 'ผู้บริโภค', 'ธรรมาภิบาล']) {
      expect(icuWords(compound).length).toBeGreaterThan(1)
      expect(dictionary.words).toContain(compound)
    }
  })

  it('leaves words the list does not know to ICU, and other scripts as they are', () => {
    expect(thaiLineBreakWords('อาหารไทย', dictionary)).toEqual(icuWords('อาหารไทย'))
    expect(thaiLineBreakWords('Siam Harvest 2026', dictionary).join('')).toBe('Siam Harvest 2026')
  })
})
