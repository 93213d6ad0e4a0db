import { MAX_WHOLE_LENGTH, findLineBreakUnits, lineBreakDictionary } from './lineBreakUnits'

const dictionary = lineBreakDictionary(
  [
    'นายประเสริฐ ธนากรวิวัฒน์',
    'ครัวสยาม',
    'บริษัท สยามฮาร์เวสต์ ฟู้ดส์ จำกัด (มหาชน)',
    'Siam Harvest Foods',
    null,
  ],
  ['รับผิดชอบ', 'ตรวจสอบ', 'ปฏิทินนักลงทุนสัมพันธ์', 'นักลงทุนสัมพันธ์', 'นักขัตฤกษ์', undefined],
)

const unitsOf = (text: string) =>
  findLineBreakUnits(text, dictionary).map(({ start, end }) => text.slice(start, end))

describe('the Thai units a line must not end inside', () => {
  it('finds a person’s whole name, and a part of it mentioned alone', () => {
    // A long name by its parts: the line may end at its space, never inside a part.
    expect(unitsOf('นายประเสริฐ ธนากรวิวัฒน์ ประธานกรรมการ')).toEqual(['นายประเสริฐ', 'ธนากรวิวัฒน์'])
    expect(unitsOf('คุณธนากรวิวัฒน์กล่าว')).toEqual(['ธนากรวิวัฒน์'])
    // A short one whole; a no-break space or two spaces between its parts are the same name.
    const short = lineBreakDictionary(['นายชัย ใจดี'], [])
    expect(findLineBreakUnits('พบนายชัย  ใจดี', short)).toEqual([{ start: 2, end: 14 }])
    expect(findLineBreakUnits('นายชัย\u00a0ใจดี', short)).toEqual([{ start: 0, end: 11 }])
  })

  it('keeps a company name longer than a phone’s line only in parts', () => {
    const legal = 'บริษัท สยามฮาร์เวสต์ ฟู้ดส์ จำกัด (มหาชน)'
    expect(legal.length).toBeGreaterThan(MAX_WHOLE_LENGTH)
    expect(unitsOf(legal)).toEqual(['บริษัท', 'สยามฮาร์เวสต์', 'ฟู้ดส์', 'จำกัด', '(มหาชน)'])
    expect(dictionary.words).not.toContain(legal)
  })

  it('finds Thai dates with a day or a year, in full or short month names', () => {
    expect(unitsOf('ประชุมวันที่ 28 พฤศจิกายน 2569 ที่กรุงเทพฯ')).toEqual(['28 พฤศจิกายน 2569'])
    expect(unitsOf('ขึ้นเครื่องหมาย XD 5 พ.ค. 69')).toEqual(['5 พ.ค. 69'])
    expect(unitsOf('งบการเงินเดือนมีนาคม 2569')).toEqual(['มีนาคม 2569'])
    expect(unitsOf('ภายในเดือน พ.ศ. ไม่มีวัน')).toEqual([])
    // A month alone is a word the browser keeps.
    expect(unitsOf('เดือนมีนาคมของทุกปี')).toEqual([])
  })

  it('finds times with their น., single or as a span', () => {
    expect(unitsOf('เริ่มเวลา 10:15 น. ที่ห้องประชุม')).toEqual(['10:15 น.'])
    expect(unitsOf('จันทร์–ศุกร์ 08:30–17:30 น. (เว้นวันหยุดนักขัตฤกษ์)')).toEqual([
      '08:30–17:30 น.',
      'นักขัตฤกษ์',
    ])
    expect(unitsOf('เวลา 14.00น.')).toEqual(['14.00น.'])
    expect(unitsOf('ราคา 10.15 บาท')).toEqual([])
  })

  it('finds listed compounds, the longest where two overlap', () => {
    expect(unitsOf('ผู้รับผิดชอบงานตรวจสอบภายใน')).toEqual(['รับผิดชอบ', 'ตรวจสอบ'])
    expect(unitsOf('ดูปฏิทินนักลงทุนสัมพันธ์')).toEqual(['ปฏิทินนักลงทุนสัมพันธ์'])
    expect(unitsOf('ฝ่ายนักลงทุนสัมพันธ์')).toEqual(['นักลงทุนสัมพันธ์'])
  })

  it('finds nothing in text without Thai, and ignores entries without Thai', () => {
    expect(unitsOf('Siam Harvest Foods, 28 November 2026, 10:15')).toEqual([])
    expect(dictionary.words).not.toContain('Siam Harvest Foods')
  })

  it('escapes what editors type as plain text', () => {
    const withDot = lineBreakDictionary([], ['ดร.สมชาย', 'ก(ข)'])
    expect(findLineBreakUnits('ดรXสมชาย', withDot)).toEqual([])
    expect(findLineBreakUnits('ดร.สมชาย', withDot)).toEqual([{ start: 0, end: 8 }])
  })
})
