import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { LANGS } from './lang'

const LOCALES_DIR = path.join(process.cwd(), 'public', 'locales')

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix]
  return Object.entries(value).flatMap(([key, child]) =>
    keys(child, prefix ? `${prefix}.${key}` : key),
  )
}

function read(lang: string, file: string): unknown {
  return JSON.parse(readFileSync(path.join(LOCALES_DIR, lang, file), 'utf8'))
}

describe('translation files', () => {
  const files = readdirSync(path.join(LOCALES_DIR, 'en')).sort()

  it('exist as the same namespaces in every language', () => {
    for (const lang of LANGS) {
      expect(readdirSync(path.join(LOCALES_DIR, lang)).sort()).toEqual(files)
    }
  })

  it.each(files)('%s has the same keys in Thai and English', (file) => {
    expect(keys(read('th', file)).sort()).toEqual(keys(read('en', file)).sort())
  })

  it.each(files)('%s has no empty string and the same placeholders', (file) => {
    const en = read('en', file)
    const th = read('th', file)
    for (const key of keys(en)) {
      const get = (tree: unknown) =>
        key
          .split('.')
          .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], tree)
      const enValue = String(get(en))
      const thValue = String(get(th))
      expect(enValue.trim()).not.toBe('')
      expect(thValue.trim()).not.toBe('')
      const placeholders = (text: string) =>
        [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort()
      expect(placeholders(thValue)).toEqual(placeholders(enValue))
    }
  })
})
