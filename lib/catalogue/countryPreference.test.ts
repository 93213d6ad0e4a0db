import { act, renderHook } from '@testing-library/react'
import {
  COUNTRY_STORAGE_KEY,
  parseCountryPreference,
  readStoredCountry,
  serializeCountryPreference,
  storeCountry,
  useStoredCountry,
} from './countryPreference'

describe('the remembered country', () => {
  beforeEach(() => window.localStorage.clear())

  it('is stored under `country` as {"code":…}, and {} for none', () => {
    storeCountry('JP')
    expect(window.localStorage.getItem(COUNTRY_STORAGE_KEY)).toBe('{"code":"JP"}')
    expect(readStoredCountry()).toBe('JP')
    storeCountry(null)
    expect(window.localStorage.getItem(COUNTRY_STORAGE_KEY)).toBe('{}')
    expect(readStoredCountry()).toBeNull()
    expect(serializeCountryPreference(null)).toBe('{}')
  })

  it.each([null, '', '{}', 'JP', '"JP"', '{"code":"japan"}', '{"code":1}', '[]', 'null', '{'])(
    'reads %p as no country',
    (raw) => expect(parseCountryPreference(raw)).toBeNull(),
  )

  it('tells the components that read it when it changes', () => {
    const { result } = renderHook(() => useStoredCountry())
    expect(result.current).toBeNull()
    act(() => storeCountry('GB'))
    expect(result.current).toBe('GB')
    act(() => storeCountry(null))
    expect(result.current).toBeNull()
  })
})
