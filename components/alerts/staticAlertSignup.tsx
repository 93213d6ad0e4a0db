/* eslint-disable @typescript-eslint/no-require-imports -- the server's copy (staticContent) */
import { staticContent } from '@/components/common/staticContent'

// The sign-up is a plain form the browser posts by itself: nothing in it needs React in the
// browser. Inside StaticHtml the page keeps the server's HTML and does not download its code
// with the page (only after a client-side navigation), so the pages it sits on do not grow.
export const StaticAlertSignupSection = staticContent(
  typeof window === 'undefined'
    ? (require('./AlertSignupSection') as typeof import('./AlertSignupSection')).AlertSignupSection
    : null,
  () => import('./AlertSignupSection').then((module) => module.AlertSignupSection),
)
