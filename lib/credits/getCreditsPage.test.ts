/**
 * @jest-environment node
 */
import { getCreditsPage } from './getCreditsPage'

const THAI = /[\u0E00-\u0E7F]/

describe('getCreditsPage on the bundled dataset', () => {
  it('gives the heading, the intro and every source in each language', async () => {
    const [th, en] = await Promise.all([getCreditsPage('th'), getCreditsPage('en')])
    expect(en!.credits.title).toBe('Image credits and sources')
    expect(th!.credits.title).toBe('เครดิตภาพและแหล่งที่มา')
    expect(th!.credits.intro).toMatch(THAI)
    expect(en!.credits.sources.length).toBeGreaterThan(0)
    expect(en!.credits.sources.map((source) => source.sourceId)).toEqual(
      th!.credits.sources.map((source) => source.sourceId),
    )
    for (const [index, source] of en!.credits.sources.entries()) {
      expect(source).toMatchObject({
        name: expect.any(String),
        author: expect.any(String),
        licence: expect.any(String),
        url: expect.stringMatching(/^https:\/\//),
        licenceUrl: expect.stringMatching(/^https:\/\//),
      })
      expect(source.usedFor).not.toMatch(THAI)
      expect(th!.credits.sources[index]!.usedFor).toMatch(THAI)
    }
  })
})
