import { readdirSync } from 'node:fs'
import path from 'node:path'
import { LIST_IDS, LIST_ROUTES } from './listAddress'
import { listPathOfSelectionRoute, segmentParams, selectionRouteOf } from './selectionRoute'

describe('the page routes of list selections', () => {
  it('finds the list path of each list’s selection route, and of no other page route', () => {
    for (const id of LIST_IDS) {
      const { path } = LIST_ROUTES[id]
      expect(listPathOfSelectionRoute(selectionRouteOf(path))).toBe(path)
    }
    expect(listPathOfSelectionRoute('/product-list')).toBeNull()
    expect(listPathOfSelectionRoute('/product/[slug]')).toBeNull()
    expect(listPathOfSelectionRoute('/404')).toBeNull()
  })

  it('is the route of every list and of nothing else among the pages', () => {
    const pagesDir = path.join(process.cwd(), 'pages')
    const selectionPages = readdirSync(pagesDir, { recursive: true, encoding: 'utf8' })
      .filter((file) => path.basename(file) === '[selection].tsx')
      .map((file) => `/${file.replace(/\\/g, '/').replace(/\.tsx$/, '')}`)
      .sort()
    const listRoutes = LIST_IDS.map((id) => selectionRouteOf(LIST_ROUTES[id].path)).sort()
    expect(selectionPages).toEqual(listRoutes)
  })

  it('spells out a segment’s parameters in its order', () => {
    expect(segmentParams('category=a,z;page=2')?.toString()).toBe('category=a&category=z&page=2')
    expect(segmentParams('year=2024')?.toString()).toBe('year=2024')
  })

  it('refuses what is not a segment', () => {
    expect(segmentParams('no-selection')).toBeNull()
    expect(segmentParams('page=2=3')).toBeNull()
  })
})
