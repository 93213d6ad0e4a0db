import { getIrEvent, getIrEvents } from '@/lib/investors/investors'
import { todayInBangkok } from '@/lib/content/today'
import { serverEnv } from '@/lib/env'
import { createIrCalendarHandler } from '@/lib/investors/irCalendarApi'

/** The IR calendar's upcoming events as one .ics file (see lib/investors/irCalendarApi.ts). */
export default createIrCalendarHandler({
  loadUpcoming: (lang) => getIrEvents(lang, todayInBangkok()),
  loadEvent: getIrEvent,
  get siteUrl() {
    return serverEnv().siteUrl
  },
})
