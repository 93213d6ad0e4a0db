import { render } from '@testing-library/react'
import { ContactValue, contactValueParts } from './ContactValue'

describe('contactValueParts', () => {
  it('lets an e-mail address break only after "@" and "."', () => {
    expect(contactValueParts('email', 'chachoengsao.plant@siamharvest.example')).toEqual([
      'chachoengsao.',
      'plant@',
      'siamharvest.',
      'example',
    ])
    expect(contactValueParts('email', 'contact@siamharvest.example').join('')).toBe(
      'contact@siamharvest.example',
    )
  })

  it('lets a web address break only after "." and "/"', () => {
    expect(contactValueParts('web', 'shop.example.co.th/siam-harvest')).toEqual([
      'shop.',
      'example.',
      'co.',
      'th/',
      'siam-harvest',
    ])
  })

  it('keeps a phone number in one piece', () => {
    expect(contactValueParts('phone', '+66 2 000 8800')).toEqual(['+66 2 000 8800'])
  })

  it('keeps text without separators whole, and an empty one empty', () => {
    expect(contactValueParts('email', 'postmaster')).toEqual(['postmaster'])
    expect(contactValueParts('email', '')).toEqual([])
  })
})

describe('ContactValue', () => {
  it('puts a <wbr> after each "@" and "." of an e-mail address and nowhere else', () => {
    const { container } = render(
      <ContactValue kind="email" value="chachoengsao.plant@siamharvest.example" />,
    )
    expect(container.innerHTML).toMatch(
      /^<span class="[^"]+">chachoengsao\.<wbr>plant@<wbr>siamharvest\.<wbr>example<\/span>$/,
    )
    // Copying or reading it gives the address as it is.
    expect(container.textContent).toBe('chachoengsao.plant@siamharvest.example')
  })

  it('shows a phone number as it is written, in an element that does not wrap', () => {
    const { container } = render(<ContactValue kind="phone" value="+66 2 000 8800" />)
    expect(container.querySelectorAll('span')).toHaveLength(1)
    expect(container.textContent).toBe('+66 2 000 8800')
    expect(container.querySelector('wbr')).toBeNull()
  })
})
