import { act, render, renderHook, screen } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { useLayoutPreference, useThemePreference } from './usePreferences'

/** A controllable `prefers-color-scheme: dark` media query, as the browser's would behave. */
function mockColorScheme(initiallyDark: boolean) {
  const listeners = new Set<() => void>()
  let matches = initiallyDark
  window.matchMedia = jest.fn((query: string) => ({
    media: query,
    get matches() {
      return matches
    },
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  })) as unknown as typeof window.matchMedia
  return {
    setDark(dark: boolean) {
      matches = dark
      listeners.forEach((listener) => listener())
    },
    listenerCount: () => listeners.size,
  }
}

/** What another tab's write looks like to this one. */
function writeFromAnotherTab(key: string, value: string) {
  window.localStorage.setItem(key, value)
  window.dispatchEvent(new StorageEvent('storage', { key, newValue: value }))
}

beforeEach(() => {
  window.localStorage.clear()
  mockColorScheme(false)
})

describe('useThemePreference', () => {
  it('defaults to system, which follows the operating system live', () => {
    const scheme = mockColorScheme(false)
    const { result, unmount } = renderHook(() => useThemePreference())
    expect(result.current.preference).toBe('system')
    expect(result.current.resolved).toBe('light')

    act(() => scheme.setDark(true))
    expect(result.current.resolved).toBe('dark')
    act(() => scheme.setDark(false))
    expect(result.current.resolved).toBe('light')

    unmount()
    expect(scheme.listenerCount()).toBe(0)
  })

  it('reads, validates and stores the preference under "theme"', () => {
    window.localStorage.setItem('theme', 'dark')
    const { result } = renderHook(() => useThemePreference())
    expect(result.current).toMatchObject({ preference: 'dark', resolved: 'dark' })

    act(() => result.current.setPreference('light'))
    expect(window.localStorage.getItem('theme')).toBe('light')
    expect(result.current).toMatchObject({ preference: 'light', resolved: 'light' })
  })

  it('ignores a stored value it does not know', () => {
    window.localStorage.setItem('theme', 'midnight')
    const { result } = renderHook(() => useThemePreference())
    expect(result.current.preference).toBe('system')
  })

  it('an explicit choice wins over the operating system', () => {
    const scheme = mockColorScheme(true)
    window.localStorage.setItem('theme', 'light')
    const { result } = renderHook(() => useThemePreference())
    expect(result.current.resolved).toBe('light')
    act(() => scheme.setDark(false))
    expect(result.current.resolved).toBe('light')
  })

  it('follows a change made in another tab, including a cleared storage', () => {
    const { result } = renderHook(() => useThemePreference())
    act(() => writeFromAnotherTab('theme', 'dark'))
    expect(result.current.preference).toBe('dark')

    act(() => {
      window.localStorage.clear()
      window.dispatchEvent(new StorageEvent('storage', { key: null }))
    })
    expect(result.current.preference).toBe('system')
  })

  it('works without matchMedia (treated as light)', () => {
    // @ts-expect-error: old browsers and jsdom have no matchMedia
    delete window.matchMedia
    const { result } = renderHook(() => useThemePreference())
    expect(result.current.resolved).toBe('light')
  })
})

describe('useLayoutPreference', () => {
  it('defaults to Modern and stores the choice under "layoutSetting"', () => {
    const { result } = renderHook(() => useLayoutPreference())
    expect(result.current.layout).toBe('Modern')
    act(() => result.current.setLayout('Retro'))
    expect(window.localStorage.getItem('layoutSetting')).toBe('Retro')
    expect(result.current.layout).toBe('Retro')
  })

  it('falls back to Modern for a value it does not know', () => {
    window.localStorage.setItem('layoutSetting', 'retro')
    const { result } = renderHook(() => useLayoutPreference())
    expect(result.current.layout).toBe('Modern')
  })

  it('every reader sees a change at once, and another tab’s change arrives too', () => {
    const first = renderHook(() => useLayoutPreference())
    const second = renderHook(() => useLayoutPreference())
    act(() => first.result.current.setLayout('Staff'))
    expect(second.result.current.layout).toBe('Staff')
    act(() => writeFromAnotherTab('layoutSetting', 'Classic'))
    expect(first.result.current.layout).toBe('Classic')
  })

  it('keeps a choice in memory when the browser refuses storage', () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError')
    })
    const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError')
    })
    try {
      const { result } = renderHook(() => useLayoutPreference())
      act(() => result.current.setLayout('Minimal'))
      expect(result.current.layout).toBe('Minimal')
    } finally {
      setItem.mockRestore()
      getItem.mockRestore()
    }
  })
})

describe('server rendering and hydration', () => {
  function Probe() {
    const { preference, resolved } = useThemePreference()
    const { layout } = useLayoutPreference()
    return <p data-testid="probe">{`${preference} ${resolved} ${layout}`}</p>
  }

  it('renders the defaults on the server, hydrates without a mismatch, then shows the stored values', async () => {
    window.localStorage.setItem('theme', 'dark')
    window.localStorage.setItem('layoutSetting', 'Retro')
    const container = document.createElement('div')
    // What the server sends: it cannot see the browser's storage.
    container.innerHTML = renderToString(<Probe />)
    expect(container.textContent).toBe('system light Modern')
    document.body.appendChild(container)

    const errors = jest.spyOn(console, 'error').mockImplementation(() => {})
    const recoverable = jest.fn()
    let root: ReturnType<typeof hydrateRoot> | undefined
    await act(async () => {
      root = hydrateRoot(container, <Probe />, { onRecoverableError: recoverable })
    })
    expect(recoverable).not.toHaveBeenCalled()
    expect(errors).not.toHaveBeenCalled()
    errors.mockRestore()
    expect(screen.getByTestId('probe')).toHaveTextContent('dark dark Retro')
    act(() => root?.unmount())
    container.remove()
  })

  it('a client-side mount reads storage at once', () => {
    window.localStorage.setItem('layoutSetting', 'Classic')
    render(<Probe />)
    expect(screen.getByTestId('probe')).toHaveTextContent('system light Classic')
  })
})
