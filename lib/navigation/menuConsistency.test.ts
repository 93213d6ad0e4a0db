import { readFileSync } from 'node:fs'
import path from 'node:path'
import { menuSectionsQuery } from '@/cms/queries/layout'
import { createEmbeddedSource } from '@/lib/content/embeddedSource'
import { fetchFrom } from '@/lib/content/fetchFrom'
import type { Lang } from '@/lib/i18n/lang'
import { breadcrumbTrail } from './breadcrumbs'
import { menuTitle, type TopMenuLabels } from './menuTitle'
import { sectionPages } from './sectionPages'
import { TOP_MENU, topMenuLinkPath } from './topMenu'

// The bundled menu against the spec's top-menu labels: the labels win and the names under them
// follow, and the breadcrumbs and the section's tabs put every page in the same place.
// e2e/menuLabels.spec.ts checks the headings of the pages the menu opens in a browser.

const LANGS = ['th', 'en'] as const

const labels = (lang: Lang): TopMenuLabels =>
  JSON.parse(
    readFileSync(path.join(process.cwd(), 'public', 'locales', lang, 'common.json'), 'utf8'),
  ).topMenu

const sections = (lang: Lang) => fetchFrom(createEmbeddedSource(), menuSectionsQuery, { lang })

const same = (a: string | null | undefined, b: string | null | undefined) =>
  (a ?? '').toLocaleLowerCase() === (b ?? '').toLocaleLowerCase()

describe.each(LANGS)('the bundled menu in %s', (lang) => {
  it('names each section as the top menu does', async () => {
    const menu = await sections(lang)
    for (const item of TOP_MENU) {
      const section = menu.find((entry) => entry.id === item.id)
      if (section)
        expect([item.id, section.topic?.toLocaleLowerCase()]).toEqual([
          item.id,
          labels(lang)[item.id].toLocaleLowerCase(),
        ])
    }
  })

  it('links a section of one page straight to it, named as the top menu names it', async () => {
    const menu = await sections(lang)
    const direct = TOP_MENU.flatMap((item) => {
      const section = menu.find((entry) => entry.id === item.id)
      const target = section && topMenuLinkPath(item, section)
      return target ? [{ id: item.id, target }] : []
    })
    // The media centre has two pages (the news list and the press room), so it opens a panel.
    expect(direct.map((item) => item.id)).toEqual(['products', 'contact'])
    for (const { id, target } of direct) {
      expect([id, menuTitle(target, menu, labels(lang)).toLocaleLowerCase()]).toEqual([
        id,
        labels(lang)[id as keyof TopMenuLabels].toLocaleLowerCase(),
      ])
    }
  })

  it('puts every page of a section in the same place in its breadcrumbs and its tabs', async () => {
    const menu = await sections(lang)
    const paths = menu.flatMap((section) =>
      section.subMenuList.flatMap((entry) => [
        entry.path,
        ...(entry.innerTopic ?? []).map((topic) => topic.path),
      ]),
    )
    for (const page of paths) {
      const tabs = sectionPages(page, menu)
      if (!tabs) continue
      const crumbs = breadcrumbTrail(page, menu, 'Home').map((crumb) => crumb.label)
      // The tabs marked current, a row at a time, are the trail's last levels …
      const current = [...tabs.entries, ...tabs.children]
        .filter((tab) => tab.current)
        .map((tab) => tab.label)
      expect([page, crumbs.slice(-current.length)]).toEqual([page, current])
      // … under home and the section (which a section's own first page of its name stands for).
      const above = crumbs.slice(0, -current.length)
      const section = menu.find((entry) =>
        entry.subMenuList.some(
          (item) => item.path === page || item.innerTopic?.some((topic) => topic.path === page),
        ),
      )
      expect(above[0]).toBe('Home')
      if (above.length === 1) expect(same(section?.topic, current[0])).toBe(true)
      else expect([page, above]).toEqual([page, ['Home', section?.topic]])
      // The page itself is the last tab marked as the page.
      expect(
        [...tabs.entries, ...tabs.children].filter((tab) => tab.current === 'page'),
      ).toHaveLength(1)
    }
  })
})

describe('the dividend page', () => {
  it('sits under Shareholder information in its breadcrumbs and its tabs alike', async () => {
    const menu = await sections('en')
    expect(breadcrumbTrail('/investors/dividend', menu, 'Home')).toEqual([
      { label: 'Home', path: '/home' },
      { label: 'Information for investors', path: '/investors' },
      { label: 'Shareholder information', path: '/investors/shareholders-structure' },
      { label: 'Dividends' },
    ])
    const tabs = sectionPages('/investors/dividend', menu)
    expect(tabs?.entries.find((tab) => tab.current)).toMatchObject({
      label: 'Shareholder information',
      current: 'true',
    })
    expect(tabs?.children.map((tab) => [tab.label, tab.current ?? null])).toEqual([
      ['Dividends', 'page'],
      ['Shareholding structure', null],
      ["Shareholders' meetings", null],
    ])
  })
})
