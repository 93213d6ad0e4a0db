import { lineBreakDictionary } from './lineBreakUnits'
import { keepUnitsInStaticHtml } from './staticHtmlUnits'

const dictionary = lineBreakDictionary(['นายชัย ใจดี'], ['รับประทาน', 'งบการเงิน', 'ปีบัญชี'])
const unit = (text: string) => `<span class="white-space_nowrap">${text}</span>`

describe('Thai units kept whole in the static content of a finished page', () => {
  it('wraps units of static content: table cells, cards, nested elements', () => {
    const html =
      '<main><div data-static-html=""><table><tr><th>ปีบัญชี</th><td>งบการเงินรวม<br/>ควรรับประทาน</td></tr></table>' +
      '<div><img src="a.png" alt="รับประทาน"/><p>อาหารพร้อมรับประทาน</p></div></div></main>'
    expect(keepUnitsInStaticHtml(html, dictionary)).toBe(
      `<main><div data-static-html=""><table><tr><th>${unit('ปีบัญชี')}</th><td><span>${unit('งบการเงิน')}รวม</span><br/><span>ควร${unit('รับประทาน')}</span></td></tr></table>` +
        `<div><img src="a.png" alt="รับประทาน"/><p><span>อาหารพร้อม${unit('รับประทาน')}</span></p></div></div></main>`,
    )
  })

  it('leaves hydrated elements, scripts and units already kept as they are', () => {
    const html =
      '<nav>รับประทาน</nav><section data-static-html="">' +
      `${unit('นายชัย ใจดี')}<script type="application/ld+json">{"a":"รับประทาน"}</script>` +
      '<svg><text>ปีบัญชี</text><path d="M0 0"/></svg><!-- -->ปีบัญชี</section><footer>ปีบัญชี</footer>'
    expect(keepUnitsInStaticHtml(html, dictionary)).toBe(
      '<nav>รับประทาน</nav><section data-static-html="">' +
        `${unit('นายชัย ใจดี')}<script type="application/ld+json">{"a":"รับประทาน"}</script>` +
        `<svg><text>ปีบัญชี</text><path d="M0 0"/></svg><!-- -->${unit('ปีบัญชี')}</section><footer>ปีบัญชี</footer>`,
    )
  })

  it('ends the region where its element ends, with same-named elements inside', () => {
    const html = '<div data-static-html=""><div>ปีบัญชี</div></div><div>ปีบัญชี</div>'
    expect(keepUnitsInStaticHtml(html, dictionary)).toBe(
      `<div data-static-html=""><div>${unit('ปีบัญชี')}</div></div><div>ปีบัญชี</div>`,
    )
  })

  it('keeps a text with a unit one box, as a flex item (a link’s words) must stay', () => {
    const html = '<div data-static-html=""><a class="cta-link" href="/th/x">ดูงบการเงิน</a></div>'
    expect(keepUnitsInStaticHtml(html, dictionary)).toBe(
      `<div data-static-html=""><a class="cta-link" href="/th/x"><span>ดู${unit('งบการเงิน')}</span></a></div>`,
    )
  })

  it('changes nothing in a page without Thai units', () => {
    const html = '<div data-static-html=""><p>Annual report &amp; accounts</p></div>'
    expect(keepUnitsInStaticHtml(html, dictionary)).toBe(html)
  })
})
