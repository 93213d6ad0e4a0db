import type { MenuSections } from '@/lib/page/getSiteLayout'
import { breadcrumbTrail } from './breadcrumbs'

const sections = [
  {
    _id: 'company',
    id: 'company',
    topic: 'About us',
    path: '/about/business-overview',
    desc: null,
    buttonName: null,
    subMenuList: [
      {
        _key: 'a',
        mainTopic: 'Business overview',
        path: '/about/business-overview',
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
  {
    _id: 'investor',
    id: 'investor',
    topic: 'Investor relations',
    path: '/investors',
    desc: null,
    buttonName: null,
    subMenuList: [
      {
        _key: 'd',
        mainTopic: 'Financial information',
        path: '/investors/financial-statements',
        subPath: null,
        innerTopic: [
          { _key: 'e', topic: 'Financial statements', path: '/investors/financial-statements' },
        ],
      },
    ],
  },
  {
    _id: 'publish',
    id: 'publish',
    topic: 'Media center',
    path: '/corporate/news',
    desc: null,
    buttonName: null,
    subMenuList: [
      {
        _key: 'f',
        mainTopic: 'News and activities',
        path: '/corporate/news',
        subPath: '/news/',
        innerTopic: null,
      },
    ],
  },
] as unknown as MenuSections

describe('breadcrumbTrail', () => {
  it('goes home → section → page for a sub-menu entry', () => {
    expect(breadcrumbTrail('/about/leadership', sections, 'Home')).toEqual([
      { label: 'Home', path: '/home' },
      { label: 'About us', path: '/about/business-overview' },
      { label: 'Leadership' },
    ])
  })

  it('puts the sub-menu entry between section and inner topic', () => {
    expect(breadcrumbTrail('/about/board-of-director', sections, 'Home')).toEqual([
      { label: 'Home', path: '/home' },
      { label: 'About us', path: '/about/business-overview' },
      { label: 'Leadership', path: '/about/leadership' },
      { label: 'Board of directors' },
    ])
  })

  it('never links a crumb to the page it is on', () => {
    // A section's first page is still in its section, as its tabs show: named, not linked.
    expect(breadcrumbTrail('/about/business-overview', sections, 'Home')).toEqual([
      { label: 'Home', path: '/home' },
      { label: 'About us' },
      { label: 'Business overview' },
    ])
    // An inner topic on its entry's own page sits under the entry, as the tabs' rows show.
    expect(breadcrumbTrail('/investors/financial-statements', sections, 'Home')).toEqual([
      { label: 'Home', path: '/home' },
      { label: 'Investor relations', path: '/investors' },
      { label: 'Financial information' },
      { label: 'Financial statements' },
    ])
  })

  it('places a page under a sub-path (a news item) below its list, named by the caller', () => {
    // The section and its one entry lead to the same list: the entry, the nearer, names it.
    expect(breadcrumbTrail('/news/new-plant', sections, 'Home', 'A new plant')).toEqual([
      { label: 'Home', path: '/home' },
      { label: 'News and activities', path: '/corporate/news' },
      { label: 'A new plant' },
    ])
  })

  it('falls back to home and the page name for a page outside the menu', () => {
    expect(breadcrumbTrail('/privacy-notice', [], 'Home', 'Privacy notice')).toEqual([
      { label: 'Home', path: '/home' },
      { label: 'Privacy notice' },
    ])
  })
})
