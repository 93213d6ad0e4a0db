import { LANGS } from '@/lib/i18n/lang'
import { localHref, STATIC_ROUTES } from '@/lib/routes'
import { INVESTOR_PAGES } from './pages'
import { getQuietPeriod } from './quietPeriod'

/** The longest the schedule sleeps before it reads the content again (editors move dates). */
const MAX_WAIT_MS = 60 * 60 * 1000
/** After the midnight itself: the pages' revalidate interval has surely run out. */
const AFTER_CHANGE_MS = 1_000

/** The investor pages, in every language: each shows the quiet-period notice. */
export const INVESTOR_PAGE_ADDRESSES = LANGS.flatMap((lang) =>
  [STATIC_ROUTES.investors, ...INVESTOR_PAGES.map((page) => page.path)].map((path) =>
    localHref(lang, path),
  ),
)

export interface QuietPeriodRefreshOptions {
  /** The next instant the notice changes, as of `now` (read from the content by default). */
  nextChangeAt?: (now: Date) => Promise<string | null>
  /** Asks the site for a page (by default with fetch, the answer read and dropped). */
  requestPage?: (url: string) => Promise<void>
}

async function fetchPage(url: string): Promise<void> {
  const answer = await fetch(url, { redirect: 'manual' })
  await answer.arrayBuffer()
}

/**
 * Asks the site at `origin` for every investor page just after each midnight (Bangkok) at which
 * a quiet period begins or ends. The pages' revalidate interval ends at that midnight
 * (`investorPageProps`), and ISR renders a stale page again on the first request after it: this
 * request is that first one, so a visitor does not get the page rendered the day before. Returns
 * a function that stops it.
 */
export function scheduleQuietPeriodRefresh(
  origin: string,
  {
    nextChangeAt = async (now) => (await getQuietPeriod('th', now)).nextChangeAt,
    requestPage = fetchPage,
  }: QuietPeriodRefreshOptions = {},
): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  let awaited: string | null = null
  let isStopped = false

  const sleep = (ms: number) => {
    if (isStopped) return
    timer = setTimeout(() => void tick(), ms)
    timer.unref?.()
  }

  const tick = async () => {
    try {
      if (awaited !== null && Date.parse(awaited) <= Date.now()) {
        awaited = null
        for (const address of INVESTOR_PAGE_ADDRESSES) {
          await requestPage(`${origin}${address}`).catch(() => undefined)
        }
      }
      awaited = await nextChangeAt(new Date())
      const untilChange = awaited === null ? Infinity : Date.parse(awaited) - Date.now()
      sleep(Math.max(0, Math.min(MAX_WAIT_MS, untilChange + AFTER_CHANGE_MS)))
    } catch (error) {
      console.warn('Scheduling the quiet period’s page refresh failed:', error)
      sleep(MAX_WAIT_MS)
    }
  }

  void tick()
  return () => {
    isStopped = true
    clearTimeout(timer)
  }
}
