import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useRef, useState } from 'react'
import { useLayoutPreference, useThemePreference } from '@/lib/admin/preferences/usePreferences'
import { renderInConsole } from '@/lib/testing/render'
import { SettingsDrawer } from './SettingsDrawer'

function Harness() {
  const [isOpen, setOpen] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  const { preference } = useThemePreference()
  const { layout } = useLayoutPreference()
  return (
    <>
      <button ref={button} type="button" onClick={() => setOpen(true)}>
        open settings
      </button>
      <p data-testid="applied">{`${preference} ${layout}`}</p>
      <SettingsDrawer
        isOpen={isOpen}
        onClose={() => setOpen(false)}
        returnFocusTo={() => button.current}
      />
    </>
  )
}

async function openDrawer(lang: 'th' | 'en' = 'en') {
  const user = userEvent.setup()
  renderInConsole(<Harness />, lang)
  await user.click(screen.getByRole('button', { name: 'open settings' }))
  const drawer = await screen.findByRole('dialog')
  return { user, drawer }
}

beforeEach(() => window.localStorage.clear())

describe('SettingsDrawer', () => {
  it('offers the three themes and five layouts as radio groups, current ones checked', async () => {
    window.localStorage.setItem('layoutSetting', 'Classic')
    const { drawer } = await openDrawer()
    expect(drawer).toHaveAccessibleName('Settings')
    const theme = within(drawer).getByRole('group', { name: 'Theme' })
    expect(
      within(theme)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['light', 'dark', 'system'])
    expect(within(theme).getByRole('radio', { name: /System/ })).toBeChecked()
    const layout = within(drawer).getByRole('group', { name: 'Layout' })
    expect(
      within(layout)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['Modern', 'Minimal', 'Retro', 'Classic', 'Staff'])
    expect(within(layout).getByRole('radio', { name: /Classic/ })).toBeChecked()
  })

  it('applies and stores a choice at once, by mouse or by arrow keys', async () => {
    const { user, drawer } = await openDrawer()
    await user.click(within(drawer).getByRole('radio', { name: /Dark/ }))
    expect(window.localStorage.getItem('theme')).toBe('dark')
    expect(screen.getByTestId('applied')).toHaveTextContent('dark Modern')

    within(drawer)
      .getByRole('radio', { name: /Modern/ })
      .focus()
    await user.keyboard('{ArrowDown}')
    expect(within(drawer).getByRole('radio', { name: /Minimal/ })).toHaveFocus()
    expect(window.localStorage.getItem('layoutSetting')).toBe('Minimal')
    await user.keyboard('{ArrowDown}')
    expect(window.localStorage.getItem('layoutSetting')).toBe('Retro')
    expect(screen.getByTestId('applied')).toHaveTextContent('dark Retro')
  })

  it('closes on Escape and on its close button, giving the focus back to the opener', async () => {
    const { user } = await openDrawer()
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(screen.getByRole('button', { name: 'open settings' })).toHaveFocus()

    await user.click(screen.getByRole('button', { name: 'open settings' }))
    const drawer = await screen.findByRole('dialog')
    await user.click(within(drawer).getByRole('button', { name: 'Close settings' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(screen.getByRole('button', { name: 'open settings' })).toHaveFocus()
  })

  it('keeps the focus inside while open (Tab cycles through its controls)', async () => {
    const { user, drawer } = await openDrawer()
    for (let step = 0; step < 6; step += 1) {
      await user.tab()
      expect(drawer).toContainElement(document.activeElement as HTMLElement)
    }
  })

  it('speaks Thai on Thai pages and says which theme "system" means now', async () => {
    const { drawer } = await openDrawer('th')
    expect(drawer).toHaveAccessibleName('การตั้งค่า')
    expect(within(drawer).getByRole('radio', { name: /ตามระบบ/ })).toBeInTheDocument()
    expect(drawer).toHaveTextContent('ตอนนี้เป็นแบบสว่าง')
  })
})
