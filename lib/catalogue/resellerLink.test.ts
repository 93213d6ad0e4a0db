import { websiteHost } from './resellerLink'

describe('websiteHost', () => {
  it('names the host a reseller link leads to', () => {
    expect(websiteHost('https://www.sabai-mart.example')).toBe('sabai-mart.example')
    expect(websiteHost('https://shop.example.co.th/brand/golden-farm?x=1')).toBe(
      'shop.example.co.th',
    )
  })

  it('refuses what is not a web address', () => {
    for (const value of [
      null,
      undefined,
      '',
      'sabai-mart',
      'javascript:alert(1)',
      'ftp://x.example',
    ]) {
      expect(websiteHost(value)).toBeNull()
    }
  })
})
