import { pageTitle } from './pageTitle'

describe('pageTitle', () => {
  it('puts a page’s own name before its section and the company last', () => {
    expect(
      pageTitle({
        item: 'BBQ Pork Buns',
        section: 'Products',
        company: 'Siam Harvest Foods',
      }),
    ).toBe('BBQ Pork Buns · Products | Siam Harvest Foods')
    expect(
      pageTitle({ item: 'คณะกรรมการบริษัท', section: 'ผู้นำองค์กร', company: 'Siam Harvest Foods' }),
    ).toBe('คณะกรรมการบริษัท · ผู้นำองค์กร | Siam Harvest Foods')
  })

  it('names only the section when the page has no name of its own', () => {
    expect(pageTitle({ section: 'HOME', company: 'Siam Harvest Foods' })).toBe(
      'HOME | Siam Harvest Foods',
    )
    expect(pageTitle({ item: null, section: 'หน้าหลัก', company: 'Siam Harvest Foods' })).toBe(
      'หน้าหลัก | Siam Harvest Foods',
    )
  })

  it('leaves out empty parts and trims the editors’ spaces', () => {
    expect(pageTitle({ item: '  ', section: ' Sign in ', company: ' Siam Harvest Foods ' })).toBe(
      'Sign in | Siam Harvest Foods',
    )
    expect(pageTitle({ item: 'Fresh meat', section: 'Business', company: null })).toBe(
      'Fresh meat · Business',
    )
  })
})
