import type { SidebarItem } from '@/lib/admin/types'
import { isSidebarItemActive, visibleSidebarItems } from './navigation'

const item = (id: SidebarItem['id'], path: string): SidebarItem => ({
  id,
  path,
  label: { th: id, en: id },
  icon: id,
})

const MENU = [
  item('dashboard', '/admin'),
  item('enquiries', '/admin/enquiries'),
  item('bi', 'bi'),
  item('playground', '/admin/playground'),
]

describe('visibleSidebarItems', () => {
  it('hides the BI entry when no dashboard address is configured', () => {
    expect(visibleSidebarItems(MENU, null).map((entry) => entry.id)).toEqual([
      'dashboard',
      'enquiries',
      'playground',
    ])
    expect(visibleSidebarItems(MENU, 'https://bi.example.test')).toHaveLength(4)
  })
})

describe('isSidebarItemActive', () => {
  const active = (path: string) =>
    MENU.filter((entry) => isSidebarItemActive(entry, path)).map((entry) => entry.id)

  it('marks the entry of the page and of pages under it', () => {
    expect(active('/admin')).toEqual(['dashboard'])
    expect(active('/admin/enquiries')).toEqual(['enquiries'])
    expect(active('/admin/enquiries/0b6f')).toEqual(['enquiries'])
    expect(active('/admin/playground')).toEqual(['playground'])
  })

  it('does not mistake a longer sibling path, nor ever mark the external BI entry', () => {
    expect(active('/admin/enquiries-archive')).toEqual([])
    expect(active('bi')).toEqual([])
  })
})
