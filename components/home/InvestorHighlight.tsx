import { langAttribute } from '@/components/common/InLanguage'
import { Link } from '@/components/common/Link'
import { useTranslation } from '@/lib/i18n/useTranslation'
import type { ReactNode } from 'react'
import { css, cx } from '@/styled-system/css'
import { link, panel } from '@/styled-system/recipes'
import { PageSection } from '@/components/common/PageSection'
import type { HomePage } from '@/lib/home/getHomePage'
import type { SharePrice as SharePriceData } from '@/lib/marketData/sharePrice'
import { SharePrice } from '@/components/investors/SharePrice'
import { path } from '@/lib/routes'

// A fact's headline: the amount, the date or the report's title, under the fact's label.
const value = css.raw({ mt: '2', fontWeight: 'bold' })

const styles = {
  sharePrice: css({ mb: '5' }),
  facts: css({
    display: 'grid',
    gridTemplateColumns: { base: '1fr', lg: 'repeat(3, 1fr)' },
    gap: '5',
  }),
  fact: cx(panel({ tone: 'plain' }), css({ p: { base: '5', lg: '6' } })),
  label: css({
    fontSize: 'sm',
    fontWeight: 'semibold',
    color: 'fg.muted',
    letterSpacing: '0.02em',
  }),
  amount: css(value, {
    fontSize: { base: '2xl', lg: '3xl' },
    color: 'brand.fg',
    fontVariantNumeric: 'tabular-nums',
  }),
  date: css(value, { fontSize: { base: 'xl', lg: '2xl' }, color: 'brand.fg' }),
  reportTitle: css(value, { fontSize: { base: 'xl', lg: '2xl' } }),
  dividendKind: css({ fontSize: 'sm', color: 'fg.muted' }),
  paymentDate: css({ mt: '3', fontSize: 'sm' }),
  eventTitle: css({ mt: '1' }),
  noEvent: css({ mt: '2' }),
  // An onward link under a fact (a page or the report's file).
  factLink: cx(
    link({ variant: 'underline' }),
    css({ display: 'inline-block', mt: '3', fontSize: 'sm', fontWeight: 'semibold' }),
  ),
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <li className={styles.fact}>
      <p className={styles.label}>{label}</p>
      {children}
    </li>
  )
}

interface InvestorHighlightProps {
  investor: HomePage['investor']
  sharePrice: SharePriceData
}

/** The share's price, the latest dividend, the next IR date and the latest One Report. */
export function InvestorHighlight({ investor, sharePrice }: InvestorHighlightProps) {
  const { t } = useTranslation('home')
  const { latestDividend, nextEvent, latestReport } = investor
  return (
    <PageSection
      band="subtle"
      id="home-investor-title"
      text="home:investor"
      moreHref={path('investors')}
    >
      <div className={styles.sharePrice}>
        <SharePrice sharePrice={sharePrice} headingLevel={3} />
      </div>
      <ul className={styles.facts}>
        {latestDividend && (
          <Fact label={t('investor.dividend')}>
            <p className={styles.amount}>{latestDividend.amountPerShareLabel}</p>
            <p className={styles.dividendKind}>
              {t('investor.perShare', {
                type: t(`investor.dividendType.${latestDividend.type ?? 'annual'}`),
                year: latestDividend.fiscalYearLabel,
              })}
            </p>
            <p className={styles.paymentDate}>
              {t('investor.paymentDate', { date: latestDividend.paymentDateLabel })}
            </p>
            <Link href={path('dividend')} className={styles.factLink}>
              {t('investor.dividendHistory')}
            </Link>
          </Fact>
        )}
        <Fact label={t('investor.nextEvent')}>
          {nextEvent ? (
            <>
              <p className={styles.date}>{nextEvent.dateLabel}</p>
              <p className={styles.eventTitle} lang={langAttribute(nextEvent.titleLang)}>
                {nextEvent.title}
              </p>
            </>
          ) : (
            <p className={styles.noEvent}>{t('investor.noEvent')}</p>
          )}
          <Link href={path('investors')} className={styles.factLink}>
            {t('investor.calendar')}
          </Link>
        </Fact>
        {latestReport && (
          <Fact label={t('investor.report')}>
            <p className={styles.reportTitle} lang={langAttribute(latestReport.titleLang)}>
              {latestReport.title}
            </p>
            {latestReport.file?.url && (
              <a
                href={latestReport.file.url}
                hrefLang={langAttribute(latestReport.fileLang)}
                download
                className={styles.factLink}
              >
                {t('investor.download', { size: latestReport.fileSizeLabel })}
              </a>
            )}
          </Fact>
        )}
      </ul>
    </PageSection>
  )
}
