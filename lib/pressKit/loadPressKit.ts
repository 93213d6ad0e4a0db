import path from 'node:path'
import { serverEnv } from '@/lib/env'
import type { Lang } from '@/lib/i18n/lang'
import { readAsset } from './assetBytes'
import { buildPressKit } from './buildPressKit'
import { getPressKitContent } from './pressKitContent'
import { createPressKitStore, type PressKitStore } from './pressKitStore'
import type { PressKit } from './types'

let store: PressKitStore | undefined

/** The site's press kits, kept under `$DATA_DIR/press-kit`. */
export function pressKitStore(): PressKitStore {
  store ??= createPressKitStore({
    dir: path.join(serverEnv().dataDir, 'press-kit'),
    loadContent: (lang) => getPressKitContent(lang),
    build: (content, revision) => buildPressKit(content, revision, readAsset),
  })
  return store
}

/**
 * The press kit of a language as the press room lists it: every file with its title, format,
 * size, credit, licence and address, and the ZIP. Built the first time its content is asked
 * for (a page's getStaticProps, or a download), then served from disk until the content changes.
 */
export async function loadPressKit(lang: Lang): Promise<PressKit> {
  return (await pressKitStore().get(lang)).kit
}
