import { getContactPersons, type ContactPerson } from '@/lib/contacts/contactPersons'
import type { LoadOptions } from '@/lib/content/loadOptions'
import { formatYear } from '@/lib/i18n/format'
import type { Lang } from '@/lib/i18n/lang'
import { newsListView } from '@/lib/news/listing'
import { getNewsListPage, type NewsCard } from '@/lib/news/news'
import { newsYears } from '@/lib/news/newsYear'

/** How many press releases the press room lists; the rest are a link away, in the news list. */
export const LATEST_PRESS_RELEASES = 5

/** A press release as the press room links it: no picture, no summary. */
export type PressReleaseLink = Pick<NewsCard, 'slug' | 'title' | 'publishedAt' | 'publishedAtLabel'>

/** A year of the news archive: the list filtered to it (`?year=`) holds `count` items. */
export interface NewsArchiveYear {
  /** Gregorian, as the list's address has it. */
  year: number
  /** As the page's readers count it: `2026`, `2569` on Thai pages. */
  yearLabel: string
  count: number
}

export interface PressRoomPage {
  mediaContacts: ContactPerson[]
  investorContacts: ContactPerson[]
  /** Newest first, only what the news list shows (public, titled in the page's language). */
  latestPressReleases: PressReleaseLink[]
  /** Newest first: the years the news list has items in. */
  archiveYears: NewsArchiveYear[]
}

/**
 * The press room's content. The releases and years come from the news list's own cards
 * (getNewsListPage): the same timed-publication filter, the same "title in this language" rule,
 * the same order and category, so the room never names an item the list does not have.
 */
export async function getPressRoomPage(
  lang: Lang,
  options: LoadOptions = {},
): Promise<PressRoomPage> {
  const [list, mediaContacts, investorContacts] = await Promise.all([
    getNewsListPage(lang, options),
    getContactPersons('media', lang, options),
    getContactPersons('investor', lang, options),
  ])
  const releases = newsListView(
    list.items,
    { category: 'press-release' },
    LATEST_PRESS_RELEASES,
    false,
  )
  return {
    mediaContacts,
    investorContacts,
    latestPressReleases: releases.items.map(({ slug, title, publishedAt, publishedAtLabel }) => ({
      slug,
      title,
      publishedAt,
      publishedAtLabel,
    })),
    archiveYears: newsYears(list.items).map(({ year, count }) => ({
      year,
      yearLabel: formatYear(year, lang),
      count,
    })),
  }
}
