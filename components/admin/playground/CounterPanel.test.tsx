import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderInConsole } from '@/lib/testing/render'
import { CounterPanel } from './CounterPanel'

describe('CounterPanel', () => {
  it('starts at 20, Increase adds one and Decrease takes one away: 20 → 21 → 19', async () => {
    const user = userEvent.setup()
    renderInConsole(<CounterPanel />)
    const value = screen.getByRole('status', { name: 'Current count' })
    expect(value).toHaveTextContent('20')
    expect(value).toHaveAttribute('aria-live', 'polite')
    await user.click(screen.getByRole('button', { name: 'Increase' }))
    expect(value).toHaveTextContent('21')
    await user.click(screen.getByRole('button', { name: 'Decrease' }))
    await user.click(screen.getByRole('button', { name: 'Decrease' }))
    expect(value).toHaveTextContent('19')
  })

  it('works by keyboard and in Thai', async () => {
    const user = userEvent.setup()
    renderInConsole(<CounterPanel />, 'th')
    screen.getByRole('button', { name: 'เพิ่ม' }).focus()
    await user.keyboard('{Enter}{Enter} ')
    expect(screen.getByRole('status', { name: 'ค่าปัจจุบัน' })).toHaveTextContent('23')
  })
})
