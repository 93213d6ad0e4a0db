/**
 * @jest-environment node
 */
import { isPreviewSecret, previewPath, sameSitePath } from './previewRequest'

describe('sameSitePath', () => {
  it.each([
    ['/en/home', '/en/home'],
    ['/th/about/awards?tab=2#top', '/th/about/awards?tab=2#top'],
    ['/', '/'],
    ['/en/../th/home', '/th/home'],
  ])('accepts %s', (value, path) => {
    expect(sameSitePath(value)).toBe(path)
  })

  it.each([
    ['an absolute URL', 'https://evil.example/en/home'],
    ['a protocol-relative URL', '//evil.example/en/home'],
    ['a backslash trick', '/\\evil.example'],
    ['a tab trick', '/\t/evil.example'],
    ['a scheme', 'javascript:alert(1)'],
    ['a relative path', 'en/home'],
    ['nothing', undefined],
    ['a repeated parameter', ['/en/home', '/th/home']],
  ])('rejects %s', (_, value) => {
    expect(sameSitePath(value)).toBeNull()
  })
})

describe('isPreviewSecret', () => {
  it('accepts only the exact secret', () => {
    expect(isPreviewSecret('embedded-preview-secret', 'embedded-preview-secret')).toBe(true)
    expect(isPreviewSecret('embedded-preview-secreT', 'embedded-preview-secret')).toBe(false)
    expect(isPreviewSecret('', 'embedded-preview-secret')).toBe(false)
    expect(isPreviewSecret(undefined, 'embedded-preview-secret')).toBe(false)
    expect(isPreviewSecret(['embedded-preview-secret'], 'embedded-preview-secret')).toBe(false)
  })
})

describe('previewPath', () => {
  it.each([
    ['/en/home', undefined, '/en/home'],
    ['/products/chicken-breast', 'th', '/th/products/chicken-breast'],
    ['/products/chicken-breast', 'en', '/en/products/chicken-breast'],
    ['/', 'th', '/th'],
    ['/thailand-news', 'en', '/en/thailand-news'],
  ])('opens %s in %s as %s', (path, lang, expected) => {
    expect(previewPath(path, lang)).toEqual({ path: expected })
  })

  it.each([
    ['//evil.example', 'th', 'path must be a path of this site'],
    ['/home', 'fr', 'lang must be th or en'],
    ['/home', ['th', 'en'], 'lang must be th or en'],
    ['/home', '', 'lang must be th or en'],
    ['/en/home', 'th', 'path must not start with a language when lang is given'],
    ['/th', 'en', 'path must not start with a language when lang is given'],
  ])('refuses %s in %s', (path, lang, error) => {
    expect(previewPath(path, lang)).toEqual({ error })
  })
})
