/**
 * @jest-environment node
 */
import type { IncomingMessage } from 'node:http'
import { addressKey, clientAddress } from './clientAddress'

function request(headers: IncomingMessage['headers'], remoteAddress?: string): IncomingMessage {
  return { headers, socket: { remoteAddress } } as unknown as IncomingMessage
}

describe('clientAddress', () => {
  it('trusts no header by default: the connection’s address, whatever X-Forwarded-For says', () => {
    expect(clientAddress(request({ 'x-forwarded-for': '203.0.113.5' }, '198.51.100.4'), 0)).toBe(
      '198.51.100.4',
    )
    expect(clientAddress(request({}, '::1'), 0)).toBe('0:0:0:0::/64')
    expect(clientAddress(request({}), 0)).toBe('unknown')
  })

  it('behind one proxy takes the hop that proxy appended, not what the client wrote before it', () => {
    const viaProxy = (forwarded: string | string[]) =>
      clientAddress(request({ 'x-forwarded-for': forwarded }, '10.0.0.2'), 1)
    expect(viaProxy('203.0.113.5')).toBe('203.0.113.5')
    expect(viaProxy('1.2.3.4, 203.0.113.5')).toBe('203.0.113.5')
    expect(viaProxy('evil, 9.9.9.9,203.0.113.5')).toBe('203.0.113.5')
    // Repeated headers read as one list, in order.
    expect(viaProxy(['1.2.3.4', '203.0.113.5'])).toBe('203.0.113.5')
  })

  it('behind two proxies takes the second hop from the right', () => {
    const forwarded = '1.2.3.4, 203.0.113.5, 10.0.0.9'
    expect(clientAddress(request({ 'x-forwarded-for': forwarded }, '10.0.0.2'), 2)).toBe(
      '203.0.113.5',
    )
  })

  it('with fewer hops than proxies (a proxy added none) takes the leftmost there is', () => {
    expect(clientAddress(request({}, '10.0.0.2'), 1)).toBe('10.0.0.2')
    expect(clientAddress(request({ 'x-forwarded-for': ' , ' }, '10.0.0.2'), 1)).toBe('10.0.0.2')
    expect(clientAddress(request({ 'x-forwarded-for': '203.0.113.5' }, '10.0.0.2'), 3)).toBe(
      '203.0.113.5',
    )
  })
})

describe('addressKey', () => {
  it('keeps IPv4, unwraps IPv4-mapped IPv6 and groups IPv6 by its /64', () => {
    expect(addressKey('203.0.113.5')).toBe('203.0.113.5')
    expect(addressKey('::ffff:203.0.113.5')).toBe('203.0.113.5')
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64')
    expect(addressKey('2001:0db8:0001:0002:ffff:1:2:3')).toBe('2001:db8:1:2::/64')
    expect(addressKey('[2001:db8:1:2::7]:443')).toBe('2001:db8:1:2::/64')
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64')
  })

  it('keeps anything else as its own key, bounded in length', () => {
    expect(addressKey('unknown')).toBe('unknown')
    expect(addressKey('x'.repeat(500))).toHaveLength(64)
  })
})
