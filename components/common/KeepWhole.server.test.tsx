/**
 * @jest-environment node
 */
import { renderToStaticMarkup } from 'react-dom/server'
import { PagePropsContext } from '@/lib/client/serverHtml'
import { readLineBreakDictionary } from '@/lib/typography/serverLineBreaks'
import { KeepWhole } from './KeepWhole'
import { keepWholeChildren } from './keepWholeChildren'
import { StaticHtml } from './StaticHtml'
import { WholeText } from './WholeText'

// What the server draws: the finder runs only there (no `window`), with the bundled dataset's
// names and the site settings' word list.
const html = (node: React.ReactNode) =>
  renderToStaticMarkup(<PagePropsContext.Provider value={{}}>{node}</PagePropsContext.Provider>)

const units = (markup: string) =>
  Array.from(
    markup.matchAll(/<span class="[^"]*white-space_nowrap[^"]*">([^<]*)<\/span>/g),
    (m) => m[1],
  )

beforeAll(async () => {
  await readLineBreakDictionary()
})

describe('KeepWhole on the server', () => {
  const text = 'ผู้รับผิดชอบ นายประเสริฐ ธนากรวิวัฒน์ พบนักลงทุนเวลา 10:15 น. วันที่ 28 พฤศจิกายน 2569'

  it('keeps the units of static content whole, losing no text', () => {
    const markup = html(
      <StaticHtml>
        <KeepWhole>{text}</KeepWhole>
      </StaticHtml>,
    )
    expect(units(markup)).toEqual([
      'รับผิดชอบ',
      'นายประเสริฐ',
      'ธนากรวิวัฒน์',
      // A compound of the editors' list ICU splits (นัก|ลงทุน).
      'นักลงทุน',
      '10:15 น.',
      '28 พฤศจิกายน 2569',
    ])
    expect(markup.replace(/<[^>]+>/g, '')).toBe(text)
  })

  it('leaves hydrated text as it is, so the browser draws the same', () => {
    expect(html(<p>{<KeepWhole>{text}</KeepWhole>}</p>)).toBe(`<p>${text}</p>`)
  })

  it('keeps a hydrated text whole in a StaticHtml span of its own when asked', () => {
    const markup = html(
      <KeepWhole isOwnStaticHtml>{'จันทร์–ศุกร์ 08:30–17:30 น. (เว้นวันหยุดนักขัตฤกษ์)'}</KeepWhole>,
    )
    expect(markup.startsWith('<span data-static-html="">')).toBe(true)
    expect(units(markup)).toEqual(['08:30–17:30 น.', 'วันหยุดนักขัตฤกษ์'])
  })

  it('draws the units a loader found, on either side', () => {
    expect(units(html(<KeepWhole units={[[3, 12]]}>{text}</KeepWhole>))).toEqual(['รับผิดชอบ'])
    expect(html(<KeepWhole units={[]}>{text}</KeepWhole>)).toBe(text)
  })

  it('keeps the string children of rich text whole, and their elements as they are', () => {
    const markup = html(
      <StaticHtml>
        <p>{keepWholeChildren(['ฝ่ายตรวจสอบภายใน ', <strong key="b">ตรวจสอบ</strong>])}</p>
      </StaticHtml>,
    )
    expect(units(markup)).toEqual(['ตรวจสอบ'])
    expect(markup).toContain('<strong>ตรวจสอบ</strong>')
  })
})

describe('WholeText', () => {
  it('keeps a Thai name whole, a long one by its parts, and leaves English as it is', () => {
    expect(units(html(<WholeText>ซันนี่ เอ้ก</WholeText>))).toEqual(['ซันนี่ เอ้ก'])
    expect(units(html(<WholeText>นายประเสริฐ ธนากรวิวัฒน์</WholeText>))).toEqual([
      'นายประเสริฐ',
      'ธนากรวิวัฒน์',
    ])
    expect(units(html(<WholeText>บริษัท สยามฮาร์เวสต์ ฟู้ดส์ จำกัด (มหาชน)</WholeText>))).toEqual([
      'บริษัท',
      'สยามฮาร์เวสต์',
      'ฟู้ดส์',
      'จำกัด',
      '(มหาชน)',
    ])
    expect(html(<WholeText>Siam Harvest Foods</WholeText>)).toBe('Siam Harvest Foods')
    expect(html(<WholeText>{null}</WholeText>)).toBe('')
  })
})

describe('keepWholeChildren', () => {
  it("draws a rich text's e-mail address and phone number as the contact page does", () => {
    const text = 'อีเมล dpo@siamharvest.example โทรศัพท์ +66 2 000 8800'
    const markup = html(<StaticHtml>{keepWholeChildren(text)}</StaticHtml>)
    // The address may end a line only after "@" and "."; the number is one unit.
    expect(markup).toContain('dpo@<wbr/>siamharvest.<wbr/>example')
    expect(units(markup)).toContain('+66 2 000 8800')
    expect(markup.replace(/<[^>]+>/g, '')).toBe(text)
  })
})
