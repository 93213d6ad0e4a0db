import type { MenuSections } from '@/lib/page/getSiteLayout'
import { menuEntryLabel } from './menuEntryLabel'

const sections: MenuSections = [
  {
    _id: 'menuSection-company',
    id: 'company',
    topic: 'About us',
    path: '/about/business-overview',
    desc: null,
    buttonName: null,
    subMenuList: [
      {
        _key: 'a',
        mainTopic: 'Milestones',
        path: '/about/milestones',
        subPath: null,
        innerTopic: null,
      },
      {
        _key: 'b',
        mainTopic: 'Leadership',
        path: '/about/leadership',
        subPath: null,
        innerTopic: [{ _key: 'c', topic: 'Board of directors', path: '/about/board-of-director' }],
      },
    ],
  },
]

describe('menuEntryLabel', () => {
  it('names a page by its sub-menu entry or its inner topic', () => {
    expect(menuEntryLabel('/about/milestones', sections)).toBe('Milestones')
    expect(menuEntryLabel('/about/board-of-director', sections)).toBe('Board of directors')
  })

  it('is null for a page the menu does not list', () => {
    expect(menuEntryLabel('/about/awards', sections)).toBeNull()
  })
})
