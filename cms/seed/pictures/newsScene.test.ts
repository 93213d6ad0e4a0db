/** @jest-environment node */
import { news } from '../content/news'
import { seeded } from '../seeded'
import { PALETTES } from '../tones'
import { newsScene, type NewsSceneSpec } from './newsScene'

/** Anything a renderer could write as words: text elements, fonts, embedded images. */
const WORDS = /<text|<tspan|<textPath|font-family|font-size|<image/

const specOf = (image: unknown) => (image as { picture: NewsSceneSpec }).picture
const canvas = (seed = 'news-x thumbnail') => ({
  width: 460,
  height: 300,
  random: seeded(seed),
  palette: PALETTES.green,
})

describe('the news scene picture kind', () => {
  it('draws every news picture as a scene', () => {
    for (const item of news) {
      expect(specOf(item.thumbnail).kind).toBe('newsScene')
      for (const picture of item.gallery ?? []) expect(specOf(picture).kind).toBe('newsScene')
    }
  })

  it('gives no two stories the same thumbnail subject', () => {
    const subjects = news.map((item) => newsScene.subject(specOf(item.thumbnail)))
    expect(new Set(subjects).size).toBe(news.length)
  })

  it("shows another moment of the story in each of a story's pictures", () => {
    for (const item of news) {
      const pictures = [item.thumbnail, ...(item.gallery ?? [])].map(specOf)
      const subjects = pictures.map((spec) => newsScene.subject(spec))
      expect(new Set(subjects).size).toBe(subjects.length)
    }
  })

  it('names only settings and icons it has', () => {
    for (const item of news) {
      for (const image of [item.thumbnail, ...(item.gallery ?? [])]) {
        expect(newsScene.problems(specOf(image))).toEqual([])
      }
    }
  })

  it('draws the same scene for the same spec and seed, shapes only', () => {
    const spec: NewsSceneSpec = {
      kind: 'newsScene',
      setting: 'sky',
      subject: 'ship',
      around: ['package', 'airplane'],
      flag: { colours: ['#ffffff', '#bc002d'], layout: 'disc' },
    }
    const svg = newsScene.draw(spec, canvas())
    expect(newsScene.draw({ ...spec }, canvas())).toBe(svg)
    expect(svg).not.toMatch(WORDS)
    const charted = newsScene.draw({ ...spec, setting: 'board', chart: 'up' }, canvas())
    expect(charted).toContain('<polyline')
    for (const item of news) {
      expect(newsScene.draw(specOf(item.thumbnail), canvas(item.id))).not.toMatch(WORDS)
    }
  })

  it('names what is wrong with a spec', () => {
    const bad = {
      kind: 'newsScene',
      setting: 'moon',
      subject: 'no-such-icon',
      around: ['ship', 'ship', 'ship', 'ship', 'ship'],
      chart: 'sideways',
      flag: { colours: ['red'], layout: 'maple' },
      caption: 'Hello',
    }
    const problems = newsScene.problems(bad as unknown as NewsSceneSpec).join('\n')
    for (const expected of [
      /setting/,
      /no-such-icon/,
      /at most 4/,
      /chart/,
      /#rrggbb/,
      /flag layout/,
      /caption/,
    ]) {
      expect(problems).toMatch(expected)
    }
  })
})
