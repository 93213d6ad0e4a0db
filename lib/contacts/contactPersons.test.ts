/**
 * @jest-environment node
 */
import { getContactPersons } from './contactPersons'

// The bundled dataset's contacts, as the press room and the investor overview show them.
describe('getContactPersons (bundled dataset)', () => {
  it.each(['th', 'en'] as const)(
    'gives the press room media contacts, one answering in both languages (%s)',
    async (lang) => {
      const media = await getContactPersons('media', lang)
      expect(media.length).toBeGreaterThanOrEqual(2)
      expect(media.some((person) => person.languages.join() === 'th,en')).toBe(true)
      for (const person of media) {
        expect(person.name).not.toBe('')
        expect(person.role).not.toBe('')
        expect(person.email).toMatch(/^[\w.+-]+@siamharvest\.example$/)
        expect(person.phone).toMatch(/^\+66 2 000 88\d\d$/)
        // In the page's language: no fallback marker.
        expect(person).not.toHaveProperty('nameLang')
      }
    },
  )

  it('gives the investor overview its investor-relations contact, and no media contact', async () => {
    const investor = await getContactPersons('investor', 'th')
    const media = await getContactPersons('media', 'th')
    expect(investor.length).toBeGreaterThanOrEqual(1)
    const mediaIds = new Set(media.map((person) => person._id))
    expect(investor.filter((person) => mediaIds.has(person._id))).toEqual([])
  })

  it('names a contact in each language', async () => {
    const [th] = await getContactPersons('investor', 'th')
    const [en] = await getContactPersons('investor', 'en')
    expect(th!._id).toBe(en!._id)
    expect(th!.name).toMatch(/[\u0E00-\u0E7F]/)
    expect(en!.name).not.toMatch(/[\u0E00-\u0E7F]/)
  })
})
