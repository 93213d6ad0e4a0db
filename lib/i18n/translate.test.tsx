/**
 * The browser's `t` (lib/i18n/useTranslation.tsx over translate.ts) must give what i18next gives
 * on the server, for every key of every namespace in both languages: the page's first render
 * is the server's, and hydration must find the same text.
 */
import { renderHook } from '@testing-library/react'
import type { i18n as I18n } from 'i18next'
import { LANGS, type Lang } from '@/lib/i18n/lang'
import type { Namespace } from '@/lib/i18n/keys'
import { createTestI18n, localeStrings, TestTranslations } from '@/lib/testing/render'
import { useTranslation } from './useTranslation'

type Translate = (key: string, options?: Record<string, unknown>) => string

/** Every leaf key of a namespace, with plural suffixes both kept and folded (`x_one` → `x`). */
function keysOf(tree: unknown, prefix = ''): string[] {
  if (typeof tree !== 'object' || tree === null) return [prefix]
  return Object.entries(tree).flatMap(([key, child]) =>
    keysOf(child, prefix ? `${prefix}.${key}` : key),
  )
}

function withFoldedPlurals(keys: string[]): string[] {
  const folded = keys.map((key) => key.replace(/_(zero|one|two|few|many|other)$/, ''))
  return [...new Set([...keys, ...folded])]
}

function placeholders(text: unknown): string[] {
  return typeof text === 'string' ? [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]!) : []
}

/** Sample values for a key: every placeholder filled, and counts that pick each plural form. */
function samplesFor(names: string[]): Record<string, unknown>[] {
  const values = Object.fromEntries(names.map((name) => [name, `‹${name}›`]))
  return [
    {},
    values,
    ...[0, 1, 2, 5, 21, 1.5].map((count) => ({ ...values, count })),
    { ...values, count: '1,234' },
  ]
}

function browserT(lang: Lang, namespace: Namespace): Translate {
  const wrapper = ({ children }: { children: React.ReactNode }) => (
    <TestTranslations lang={lang}>{children}</TestTranslations>
  )
  return renderHook(() => useTranslation(namespace), { wrapper }).result.current
    .t as unknown as Translate
}

describe.each(LANGS)('the browser translates like i18next (%s)', (lang) => {
  const strings = localeStrings(lang)
  let i18n: I18n
  beforeAll(() => {
    i18n = createTestI18n(lang)
  })

  it.each(Object.keys(strings))('every key of %s, with sample values', (namespace) => {
    const t = browserT(lang, namespace as Namespace)
    const server = i18n.getFixedT(lang, namespace as Namespace) as unknown as Translate
    const keys = withFoldedPlurals(keysOf(strings[namespace]))
    expect(keys.length).toBeGreaterThan(0)
    let compared = 0
    for (const key of keys) {
      const names = new Set<string>()
      for (const variant of [key, ...['zero', 'one', 'other'].map((form) => `${key}_${form}`)]) {
        for (const name of placeholders(i18n.getResource(lang, namespace, variant))) names.add(name)
      }
      for (const options of samplesFor([...names])) {
        expect([key, options, t(key, options)]).toEqual([key, options, server(key, options)])
        compared += 1
      }
    }
    expect(compared).toBeGreaterThanOrEqual(keys.length * 9)
  })

  it('reaches another namespace by prefix, and answers a missing key as i18next does', () => {
    const t = browserT(lang, 'common')
    const server = i18n.getFixedT(lang, 'common') as unknown as Translate
    for (const [key, options] of [
      ['catalogue:filters.count', { count: 3, formatted: '3' }],
      ['no.such.key', undefined],
      ['catalogue:no.such.key', undefined],
      ['no.such.key', { defaultValue: 'fallback {{x}}', x: 'y' }],
    ] as const) {
      expect(t(key, options)).toBe(server(key, options))
    }
  })
})
