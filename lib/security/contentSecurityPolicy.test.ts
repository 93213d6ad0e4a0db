/** @jest-environment node */
import {
  adminPolicy,
  CREATURE_PICTURE_SOURCE,
  extendDirectives,
  publicPolicy,
  SANITY_IMAGE_SOURCE,
  serializePolicy,
  studioPolicy,
} from './contentSecurityPolicy'

/** A policy's directives by name. */
function parse(policy: string): Map<string, string[]> {
  return new Map(
    policy.split('; ').map((directive) => {
      const [name = '', ...sources] = directive.split(' ')
      return [name, sources]
    }),
  )
}

const production = { isDevelopment: false, inlineScriptHashes: [] }
const development = { isDevelopment: true, inlineScriptHashes: ['a1='] }
const admin = { creatureApiUrl: 'https://pokeapi.co/api/v2' }

describe('public policy', () => {
  const policy = parse(publicPolicy(production))

  it('allows scripts from the site only: no eval, no inline script', () => {
    expect(policy.get('script-src')).toEqual(["'self'"])
    expect(publicPolicy(production)).not.toMatch(/unsafe-eval|unsafe-inline'; script/)
    expect(policy.get('default-src')).toEqual(["'self'"])
  })

  it("allows React's own inline scripts by their hashes, never any inline script", () => {
    const hashed = parse(publicPolicy({ ...production, inlineScriptHashes: ['a1+/=', 'b2='] }))
    expect(hashed.get('script-src')).toEqual(["'self'", "'sha256-a1+/='", "'sha256-b2='"])
  })

  it('keeps everything else on the site and refuses plugins, framing and other bases', () => {
    expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"])
    expect(policy.get('font-src')).toEqual(["'self'"])
    expect(policy.get('connect-src')).toEqual(["'self'"])
    expect(policy.get('object-src')).toEqual(["'none'"])
    expect(policy.get('base-uri')).toEqual(["'self'"])
    expect(policy.get('form-action')).toEqual(["'self'"])
    expect(policy.get('frame-ancestors')).toEqual(["'none'"])
  })

  it("shows pictures from the site and from a Sanity project's image CDN only", () => {
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:', SANITY_IMAGE_SOURCE])
    expect(SANITY_IMAGE_SOURCE).toBe('https://cdn.sanity.io/images/')
  })

  it('does not upgrade requests, which would break http://localhost', () => {
    expect(policy.has('upgrade-insecure-requests')).toBe(false)
  })

  it('allows eval and inline scripts in next dev only (React Refresh, hot updates)', () => {
    expect(parse(publicPolicy(development)).get('script-src')).toEqual([
      "'self'",
      "'unsafe-inline'",
      "'unsafe-eval'",
    ])
  })
})

describe('admin policy', () => {
  it('lets the browser call the creature service and show its pictures', () => {
    const policy = parse(adminPolicy({ ...production, ...admin }))
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://pokeapi.co'])
    expect(policy.get('img-src')).toEqual([
      "'self'",
      'data:',
      'blob:',
      SANITY_IMAGE_SOURCE,
      'https://pokeapi.co',
      CREATURE_PICTURE_SOURCE,
    ])
  })

  it('names the configured service by its origin, port included', () => {
    const policy = parse(adminPolicy({ ...production, creatureApiUrl: 'http://127.0.0.1:4123/v2' }))
    expect(policy.get('connect-src')).toEqual(["'self'", 'http://127.0.0.1:4123'])
  })

  it('is otherwise the public policy, without eval in production', () => {
    const policy = parse(adminPolicy({ ...production, ...admin }))
    expect(policy.get('script-src')).toEqual(["'self'"])
    expect(policy.get('frame-ancestors')).toEqual(["'none'"])
    expect(adminPolicy({ ...development, ...admin })).toMatch(/script-src [^;]*'unsafe-eval'/)
  })
})

describe('studio policy', () => {
  const policy = parse(studioPolicy({ ...production, projectId: 'abc123' }))

  it("reaches the project's API, Sanity's module CDN and next-sanity's bridge script", () => {
    expect(policy.get('connect-src')).toEqual([
      "'self'",
      'https://abc123.api.sanity.io',
      'wss://abc123.api.sanity.io',
      'https://api.sanity.io',
      'https://sanity-cdn.com/v1/modules/',
    ])
    expect(policy.get('script-src')).toEqual(["'self'", 'https://core.sanity-cdn.com'])
  })

  it('needs no eval in production either', () => {
    expect(studioPolicy({ ...production, projectId: 'abc123' })).not.toMatch(/unsafe-eval/)
  })

  it('is looser than the public policy only where the Studio needs it', () => {
    const publicOne = parse(publicPolicy(production))
    for (const [name, sources] of publicOne) {
      expect(policy.get(name)).toEqual(expect.arrayContaining(sources))
    }
    expect(publicPolicy(production)).not.toMatch(/api\.sanity|sanity-cdn/)
  })
})

describe('serializePolicy and extendDirectives', () => {
  it('writes directives in order, separated by semicolons', () => {
    expect(serializePolicy({ 'default-src': ["'self'"], 'img-src': ["'self'", 'data:'] })).toBe(
      "default-src 'self'; img-src 'self' data:",
    )
  })

  it('adds sources once and leaves the base untouched', () => {
    const base = { 'img-src': ["'self'"] }
    expect(
      extendDirectives(base, { 'img-src': ["'self'", 'data:'], 'font-src': ["'self'"] }),
    ).toEqual({
      'img-src': ["'self'", 'data:'],
      'font-src': ["'self'"],
    })
    expect(base).toEqual({ 'img-src': ["'self'"] })
  })
})
