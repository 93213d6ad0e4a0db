import type { MenuSections } from '@/lib/page/getSiteLayout'
import { sectionPages } from './sectionPages'

const entry = (path: string, mainTopic: string, inner: [string, string][] = []) => ({
  _key: path,
  mainTopic,
  path,
  subPath: null,
  innerTopic: inner.map(([innerPath, topic]) => ({ _key: innerPath, topic, path: innerPath })),
})

const SECTIONS: MenuSections = [
  {
    _id: 'company',
    id: 'company',
    topic: 'About us',
    path: '/about/business-overview',
    desc: null,
    buttonName: null,
    subMenuList: [
      entry('/about/business-overview', 'Business overview'),
      entry('/about/leadership', 'Leadership', [
        ['/about/board-of-director', 'Board'],
        ['/about/executives', 'Executives'],
      ]),
    ],
  },
  {
    _id: 'investor',
    id: 'investor',
    topic: 'Investors',
    path: '/investors',
    desc: null,
    buttonName: null,
    // An inner topic may repeat its entry's page: the page is the inner topic, under the entry.
    subMenuList: [
      entry('/investors', 'Investors'),
      entry('/investors/financial-statements', 'Financial information', [
        ['/investors/financial-statements', 'Statements'],
        ['/investors/report-56-1', 'Form 56-1'],
      ]),
    ],
  },
  {
    _id: 'publish',
    id: 'publish',
    topic: 'Media',
    path: '/corporate/news',
    desc: null,
    buttonName: null,
    subMenuList: [entry('/corporate/news', 'News')],
  },
]

describe('sectionPages', () => {
  it("lists the section's entries, the page's own marked, and the inner topics of its entry", () => {
    expect(sectionPages('/about/business-overview', SECTIONS)).toEqual({
      entries: [
        { path: '/about/business-overview', label: 'Business overview', current: 'page' },
        { path: '/about/leadership', label: 'Leadership' },
      ],
      children: [],
    })
    expect(sectionPages('/about/leadership', SECTIONS)).toEqual({
      entries: [
        { path: '/about/business-overview', label: 'Business overview' },
        { path: '/about/leadership', label: 'Leadership', current: 'page' },
      ],
      children: [
        { path: '/about/board-of-director', label: 'Board' },
        { path: '/about/executives', label: 'Executives' },
      ],
    })
  })

  it('marks an inner topic’s page in the second row and its entry as the one it sits under', () => {
    expect(sectionPages('/about/executives', SECTIONS)).toEqual({
      entries: [
        { path: '/about/business-overview', label: 'Business overview' },
        { path: '/about/leadership', label: 'Leadership', current: 'true' },
      ],
      children: [
        { path: '/about/board-of-director', label: 'Board' },
        { path: '/about/executives', label: 'Executives', current: 'page' },
      ],
    })
    expect(sectionPages('/investors/financial-statements', SECTIONS)?.children).toEqual([
      { path: '/investors/financial-statements', label: 'Statements', current: 'page' },
      { path: '/investors/report-56-1', label: 'Form 56-1' },
    ])
  })

  it('lists nothing for a one-page section or a path in no section', () => {
    expect(sectionPages('/corporate/news', SECTIONS)).toBeNull()
    expect(sectionPages('/home', SECTIONS)).toBeNull()
  })
})
