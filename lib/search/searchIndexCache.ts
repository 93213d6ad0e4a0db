import type { Lang } from '@/lib/i18n/lang'

export interface SearchIndexCacheOptions<Source, Index> {
  /** Asks the content source for what the index is built from. */
  load: (lang: Lang) => Promise<Source>
  build: (source: Source, lang: Lang) => Index
  /**
   * How long an index is used before the source is asked again. 0: on every search, for a
   * source that answers from memory and returns the same object until its content changes.
   */
  recheckMs: () => number
  now?: () => number
}

export interface SearchIndexCache<Index> {
  get(lang: Lang): Promise<Index>
  /** Content changed: the next search asks the source again, and rebuilds if it changed. */
  invalidate(): void
}

interface Entry<Source, Index> {
  source: Source
  index: Index
  checkedAt: number
  generation: number
}

/**
 * One index per language, kept while its content is the same. The content version is the
 * identity of what `load` returns: a new object means new content and a new index. Concurrent
 * searches share one check (and one build).
 */
export function createSearchIndexCache<Source, Index>({
  load,
  build,
  recheckMs,
  now = Date.now,
}: SearchIndexCacheOptions<Source, Index>): SearchIndexCache<Index> {
  const entries = new Map<Lang, Entry<Source, Index>>()
  const checks = new Map<Lang, { generation: number; index: Promise<Index> }>()
  let generation = 0

  async function check(lang: Lang, asOf: number): Promise<Index> {
    const previous = entries.get(lang)
    let source: Source
    try {
      source = await load(lang)
    } catch (error) {
      // The source is down: the last index is better than no search at all.
      if (previous) return previous.index
      throw error
    }
    const current = entries.get(lang)
    if (current?.source === source) {
      entries.set(lang, { ...current, checkedAt: now(), generation: asOf })
      return current.index
    }
    const index = build(source, lang)
    entries.set(lang, { source, index, checkedAt: now(), generation: asOf })
    return index
  }

  return {
    get(lang) {
      const entry = entries.get(lang)
      if (entry && entry.generation === generation && now() - entry.checkedAt < recheckMs()) {
        return Promise.resolve(entry.index)
      }
      const running = checks.get(lang)
      if (running?.generation === generation) return running.index
      const asOf = generation
      const index = check(lang, asOf).finally(() => {
        if (checks.get(lang)?.index === index) checks.delete(lang)
      })
      checks.set(lang, { generation: asOf, index })
      return index
    },
    invalidate() {
      generation += 1
    },
  }
}
