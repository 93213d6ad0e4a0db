// Translation keys are typed from the English files: t('missing.key') fails typecheck.
// Both languages have the same keys (lib/i18n/locales.test.ts), so English stands for both.
import 'i18next'
import type admin from '@/public/locales/en/admin.json'
import type adminAlerts from '@/public/locales/en/adminAlerts.json'
import type adminToasts from '@/public/locales/en/adminToasts.json'
import type alertEmails from '@/public/locales/en/alertEmails.json'
import type auth from '@/public/locales/en/auth.json'
import type business from '@/public/locales/en/business.json'
import type catalogue from '@/public/locales/en/catalogue.json'
import type common from '@/public/locales/en/common.json'
import type company from '@/public/locales/en/company.json'
import type consent from '@/public/locales/en/consent.json'
import type console from '@/public/locales/en/console.json'
import type contact from '@/public/locales/en/contact.json'
import type credits from '@/public/locales/en/credits.json'
import type errors from '@/public/locales/en/errors.json'
import type financialHighlights from '@/public/locales/en/financialHighlights.json'
import type home from '@/public/locales/en/home.json'
import type investmentCalculator from '@/public/locales/en/investmentCalculator.json'
import type investors from '@/public/locales/en/investors.json'
import type irCalendar from '@/public/locales/en/irCalendar.json'
import type news from '@/public/locales/en/news.json'
import type newsCategories from '@/public/locales/en/newsCategories.json'
import type preview from '@/public/locales/en/preview.json'
import type press from '@/public/locales/en/press.json'
import type pressKit from '@/public/locales/en/pressKit.json'
import type product from '@/public/locales/en/product.json'
import type quietPeriod from '@/public/locales/en/quietPeriod.json'
import type requestErrors from '@/public/locales/en/requestErrors.json'
import type search from '@/public/locales/en/search.json'
import type searchPage from '@/public/locales/en/searchPage.json'
import type siteAnalytics from '@/public/locales/en/siteAnalytics.json'
import type alerts from '@/public/locales/en/alerts.json'
import type sharePrice from '@/public/locales/en/sharePrice.json'
import type studio from '@/public/locales/en/studio.json'

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common'
    resources: {
      admin: typeof admin
      adminAlerts: typeof adminAlerts
      adminToasts: typeof adminToasts
      alertEmails: typeof alertEmails
      auth: typeof auth
      business: typeof business
      catalogue: typeof catalogue
      common: typeof common
      company: typeof company
      consent: typeof consent
      console: typeof console
      contact: typeof contact
      credits: typeof credits
      errors: typeof errors
      financialHighlights: typeof financialHighlights
      home: typeof home
      investmentCalculator: typeof investmentCalculator
      investors: typeof investors
      irCalendar: typeof irCalendar
      news: typeof news
      newsCategories: typeof newsCategories
      preview: typeof preview
      press: typeof press
      pressKit: typeof pressKit
      product: typeof product
      quietPeriod: typeof quietPeriod
      requestErrors: typeof requestErrors
      search: typeof search
      searchPage: typeof searchPage
      siteAnalytics: typeof siteAnalytics
      alerts: typeof alerts
      sharePrice: typeof sharePrice
      studio: typeof studio
    }
  }
}
