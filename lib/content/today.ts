/** Today's date in Bangkok as YYYY-MM-DD: "upcoming" means from this day on, wherever we run. */
export function todayInBangkok(now: Date = new Date()): string {
  // en-CA formats dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok' }).format(now)
}
