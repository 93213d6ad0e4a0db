import { createToaster } from '@chakra-ui/react'
import { TOAST_DEFAULTS, toaster } from './toaster'

describe('toaster', () => {
  it('follows the spec: max 3, 5000 ms, bottom-left by default', () => {
    expect(TOAST_DEFAULTS).toMatchObject({ max: 3, duration: 5000, placement: 'bottom-start' })
  })

  it('shows the public site toasts at bottom-center', () => {
    expect(toaster.attrs.placement).toBe('bottom')
  })

  it('never shows more than 3 at once', () => {
    const store = createToaster(TOAST_DEFAULTS)
    for (let i = 0; i < 5; i += 1) store.create({ title: `toast ${i}`, type: 'info' })
    expect(store.getVisibleToasts()).toHaveLength(3)
  })
})
