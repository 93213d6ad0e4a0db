/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { readCoreConfig } from './config'
import { buildProfile, type ViewId } from './profile'

/** A string of the console's translation files, by namespace and dotted key. */
function consoleString(lang: 'th' | 'en', namespace: string, key: string): unknown {
  const file = path.join(process.cwd(), 'public', 'locales', lang, `${namespace}.json`)
  const strings: unknown = JSON.parse(readFileSync(file, 'utf8'))
  return key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], strings)
}

// Where each page of the sidebar takes its h1 (pages/admin/*); the BI entry is a link out.
const PAGE_TITLES: Partial<Record<ViewId, [namespace: string, key: string]>> = {
  dashboard: ['admin', 'dashboard.title'],
  enquiries: ['admin', 'enquiries.title'],
  site: ['siteAnalytics', 'title'],
  alerts: ['adminAlerts', 'title'],
  playground: ['console', 'playground.title'],
}

describe('the sidebar', () => {
  const config = readCoreConfig({
    CORE_PORT: '0',
    CORE_DB_FILE: 'core.sqlite',
    CORE_ISSUER: 'http://127.0.0.1:4000',
  })
  const admin = {
    subject: 'user-admin',
    email: 'admin@siamharvest.test',
    name: 'Admin',
    roles: ['admin'],
    scopes: [],
    clientId: 'siam-harvest-site',
  }

  it.each(['th', 'en'] as const)(
    '%s: each entry is named as its page is titled, so the menu and the page agree',
    (lang) => {
      for (const item of buildProfile(admin, config).menuSidebar) {
        const title = PAGE_TITLES[item.id]
        if (title === undefined) continue
        expect([item.id, item.label[lang]]).toEqual([item.id, consoleString(lang, ...title)])
      }
    },
  )
})
