/**
 * @jest-environment node
 */
import { listenAddresses, nginxConfig } from './loadBalancer.mjs'

const config = nginxConfig({
  dir: '/tmp/nginx-cluster-test',
  listen: ['127.0.0.1:3000'],
  upstreams: [
    { host: '127.0.0.1', port: 3001 },
    { host: '127.0.0.1', port: 3002 },
  ],
})

/** The directives of one `location` block, comments left out. */
function location(route: string): string {
  const start = config.indexOf(`location ${route} {`)
  expect(start).toBeGreaterThan(-1)
  return config.slice(start, config.indexOf('}', start))
}

describe('the local cluster’s nginx configuration', () => {
  it('balances over every instance with passive health checks and kept-alive connections', () => {
    expect(config).toContain('server 127.0.0.1:3001 max_fails=3 fail_timeout=10s;')
    expect(config).toContain('server 127.0.0.1:3002 max_fails=3 fail_timeout=10s;')
    expect(config).toMatch(/keepalive 16;/)
    // Shorter than Node's keepAliveTimeout (5 s), so nginx never reuses a closing connection.
    expect(config).toMatch(/keepalive_timeout 4s;/)
    expect(config).toMatch(/proxy_http_version 1\.1;\s+proxy_set_header Connection "";/)
  })

  it('retries a failed idempotent request once on the next instance, never a POST', () => {
    expect(location('/')).toContain('proxy_next_upstream error timeout http_502 http_503 http_504;')
    expect(config).toContain('proxy_next_upstream_tries 2;')
    expect(config.replace(/#.*$/gm, '')).not.toContain('non_idempotent')
  })

  it('does not count answers about shared services against an instance', () => {
    for (const route of ['/api/health', '/api/core/']) {
      expect(location(route)).toContain('proxy_next_upstream error timeout;')
    }
  })

  it('passes on the headers the site reads behind one trusted proxy', () => {
    expect(config).toContain('proxy_set_header Host $http_host;')
    expect(config).toContain('proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;')
    expect(config).toContain('proxy_set_header X-Forwarded-Proto $scheme;')
  })

  it('takes the session cookie sign-in sets (over the 4 KB default for headers)', () => {
    expect(config).toContain('proxy_buffer_size 32k;')
  })

  it('keeps its pid, logs and temporary files in its own folder', () => {
    const paths = config.match(/^\s*(pid|error_log|access_log|\w+_temp_path) (\S+)/gm) ?? []
    expect(paths).toHaveLength(9)
    const files = paths
      .map((line) => line.trim().split(/\s+/)[1]!)
      .filter((file) => file !== 'stderr')
    for (const file of files) expect(file.startsWith('/tmp/nginx-cluster-test/')).toBe(true)
    expect(config).toContain('listen 127.0.0.1:3000;')
  })
})

describe('listenAddresses', () => {
  it('is the address asked for, an IPv6 one in brackets', () => {
    expect(listenAddresses({ host: '127.0.0.1', port: 3000 })).toEqual(['127.0.0.1:3000'])
    expect(listenAddresses({ host: '::1', port: 3000 })).toEqual(['[::1]:3000'])
  })

  it('is every IPv4 address, and every IPv6 one when the machine has IPv6, by default', () => {
    const addresses = listenAddresses({ port: 3000 })
    expect(addresses[0]).toBe('3000')
    expect(addresses.slice(1)).toEqual(addresses.length === 2 ? ['[::]:3000'] : [])
  })
})
