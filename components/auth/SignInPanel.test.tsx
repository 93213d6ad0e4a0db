import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { signIn } from 'next-auth/react'
import { renderWithProviders } from '@/lib/testing/render'
import { SignInPanel } from './SignInPanel'

jest.mock('next-auth/react', () => ({ signIn: jest.fn() }))

beforeEach(() => jest.mocked(signIn).mockReset())

describe('SignInPanel', () => {
  it('says why the visitor is here', () => {
    renderWithProviders(<SignInPanel error="SessionRequired" callbackUrl="/admin" canSignIn />)
    expect(screen.getByRole('alert')).toHaveTextContent('Please sign in to see that page.')
  })

  it('goes to the provider, saying so while the browser leaves', async () => {
    // The browser leaves for the provider: the promise does not settle while the page is shown.
    jest.mocked(signIn).mockReturnValue(new Promise(() => {}))
    renderWithProviders(<SignInPanel error={null} callbackUrl="/admin/news" canSignIn />)
    expect(screen.queryByRole('alert')).toBeNull()

    const button = screen.getByRole('button', { name: 'Sign in with company account' })
    await userEvent.click(button)
    expect(signIn).toHaveBeenCalledWith('idp', { callbackUrl: '/admin/news' }, { ui_locales: 'en' })
    expect(button).toHaveTextContent('Opening the sign-in page…')
    expect(button).toBeDisabled()
  })

  it('asks the provider for its page in the language of this one', async () => {
    jest.mocked(signIn).mockReturnValue(new Promise(() => {}))
    renderWithProviders(<SignInPanel error={null} callbackUrl="/admin" canSignIn />, 'th')
    await userEvent.click(screen.getByRole('button', { name: 'เข้าสู่ระบบด้วยบัญชีบริษัท' }))
    expect(signIn).toHaveBeenCalledWith('idp', { callbackUrl: '/admin' }, { ui_locales: 'th' })
  })

  it('lets the visitor try again when the way to the provider failed', async () => {
    jest.mocked(signIn).mockRejectedValue(new Error('offline'))
    renderWithProviders(<SignInPanel error={null} callbackUrl="/admin" canSignIn />)
    await userEvent.click(screen.getByRole('button', { name: 'Sign in with company account' }))
    expect(
      await screen.findByRole('button', { name: 'Sign in with company account' }),
    ).toBeEnabled()
  })

  it('cannot start when sign-in is not configured', () => {
    renderWithProviders(
      <SignInPanel error="Configuration" callbackUrl="/admin" canSignIn={false} />,
    )
    expect(screen.getByRole('button', { name: 'Sign in with company account' })).toBeDisabled()
  })
})
