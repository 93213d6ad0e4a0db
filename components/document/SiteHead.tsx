import type { JSX } from 'react'
import { Head, Main, NextScript } from 'next/document'
// A relative import: the bench's floor apps (bench/site/reference/floor) use this document part
// too, and resolve no aliases.
import {
  CHUNK_GROUPS_ATTRIBUTE,
  PAGE_SCRIPT_ATTRIBUTE,
  PAGE_SCRIPT_LOADER,
} from '../../lib/page/pageScriptLoader'

type DocumentFiles = Parameters<Head['getScripts']>[0]

/**
 * A script Next writes with a `src`, as the inert data block naming it that
 * lib/page/pageScriptLoader.ts starts after the first paint; null for an inline one (Turbopack's
 * bootstrap, whose chunk groups SiteHead writes as data instead).
 */
function asNamedScript(element: JSX.Element | null): JSX.Element | null {
  const props = element?.props as JSX.IntrinsicElements['script'] | undefined
  if (!element || typeof props?.src !== 'string') return null
  return <script key={element.key} type="text/plain" {...{ [PAGE_SCRIPT_ATTRIBUTE]: props.src }} />
}

/** JSON as a `<script>` element's text: no `</script>` or `<!--` can end or change it. */
const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')

/** Next's `<Head>`, its page scripts left to the loader instead of deferred. */
export class SiteHead extends Head {
  getScripts(files: DocumentFiles): JSX.Element[] {
    const scripts = super
      .getScripts(files)
      .map(asNamedScript)
      .filter((element) => element !== null)
    const groups = this.chunkGroups()
    return groups === null ? scripts : [groups, ...scripts]
  }

  getDynamicChunks(files: DocumentFiles): (JSX.Element | null)[] {
    return super.getDynamicChunks(files).map(asNamedScript)
  }

  /**
   * The chunk groups of `_app` and the page that Turbopack's shared runtime loads, as the data
   * Next's inline bootstrap would push to the runtime's queue; null where the build has none
   * (`next dev`).
   */
  private chunkGroups(): JSX.Element | null {
    const { buildManifest, __NEXT_DATA__ } = this.context
    const { pagesChunkGroupBootstrapParams: params, chunkLoadingGlobal } = buildManifest
    if (!params || !chunkLoadingGlobal) return null
    const groups = ['/_app', __NEXT_DATA__.page].flatMap((page) => params[page] ?? [])
    return (
      <script
        key="chunk-groups"
        type="application/json"
        {...{ [CHUNK_GROUPS_ATTRIBUTE]: chunkLoadingGlobal }}
        dangerouslySetInnerHTML={{ __html: scriptSafeJson(groups) }}
      />
    )
  }
}

/** The page, Next's data, then the inline loader: after `__NEXT_DATA__`, which the scripts read. */
export function SiteBody() {
  return (
    <body>
      <Main />
      <NextScript />
      <script dangerouslySetInnerHTML={{ __html: PAGE_SCRIPT_LOADER }} />
    </body>
  )
}
