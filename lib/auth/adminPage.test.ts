/** @jest-environment node */

import { signInPath } from './adminPage'

describe('signInPath', () => {
  it('sends the visitor to sign in, and back to the console address asked for', () => {
    const target = new URL(signInPath('en', '/admin/enquiries?status=new'), 'http://x')
    expect(target.pathname).toBe('/en/login')
    expect(target.searchParams.get('error')).toBe('SessionRequired')
    expect(target.searchParams.get('callbackUrl')).toBe('/en/admin/enquiries?status=new')
  })

  it('an overlong address (a hostile one) is not repeated: back to the console instead', () => {
    const location = signInPath('th', `/admin/enquiries/${'a'.repeat(5000)}`)
    expect(new URL(location, 'http://x').searchParams.get('callbackUrl')).toBe('/th/admin')
    expect(location.length).toBeLessThan(200)
  })
})
