import {
  parseLayoutPreference,
  parseThemePreference,
  resolveTheme,
  LAYOUT_PREFERENCES,
  THEME_PREFERENCES,
} from './preferences'

describe('parseThemePreference', () => {
  it.each(THEME_PREFERENCES)('keeps the stored %s', (value) => {
    expect(parseThemePreference(value)).toBe(value)
  })

  it.each([null, undefined, '', 'Dark', ' dark', '"dark"', 'blue'])(
    'falls back to system for %p',
    (raw) => {
      expect(parseThemePreference(raw)).toBe('system')
    },
  )
})

describe('parseLayoutPreference', () => {
  it.each(LAYOUT_PREFERENCES)('keeps the stored %s', (value) => {
    expect(parseLayoutPreference(value)).toBe(value)
  })

  it.each([null, '', 'modern', 'Fancy', '{"layout":"Retro"}'])(
    'falls back to Modern for %p',
    (raw) => {
      expect(parseLayoutPreference(raw)).toBe('Modern')
    },
  )
})

describe('resolveTheme', () => {
  it('follows the operating system only for system', () => {
    expect(resolveTheme('system', true)).toBe('dark')
    expect(resolveTheme('system', false)).toBe('light')
    expect(resolveTheme('light', true)).toBe('light')
    expect(resolveTheme('dark', false)).toBe('dark')
  })
})
