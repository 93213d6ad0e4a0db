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
    // An inner topic may repeat its entry's page: it is listed once, under the entry's name.
    subMenuList: [
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
  it("lists every page of the path's section in the menu's order, inner topics included", () => {
    const expected = [
      { path: '/about/business-overview', label: 'Business overview' },
      { path: '/about/leadership', label: 'Leadership' },
      { path: '/about/board-of-director', label: 'Board' },
      { path: '/about/executives', label: 'Executives' },
    ]
    expect(sectionPages('/about/business-overview', SECTIONS)).toEqual(expected)
    // An inner topic's page belongs to the section too.
    expect(sectionPages('/about/executives', SECTIONS)).toEqual(expected)
  })

  it('lists a page once', () => {
    expect(sectionPages('/investors/report-56-1', SECTIONS)).toEqual([
      { path: '/investors/financial-statements', label: 'Financial information' },
      { path: '/investors/report-56-1', label: 'Form 56-1' },
    ])
  })

  it('lists nothing for a one-page section or a path in no section', () => {
    expect(sectionPages('/corporate/news', SECTIONS)).toEqual([])
    expect(sectionPages('/home', SECTIONS)).toEqual([])
  })
})
