import { ADMIN_STORAGE_KEYS, clearAdminStorage, storeProfile } from './adminStorage'
import type { Profile } from './types'

const profile: Profile = {
  email: 'admin@siamharvest.test',
  name: 'Pimchanok Srisuk',
  roles: ['admin'],
  companyCode: 'SHF',
  companyName: { th: 'สยามฮาร์เวสต์ ฟู้ดส์', en: 'Siam Harvest Foods' },
  viewAccess: ['dashboard', 'enquiries'],
  menuSidebar: [
    { id: 'dashboard', path: '/admin', label: { th: 'แดชบอร์ด', en: 'Dashboard' }, icon: 'home' },
  ],
}

describe('admin storage', () => {
  beforeEach(() => localStorage.clear())

  it('keeps the seven keys of spec point 3 from the profile', () => {
    storeProfile(profile, localStorage)
    expect(localStorage.getItem('companyCode')).toBe('SHF')
    expect(localStorage.getItem('userEmail')).toBe('admin@siamharvest.test')
    expect(JSON.parse(localStorage.getItem('companyName') ?? '')).toEqual(profile.companyName)
    expect(JSON.parse(localStorage.getItem('viewAccess') ?? '')).toEqual(['dashboard', 'enquiries'])
    expect(JSON.parse(localStorage.getItem('sidebarJson') ?? '')).toEqual(profile.menuSidebar)
    expect(JSON.parse(localStorage.getItem('menuSidebar') ?? '')).toEqual(['dashboard'])
    expect(JSON.parse(localStorage.getItem('userProfileJson') ?? '')).toEqual({
      email: profile.email,
      name: profile.name,
      roles: ['admin'],
    })
  })

  it('removes all of them, and nothing else, at sign-out', () => {
    storeProfile(profile, localStorage)
    localStorage.setItem('theme', 'dark')
    clearAdminStorage(localStorage)
    for (const key of ADMIN_STORAGE_KEYS) expect(localStorage.getItem(key)).toBeNull()
    expect(localStorage.getItem('theme')).toBe('dark')
  })
})
