import { defineQuery } from 'groq'

// Timed publication: news, investor documents and IR events may carry a `publicFrom` instant
// (docs/editing.md "Publishing at a set time"). Before it a document is on no page, list, feed,
// search result or sitemap; every query that reads these types adds `isPublic` to its filter.

/**
 * A document visitors may see: it has no "public from", or that moment is at or before `$now`.
 * `$now` is put in by `fetchContent` (lib/content/publicationClock.ts), the one place that knows
 * what now is for content; an editor's preview gets a moment far ahead, so drafts show anyway.
 * `dateTime()` compares instants, not strings (`…00Z` and `…00.000Z` are the same minute), and
 * an unreadable value is null, which no filter passes: a broken date keeps the document hidden.
 */
export const isPublic = `(!defined(publicFrom) || dateTime(publicFrom) <= dateTime($now))` as const

/**
 * Every document that has a "public from", published or still to come, with what names its
 * pages: the site plans its own refreshes from it and derives `$now` from it. No parameters, so
 * the bundled source answers it from memory until the dataset changes.
 */
export const scheduledDocumentsQuery = defineQuery(
  `*[_type in ["news", "investorDocument", "irEvent"] && defined(publicFrom)] {
  _id,
  _type,
  "slug": slug.current,
  publicFrom
}`,
)
