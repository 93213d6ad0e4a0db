import { useTranslation } from '@/lib/i18n/useTranslation'
import { container } from '@/styled-system/patterns'
import { InnerPage } from '@/components/layout/InnerPage'
import { InvestmentCalculator } from '@/components/investors/calculator/InvestmentCalculator'
import { QuietPeriodNotice } from '@/components/investors/QuietPeriodNotice'
import {
  createCalculatorPageProps,
  type CalculatorPageProps,
} from '@/lib/investors/investmentCalculatorPage'
import { getLastPrice } from '@/lib/marketData/sharePrice'

const styles = { body: container({ pb: { base: '12', lg: '16' } }) }

// Rendered per request (the answer to the GET form is the address's query), cached by shared
// caches only. The share's last price (the core service's quote) is offered as today's price;
// without a quote the visitor types it.
export const getServerSideProps = createCalculatorPageProps({ lastPrice: () => getLastPrice() })

export default function InvestmentCalculatorRoute({
  layout,
  quietPeriod,
  ...props
}: CalculatorPageProps) {
  const { t, lang } = useTranslation('investmentCalculator')
  return (
    <InnerPage layout={layout} title={t('title')} intro={t('intro')}>
      <QuietPeriodNotice period={quietPeriod.current} />
      <div className={styles.body}>
        <InvestmentCalculator lang={lang} {...props} />
      </div>
    </InnerPage>
  )
}
