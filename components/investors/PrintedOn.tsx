import { useTranslation } from '@/lib/i18n/useTranslation'
import { useEffect, useState } from 'react'
import { container } from '@/styled-system/patterns'
import { useCurrentPath } from '@/components/navigation/useCurrentPath'
import { todayInBangkok } from '@/lib/content/today'
import { formatDate } from '@/lib/i18n/format'

const styles = {
  root: container({ display: 'none', _print: { display: 'block', pt: '4', fontSize: 'sm' } }),
}

/**
 * The line under the heading of a printed investor page: who published it and the day it was
 * printed (Bangkok's, in the page's calendar). Only on paper; the date is the reader's, so it
 * is set in the browser, and again just before printing for a page left open overnight.
 */
export function PrintedOn({ siteName }: { siteName: string | null }) {
  const { t } = useTranslation('investors')
  const { lang } = useCurrentPath()
  const [today, setToday] = useState<string | null>(null)
  useEffect(() => {
    const update = () => setToday(todayInBangkok())
    update()
    window.addEventListener('beforeprint', update)
    return () => window.removeEventListener('beforeprint', update)
  }, [])
  if (!today) return null
  return (
    <p className={styles.root} data-testid="printed-on">
      {siteName
        ? t('print.printedOn', { siteName, date: formatDate(today, lang) })
        : t('print.printedOnAlone', { date: formatDate(today, lang) })}
    </p>
  )
}
