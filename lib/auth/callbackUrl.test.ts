import { safeCallbackPath } from './callbackUrl'

const SITE = 'http://localhost:3000'

describe('safeCallbackPath', () => {
  it('keeps paths and URLs of the site itself', () => {
    expect(safeCallbackPath('/en/admin/enquiries?status=new', SITE)).toBe(
      '/en/admin/enquiries?status=new',
    )
    expect(safeCallbackPath('http://localhost:3000/th/admin#top', SITE)).toBe('/th/admin#top')
  })

  it.each([
    'https://evil.example/th/admin',
    '//evil.example/th/admin',
    '/\\evil.example',
    '\\\\evil.example',
    '/\t/evil.example',
    'javascript:alert(1)',
    'http://localhost:3001/th/admin',
    'http://localhost:3000@evil.example/',
  ])('refuses %j, which leads elsewhere', (value) => {
    expect(safeCallbackPath(value, SITE, '/th/admin')).toBe('/th/admin')
  })

  it('falls back on a missing, non-string or absurdly long value', () => {
    expect(safeCallbackPath(undefined, SITE)).toBe('/')
    expect(safeCallbackPath(['/a', '/b'], SITE)).toBe('/')
    expect(safeCallbackPath(`/${'a'.repeat(3000)}`, SITE)).toBe('/')
  })
})
