/**
 * Every inline script the site's pages may run, as Content-Security-Policy hashes: React's
 * (lib/security/reactInlineScripts.ts) and the document's page-script loader
 * (lib/page/pageScriptLoader.ts), which also does what Turbopack's per-page inline bootstrap would.
 * No import aliases: next.config.ts loads this file.
 */
import { PAGE_SCRIPT_LOADER } from '../page/pageScriptLoader'
import { inlineScriptHashes, reactInlineScriptHashes } from './reactInlineScripts'

export async function documentInlineScriptHashes(): Promise<string[]> {
  return [
    ...(await reactInlineScriptHashes()),
    ...inlineScriptHashes(`<script>${PAGE_SCRIPT_LOADER}</script>`),
  ]
}

let cached: Promise<string[]> | undefined

/** `documentInlineScriptHashes()`, computed once per process. */
export function cachedDocumentInlineScriptHashes(): Promise<string[]> {
  cached ??= documentInlineScriptHashes()
  return cached
}
