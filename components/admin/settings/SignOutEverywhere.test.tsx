import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { leaveThroughLogout, requestSignOutEverywhere } from '@/lib/admin/signOutEverywhere'
import { renderInConsole } from '@/lib/testing/render'
import { SignOutEverywhere } from './SignOutEverywhere'

jest.mock('@/lib/admin/signOutEverywhere', () => ({
  requestSignOutEverywhere: jest.fn(async () => undefined),
  leaveThroughLogout: jest.fn(),
}))

const request = jest.mocked(requestSignOutEverywhere)

beforeEach(() => jest.clearAllMocks())

describe('SignOutEverywhere', () => {
  it('asks first, then revokes every session and leaves through /logout', async () => {
    const user = userEvent.setup()
    renderInConsole(<SignOutEverywhere />, 'en')
    expect(screen.getByRole('heading', { name: 'Your sessions' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Sign out everywhere' }))
    expect(request).not.toHaveBeenCalled()
    const confirm = screen.getByRole('button', { name: 'Yes, sign out everywhere' })
    expect(confirm).toHaveFocus()
    expect(confirm).toHaveAccessibleDescription(
      'Sign out on every browser and device, this one included?',
    )
    await user.click(confirm)
    await waitFor(() => expect(leaveThroughLogout).toHaveBeenCalledWith('en'))
    expect(request).toHaveBeenCalledTimes(1)
  })

  it('changes nothing when cancelled', async () => {
    const user = userEvent.setup()
    renderInConsole(<SignOutEverywhere />, 'th')
    await user.click(screen.getByRole('button', { name: 'ออกจากระบบทุกอุปกรณ์' }))
    await user.click(screen.getByRole('button', { name: 'ยกเลิก' }))
    expect(screen.getByRole('button', { name: 'ออกจากระบบทุกอุปกรณ์' })).toBeInTheDocument()
    expect(request).not.toHaveBeenCalled()
  })

  it('says so, in the language of the console, when the site refused', async () => {
    request.mockRejectedValueOnce(new Error('Sign-out everywhere answered 403'))
    const user = userEvent.setup()
    renderInConsole(<SignOutEverywhere />, 'th')
    await user.click(screen.getByRole('button', { name: 'ออกจากระบบทุกอุปกรณ์' }))
    await user.click(screen.getByRole('button', { name: 'ใช่ ออกจากระบบทุกอุปกรณ์' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'ออกจากระบบทุกอุปกรณ์ไม่สำเร็จ กรุณาลองอีกครั้ง',
    )
    expect(leaveThroughLogout).not.toHaveBeenCalled()
  })
})
