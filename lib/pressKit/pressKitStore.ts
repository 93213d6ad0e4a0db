import { createHash, randomUUID } from 'node:crypto'
import {
  mkdir,
  open,
  readdir,
  readFile,
  rename,
  rm,
  writeFile,
  type FileHandle,
} from 'node:fs/promises'
import path from 'node:path'
import type { Lang } from '@/lib/i18n/lang'
import { zipName, type BuiltPressKit } from './buildPressKit'
import type { PressKitContent } from './pressKitContent'
import type { PressKit } from './types'

/**
 * Bumped when the kit's files would come out differently from the same content (a new file, a
 * new layout): a new revision, so no kit built by older code is served.
 */
const KIT_FORMAT = 1
const KIT_FILE = 'kit.json'

/** A language's kit on disk: its description and the folder holding its files. */
export interface StoredPressKit {
  kit: PressKit
  dir: string
}

export interface PressKitStoreOptions {
  /** The folder the kits are kept in (`$DATA_DIR/press-kit`). */
  dir: string
  loadContent: (lang: Lang) => Promise<PressKitContent>
  build: (content: PressKitContent, revision: string) => Promise<BuiltPressKit>
  /** The clock of the retry pause (tests set it). */
  now?: () => number
}

/** How long a revision whose build failed is not tried again: a broken asset costs one build a minute. */
export const RETRY_AFTER_MS = 60_000

/** The kit's revision: a hash of everything it is built from and of the code's format. */
export function pressKitRevision(content: PressKitContent): string {
  return createHash('sha256')
    .update(JSON.stringify([KIT_FORMAT, content]))
    .digest('hex')
    .slice(0, 32)
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT'

/**
 * The press kit, built once per revision of the content and kept on disk: one folder per
 * language, of the latest revision only (an older one is removed once a newer is in place).
 * Every ask reads the content (memoised by the content source) to learn its revision; a kit of
 * that revision already built, here or by another instance sharing the folder, is served as it
 * is; otherwise one build runs, however many ask at once. A build that fails leaves the last
 * kit in place and served, and its revision is not tried again for RETRY_AFTER_MS.
 */
export function createPressKitStore({
  dir,
  loadContent,
  build,
  now = Date.now,
}: PressKitStoreOptions) {
  const current = new Map<Lang, StoredPressKit>()
  const building = new Map<string, Promise<StoredPressKit>>()
  // The last failed build per language: its revision, when, and why.
  const failed = new Map<Lang, { revision: string; at: number; error: unknown }>()

  const folderOf = (lang: Lang, revision: string) => path.join(dir, `${lang}-${revision}`)

  async function readStored(lang: Lang, revision: string): Promise<StoredPressKit | null> {
    const folder = folderOf(lang, revision)
    try {
      const kit = JSON.parse(await readFile(path.join(folder, KIT_FILE), 'utf8')) as PressKit
      return { kit, dir: folder }
    } catch (error) {
      if (isMissing(error)) return null
      throw error
    }
  }

  /** Removes the language's other revisions: only the latest is kept. */
  async function removeOthers(lang: Lang, revision: string) {
    const keep = `${lang}-${revision}`
    const names = await readdir(dir)
    await Promise.all(
      names
        .filter((name) => name.startsWith(`${lang}-`) && name !== keep && !name.includes('.tmp-'))
        .map((name) => rm(path.join(dir, name), { recursive: true, force: true })),
    )
  }

  async function buildAndStore(content: PressKitContent, revision: string) {
    const { lang } = content
    const stored = await readStored(lang, revision)
    if (stored) return stored
    const built = await build(content, revision)
    // Written beside the final folder and renamed into place: a reader never sees half a kit.
    const temporary = `${folderOf(lang, revision)}.tmp-${randomUUID()}`
    await mkdir(temporary, { recursive: true })
    try {
      for (const [name, bytes] of built.files) await writeFile(path.join(temporary, name), bytes)
      await writeFile(path.join(temporary, KIT_FILE), JSON.stringify(built.kit))
      await rename(temporary, folderOf(lang, revision))
    } catch (error) {
      await rm(temporary, { recursive: true, force: true })
      // Another instance put the same revision in place first: theirs is the same kit.
      const theirs = await readStored(lang, revision)
      if (theirs) return theirs
      throw error
    }
    await removeOthers(lang, revision)
    return { kit: built.kit, dir: folderOf(lang, revision) }
  }

  /** The language's kit of the content's current revision, built if it is not yet. */
  async function get(lang: Lang): Promise<StoredPressKit> {
    const content = await loadContent(lang)
    const revision = pressKitRevision(content)
    const known = current.get(lang)
    if (known?.kit.revision === revision) return known
    // A revision that failed a moment ago is not built again yet: the last kit meanwhile.
    const failure = failed.get(lang)
    if (failure?.revision === revision && now() - failure.at < RETRY_AFTER_MS) {
      if (known) return known
      throw failure.error
    }
    const key = `${lang}-${revision}`
    let pending = building.get(key)
    if (!pending) {
      pending = (async () => {
        await mkdir(dir, { recursive: true })
        return buildAndStore(content, revision)
      })().finally(() => building.delete(key))
      building.set(key, pending)
    }
    try {
      const stored = await pending
      current.set(lang, stored)
      failed.delete(lang)
      return stored
    } catch (error) {
      failed.set(lang, { revision, at: now(), error })
      if (known) {
        console.error(`The ${lang} press kit cannot be built; the last one is served:`, error)
        return known
      }
      throw error
    }
  }

  /**
   * One file of the language's current kit (its name in the kit, or the ZIP's), opened for
   * streaming (the caller closes it), or null when the kit has no such file: only names the kit
   * lists are opened. A kit whose folder another instance removed meanwhile is built again, once.
   */
  async function file(lang: Lang, name: string): Promise<OpenedKitFile | null> {
    for (let attempt = 0; attempt < 2; attempt++) {
      const stored = await get(lang)
      const mimeType = mimeTypeOf(stored.kit, name)
      if (mimeType === null) return null
      try {
        const handle = await open(path.join(stored.dir, name))
        const { size } = await handle.stat()
        return { name, mimeType, size, handle, kit: stored.kit }
      } catch (error) {
        if (!isMissing(error) || attempt > 0) throw error
        current.delete(lang)
      }
    }
    return null
  }

  return { get, file }
}

export type PressKitStore = ReturnType<typeof createPressKitStore>

/** A file of a kit, open for reading. */
export interface OpenedKitFile {
  name: string
  mimeType: string
  size: number
  handle: FileHandle
  kit: PressKit
}

/** The type of a file the kit lists (or of its ZIP); null for any other name. */
function mimeTypeOf(kit: PressKit, name: string): string | null {
  if (name === zipName(kit.lang)) return 'application/zip'
  for (const section of kit.sections) {
    const found = section.files.find((each) => each.name === name)
    if (found) return found.mimeType
  }
  return null
}
