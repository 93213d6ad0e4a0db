import type { IncomingMessage } from 'node:http'
import { isIP } from 'node:net'

/**
 * Who is asking, as a key for rate limits: the connection's own address, or — when
 * `trustedProxyCount` proxies stand in front of the site — the `X-Forwarded-For` entry the
 * outermost of them wrote. Everything left of that entry is the client's word and never read,
 * so rotating or forging the header neither escapes a limit nor spends someone else's.
 * https://developer.mozilla.org/en-US/docs/Web/HTTP/Reference/Headers/X-Forwarded-For#selecting_an_ip_address
 */
export function clientAddress(req: IncomingMessage, trustedProxyCount: number): string {
  const socketAddress = req.socket?.remoteAddress ?? 'unknown'
  if (trustedProxyCount <= 0) return addressKey(socketAddress)
  // Each proxy appends the address it was reached from; the last hop is the connection itself.
  const hops = [...forwardedFor(req), socketAddress]
  // A shorter chain means a proxy did not add its entry: the leftmost there is is the best guess.
  const client = hops[Math.max(0, hops.length - 1 - trustedProxyCount)]!
  return addressKey(client)
}

function forwardedFor(req: IncomingMessage): string[] {
  const header = req.headers['x-forwarded-for']
  return [header ?? []]
    .flat()
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter((value) => value !== '')
}

/**
 * One key per visitor: an IPv4-mapped address as the IPv4 one, and an IPv6 address as its
 * /64 network — one subscriber gets a whole /64 and could otherwise rotate through it.
 */
export function addressKey(address: string): string {
  const bare = address.replace(/^\[(.*)\](?::\d+)?$/, '$1').replace(/%.*$/, '')
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare)?.[1]
  if (mapped && isIP(mapped) === 4) return mapped
  if (isIP(bare) === 6) return `${ipv6Groups(bare).slice(0, 4).join(':')}::/64`
  if (isIP(bare) === 4) return bare
  // Not an address (a proxy's "unknown", a host:port): its own key, bounded in length.
  return address.slice(0, 64)
}

/** The eight 16-bit groups of a valid IPv6 address, `::` expanded, without leading zeros. */
function ipv6Groups(address: string): string[] {
  const [head = '', tail] = address.split('::')
  const toGroups = (part: string) => (part === '' ? [] : part.split(':'))
  const withIpv4 = (groups: string[]) => {
    const last = groups[groups.length - 1]
    if (!last?.includes('.')) return groups
    const [a, b, c, d] = last.split('.').map(Number) as [number, number, number, number]
    return [...groups.slice(0, -1), ((a << 8) | b).toString(16), ((c << 8) | d).toString(16)]
  }
  const left = withIpv4(toGroups(head))
  const right = tail === undefined ? [] : withIpv4(toGroups(tail))
  const middle = Array<string>(8 - left.length - right.length).fill('0')
  return [...left, ...middle, ...right].map((group) => parseInt(group, 16).toString(16))
}
