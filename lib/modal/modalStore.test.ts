import { createModalStore } from './modalStore'

describe('modal store', () => {
  it('starts closed on SEARCH_VIEW with no data', () => {
    expect(createModalStore().getState()).toEqual({
      isOpen: false,
      view: 'SEARCH_VIEW',
      data: undefined,
    })
  })

  it('opens with a view and optional data, and closes', () => {
    const store = createModalStore()
    const data = { quickLinks: [{ label: 'News', href: '/corporate/news' }] }
    store.open('SEARCH_VIEW', data)
    expect(store.getState()).toEqual({ isOpen: true, view: 'SEARCH_VIEW', data })
    store.close()
    expect(store.getState().isOpen).toBe(false)
  })

  it('tells subscribers about changes only', () => {
    const store = createModalStore()
    const listener = jest.fn()
    const unsubscribe = store.subscribe(listener)
    store.close()
    expect(listener).not.toHaveBeenCalled()
    store.open('SEARCH_VIEW')
    store.close()
    expect(listener).toHaveBeenCalledTimes(2)
    unsubscribe()
    store.open('SEARCH_VIEW')
    expect(listener).toHaveBeenCalledTimes(2)
  })
})
