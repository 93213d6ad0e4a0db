/**
 * @jest-environment node
 */
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Lang } from '@/lib/i18n/lang'
import type { BuiltPressKit } from './buildPressKit'
import type { PressKitContent } from './pressKitContent'
import { createPressKitStore, pressKitRevision, RETRY_AFTER_MS } from './pressKitStore'
import type { PressKit } from './types'

// Content stands for the real thing by one field: its revision follows it.
const contentOf = (lang: Lang, version: number) =>
  ({ lang, kit: { version } }) as unknown as PressKitContent

function builtFrom(content: PressKitContent, revision: string): BuiltPressKit {
  const { lang } = content
  const version = (content.kit as unknown as { version: number }).version
  const kit: PressKit = {
    lang,
    revision,
    company: 'Siam Harvest Foods',
    downloadPrefix: 'shf-',
    sections: [
      {
        key: 'logos',
        files: [
          {
            name: 'company-logo.svg',
            title: 'Logo',
            format: 'SVG',
            mimeType: 'image/svg+xml',
            width: 40,
            height: 40,
            bytes: 5,
            sizeLabel: '5 byte',
            credit: 'c',
            licence: 'l',
            licenceUrl: null,
            href: `/api/press-kit/company-logo.svg?lang=${lang}`,
          },
        ],
      },
    ],
    zip: {
      name: 'Kit',
      href: `/api/press-kit/press-kit-${lang}.zip?lang=${lang}`,
      bytes: 3,
      sizeLabel: '3 byte',
    },
  }
  return {
    kit,
    files: new Map([
      ['company-logo.svg', Buffer.from(`<svg ${version}>`)],
      [`press-kit-${lang}.zip`, Buffer.from(`zip ${version}`)],
    ]),
  }
}

let dir: string
let version: number
let clock: number
let build: jest.Mock<Promise<BuiltPressKit>, [PressKitContent, string]>

function store() {
  return createPressKitStore({
    dir,
    loadContent: async (lang) => contentOf(lang, version),
    build,
    now: () => clock,
  })
}

async function readAll(opened: Awaited<ReturnType<ReturnType<typeof store>['file']>>) {
  if (!opened) return null
  try {
    return (await opened.handle.readFile()).toString('utf8')
  } finally {
    await opened.handle.close()
  }
}

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'press-kit-'))
  version = 1
  clock = Date.parse('2026-12-01T00:00:00Z')
  build = jest.fn(async (content, revision) => builtFrom(content, revision))
})
afterEach(() => {
  rmSync(dir, { recursive: true, force: true })
  jest.restoreAllMocks()
})

describe('the press kit store', () => {
  it('builds a revision once, however many ask at once, and serves its files from disk', async () => {
    const kits = store()
    const [first, second] = await Promise.all([kits.get('en'), kits.get('en')])
    expect(build).toHaveBeenCalledTimes(1)
    expect(first.kit.revision).toBe(pressKitRevision(contentOf('en', 1)))
    expect(second).toEqual(first)
    expect(await readAll(await kits.file('en', 'company-logo.svg'))).toBe('<svg 1>')
    expect(await readAll(await kits.file('en', 'press-kit-en.zip'))).toBe('zip 1')
    expect(build).toHaveBeenCalledTimes(1)
  })

  it('opens only the names the kit lists', async () => {
    const kits = store()
    expect(await kits.file('en', 'kit.json')).toBeNull()
    expect(await kits.file('en', '../en-x/company-logo.svg')).toBeNull()
    expect(await kits.file('en', 'press-kit-th.zip')).toBeNull()
  })

  it('builds again when the content changes, and keeps only the latest revision on disk', async () => {
    const kits = store()
    await kits.get('en')
    await kits.get('th')
    version = 2
    const next = await kits.get('en')
    expect(build).toHaveBeenCalledTimes(3)
    expect(await readAll(await kits.file('en', 'company-logo.svg'))).toBe('<svg 2>')
    expect(readdirSync(dir).sort()).toEqual(
      [`en-${next.kit.revision}`, `th-${pressKitRevision(contentOf('th', 1))}`].sort(),
    )
  })

  it('takes a kit another instance built from the shared folder, without building', async () => {
    await store().get('en')
    const other = store()
    await other.get('en')
    expect(build).toHaveBeenCalledTimes(1)
  })

  it('serves the last kit while a build fails, and tries that revision again a minute later', async () => {
    const kits = store()
    const first = await kits.get('en')
    version = 2
    build.mockRejectedValueOnce(new Error('an asset cannot be read'))
    jest.spyOn(console, 'error').mockImplementation(() => {})
    expect(await kits.get('en')).toEqual(first)
    expect(await kits.get('en')).toEqual(first)
    expect(build).toHaveBeenCalledTimes(2)
    expect(readdirSync(dir)).toEqual([path.basename(first.dir)])
    clock += RETRY_AFTER_MS
    expect((await kits.get('en')).kit.revision).toBe(pressKitRevision(contentOf('en', 2)))
    expect(build).toHaveBeenCalledTimes(3)
  })

  it('fails without a kit to fall back on, and does not build again at once', async () => {
    const kits = store()
    build.mockRejectedValueOnce(new Error('an asset cannot be read'))
    await expect(kits.get('th')).rejects.toThrow('an asset cannot be read')
    await expect(kits.file('th', 'company-logo.svg')).rejects.toThrow('an asset cannot be read')
    expect(build).toHaveBeenCalledTimes(1)
    expect(existsSync(dir) && readdirSync(dir)).toEqual([])
  })

  it('builds again when another instance removed the folder it was serving', async () => {
    const kits = store()
    const first = await kits.get('en')
    rmSync(first.dir, { recursive: true })
    expect(await readAll(await kits.file('en', 'company-logo.svg'))).toBe('<svg 1>')
    expect(build).toHaveBeenCalledTimes(2)
  })
})
