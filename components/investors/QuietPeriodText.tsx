import { useTranslation } from '@/lib/i18n/useTranslation'
import { css, cx } from '@/styled-system/css'
import { heading, notice } from '@/styled-system/recipes'
import type { QuietPeriod } from '@/lib/investors/quietPeriod'

const styles = {
  box: notice(),
  heading: cx(heading({ size: 'md' }), css({ mb: '1' })),
  detail: css({ mt: '1', fontSize: 'sm', color: 'fg.muted' }),
}

/** What the quiet-period notice says (rendered on the server only, inside StaticHtml). */
export function QuietPeriodText({ period, headingId }: { period: QuietPeriod; headingId: string }) {
  const { t } = useTranslation('quietPeriod')
  return (
    <div className={styles.box}>
      <h2 id={headingId} className={styles.heading}>
        {t('notice.heading')}
      </h2>
      <p>{t('notice.body', { date: period.endLabel })}</p>
      <p className={styles.detail}>{t('notice.detail')}</p>
    </div>
  )
}
