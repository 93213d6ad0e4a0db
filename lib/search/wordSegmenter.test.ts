import { foldText } from './textFolding'
import { createWordSegmenter, textRuns } from './wordSegmenter'

// The brands' Thai names, as the dataset has them (toSearchSource passes them to the segmenter).
const BRANDS = [
  'เดลี่คราฟต์',
  'โกลเด้นฟาร์ม',
  'กรีนการ์เด้น',
  'แฮปปี้ พอว์ส',
  'ครัวฮาร์เวสต์',
  'แม่น้อย',
  'สยามคิทเช่น',
  'ซันนี่ เอ้ก',
]

describe('word segmenter', () => {
  const segmenter = createWordSegmenter(BRANDS)
  const words = (text: string) => segmenter.words(foldText(text))

  it('cuts Thai product names from the dataset into words with Intl.Segmenter', () => {
    expect(words('ซาลาเปาไส้หมูแดง')).toEqual(['ซาลาเปา', 'ไส้', 'หมูแดง'])
    expect(words('ข้าวแกงเขียวหวานไก่')).toEqual(['ข้าว', 'แกง', 'เขียว', 'หวาน', 'ไก่'])
    expect(words('สะโพกไก่ไม่มีกระดูก')).toEqual(['สะโพก', 'ไก่', 'ไม่มี', 'กระดูก'])
  })

  it('keeps brand names whole where ICU alone cuts them badly', () => {
    const icu = new Intl.Segmenter('th', { granularity: 'word' })
    const icuWords = (text: string) => Array.from(icu.segment(text), (s) => s.segment)
    // What ICU does on its own: กรี|นการ์เด้น, เด|ลี่|ครา|ฟต์.
    expect(icuWords('กรีนการ์เด้น')).not.toContain('กรีนการ์เด้น')
    expect(icuWords('เดลี่คราฟต์')).not.toContain('เดลี่คราฟต์')

    expect(words('กรีนการ์เด้น')).toEqual(['กรีนการ์เด้น'])
    expect(words('เดลี่คราฟต์')).toEqual(['เดลี่คราฟต์'])
    expect(words('ชุดข้าวมันไก่ครัวฮาร์เวสต์')).toEqual(['ชุด', 'ข้าว', 'มัน', 'ไก่', 'ครัวฮาร์เวสต์'])
    expect(words('แฮปปี้ พอว์ส')).toEqual(['แฮปปี้', 'พอว์ส'])
  })

  it('keeps loanwords on food labels whole', () => {
    expect(words('ไส้กรอกหมูแฟรงก์เฟิร์ต')).toEqual(['ไส้กรอก', 'หมู', 'แฟรงก์เฟิร์ต'])
    expect(words('ไข่ไก่ออร์แกนิก')).toEqual(['ไข่', 'ไก่', 'ออร์แกนิก'])
    expect(words('ไข่ไก่เสริมโอเมก้า-3')).toEqual(['ไข่', 'ไก่', 'เสริม', 'โอเมก้า', '3'])
  })

  it('reads mixed Thai and English text, and numbers', () => {
    expect(words('Krua Harvest ข้าวมันไก่ 2 ที่')).toEqual([
      'krua',
      'harvest',
      'ข้าว',
      'มัน',
      'ไก่',
      '2',
      'ที่',
    ])
  })

  it('cuts folded text into runs where the script changes', () => {
    expect(textRuns(foldText('Kruaข้าว มันไก่!'))).toEqual(['krua', 'ข้าว', 'มันไก่'])
  })
})
