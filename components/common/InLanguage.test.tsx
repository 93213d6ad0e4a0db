import { render } from '@testing-library/react'
import { RichText } from '@/components/content/RichText'
import { InLanguage, langAttribute } from './InLanguage'

const blocks = [
  {
    _type: 'block',
    _key: 'a',
    style: 'normal',
    children: [{ _type: 'span', _key: 's', text: 'ข้าวหอมมะลิ' }],
  },
]

describe('InLanguage', () => {
  it('wraps a text in the other language in a span with its lang', () => {
    const { container } = render(
      <p>
        Source: <InLanguage lang="th">สำนักข่าว</InLanguage>
      </p>,
    )
    expect(container.innerHTML).toBe('<p>Source: <span lang="th">สำนักข่าว</span></p>')
  })

  it('adds nothing to a text in the page’s language', () => {
    const { container } = render(
      <p>
        Source: <InLanguage lang={null}>News agency</InLanguage>
      </p>,
    )
    expect(container.innerHTML).toBe('<p>Source: News agency</p>')
    expect(langAttribute(undefined)).toBeUndefined()
  })
})

describe('RichText', () => {
  it('marks rich text in the other language on its block, never an empty block', () => {
    const { container } = render(<RichText value={blocks} lang="th" />)
    const root = container.firstElementChild
    expect(root?.getAttribute('lang')).toBe('th')
    expect(root?.textContent).toBe('ข้าวหอมมะลิ')
  })

  it('keeps the markup it always had in the page’s language', () => {
    const { container } = render(<RichText value={blocks} />)
    expect(container.firstElementChild?.hasAttribute('lang')).toBe(false)
  })
})
