import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useRouter } from 'next/router'
import type { MenuSections } from '@/lib/page/getSiteLayout'
import { mockRouter } from '@/lib/testing/mockRouter'
import { renderWithProviders } from '@/lib/testing/render'
import { MenuLabelUnitsContext } from './MenuLabel'
import { TopMenu } from './TopMenu'

jest.mock('next/router', () => ({ useRouter: jest.fn() }))

const sections: MenuSections = [
  {
    _id: 'menuSection-company',
    id: 'company',
    topic: 'About us',
    path: '/about/business-overview',
    desc: 'Who we are.',
    buttonName: 'Learn more about us',
    subMenuList: [
      { _key: 'a', mainTopic: 'Awards', path: '/about/awards', subPath: null, innerTopic: null },
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

function at(locale: string, asPath: string) {
  jest.mocked(useRouter).mockReturnValue(mockRouter(locale, asPath))
}

// jsdom applies no media queries, so the desktop menu (shown from 1024 px) counts as hidden:
// queries include hidden elements.
describe('TopMenu', () => {
  it('lists the 8 English labels in order', () => {
    at('en', '/home')
    renderWithProviders(<TopMenu sections={sections} />)
    const items = within(screen.getByRole('navigation', { hidden: true })).getAllByRole(
      'listitem',
      { hidden: true },
    )
    expect(items.map((item) => item.textContent)).toEqual([
      'HOME',
      'ABOUT US',
      'PRODUCTS',
      'BUSINESS',
      'SUSTAINABILITY',
      'INFORMATION FOR INVESTORS',
      'MEDIA CENTER',
      'CONTACT',
    ])
  })

  it('marks the active entry with aria-current', () => {
    at('th', '/about/awards')
    renderWithProviders(<TopMenu sections={sections} />, 'th')
    expect(screen.getByRole('button', { name: 'เกี่ยวกับเรา', hidden: true })).toHaveAttribute(
      'aria-current',
      'page',
    )
    expect(screen.getByRole('link', { name: 'หน้าหลัก', hidden: true })).not.toHaveAttribute(
      'aria-current',
    )
  })

  it('opens a section panel with its topic, button, sub-menus and inner topics', async () => {
    at('en', '/home')
    renderWithProviders(<TopMenu sections={sections} />)
    const trigger = screen.getByRole('button', { name: 'ABOUT US', hidden: true })
    await userEvent.click(trigger)
    expect(trigger).toHaveAttribute('aria-expanded', 'true')
    expect(
      await screen.findByRole('link', { name: 'Board of directors', hidden: true }),
    ).toHaveAttribute('href', '/about/board-of-director')
    expect(screen.getByRole('link', { name: /Learn more about us/, hidden: true })).toHaveAttribute(
      'href',
      '/about/business-overview',
    )
    await userEvent.keyboard('{Escape}')
    expect(trigger).toHaveAttribute('aria-expanded', 'false')
    expect(trigger).toHaveFocus()
  })

  it("keeps the labels' units whole with the units the page's loader sent", async () => {
    at('th', '/home')
    // Two entries: a section of one page has no panel.
    const [awards, leadership] = sections[0]!.subMenuList
    const thaiSections: MenuSections = [
      {
        ...sections[0]!,
        subMenuList: [{ ...awards!, mainTopic: 'ปฏิทินนักลงทุนสัมพันธ์' }, leadership!],
      },
    ]
    renderWithProviders(
      <MenuLabelUnitsContext.Provider value={{ ปฏิทินนักลงทุนสัมพันธ์: [[0, 22]] }}>
        <TopMenu sections={thaiSections} />
      </MenuLabelUnitsContext.Provider>,
      'th',
    )
    await userEvent.click(screen.getByRole('button', { name: 'เกี่ยวกับเรา', hidden: true }))
    const link = await screen.findByRole('link', { name: 'ปฏิทินนักลงทุนสัมพันธ์', hidden: true })
    expect(link.querySelector('span')?.textContent).toBe('ปฏิทินนักลงทุนสัมพันธ์')
  })

  it('links a section of one page straight to it: one control per entry, no panel of one link', () => {
    at('en', '/home')
    const news: MenuSections[number] = {
      _id: 'menuSection-publish',
      id: 'publish',
      topic: 'Media center',
      path: '/corporate/news',
      desc: null,
      buttonName: null,
      subMenuList: [
        {
          _key: 'n',
          mainTopic: 'Media center',
          path: '/corporate/news',
          subPath: '/news/',
          innerTopic: null,
        },
      ],
    }
    renderWithProviders(<TopMenu sections={[...sections, news]} />)
    expect(screen.getByRole('link', { name: 'MEDIA CENTER', hidden: true })).toHaveAttribute(
      'href',
      '/corporate/news',
    )
    expect(screen.queryByRole('button', { name: 'MEDIA CENTER', hidden: true })).toBeNull()
    for (const item of screen.getAllByRole('listitem', { hidden: true })) {
      expect(item.querySelectorAll('a, button')).toHaveLength(1)
    }
  })
})
