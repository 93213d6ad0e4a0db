/** @jest-environment node */
import { news } from '../content/news'
import { seeded } from '../seeded'
import { PALETTES } from '../tones'
import { pictureKindOf } from '.'
import { newsScene, type NewsSceneSpec } from './newsScene'

/** Anything a renderer could write as words: text elements, fonts, embedded images. */
const WORDS = /<text|<tspan|<textPath|font-family|font-size|<image/

const specOf = (image: unknown) => (image as { picture: NewsSceneSpec }).picture
/** The stories' pictures drawn as scenes (results stories chart their results instead). */
const scenes = news.flatMap((item) =>
  [item.thumbnail, ...(item.gallery ?? [])].filter((image) => specOf(image).kind === 'newsScene'),
)
const canvas = (seed = 'news-x thumbnail') => ({
  width: 460,
  height: 300,
  random: seeded(seed),
  palette: PALETTES.green,
})

describe('the news scene picture kind', () => {
  it('draws every news picture as a scene, but the results stories’ charts', () => {
    for (const item of news) {
      for (const picture of [item.thumbnail, ...(item.gallery ?? [])]) {
        const expected = /results/.test(item.slug ?? '') ? 'resultsChart' : 'newsScene'
        expect({ id: item.id, kind: specOf(picture).kind }).toEqual({ id: item.id, kind: expected })
      }
    }
  })

  it('gives no two stories the same thumbnail subject', () => {
    const subjects = news.map((item) => {
      const spec = specOf(item.thumbnail)
      return pictureKindOf(spec)!.subject(spec)
    })
    expect(new Set(subjects).size).toBe(news.length)
  })

  it("shows another moment of the story in each of a story's pictures", () => {
    for (const item of news) {
      const pictures = [item.thumbnail, ...(item.gallery ?? [])].map(specOf)
      const subjects = pictures.map((spec) => pictureKindOf(spec)!.subject(spec))
      expect(new Set(subjects).size).toBe(subjects.length)
    }
  })

  it('names only settings and icons it has', () => {
    expect(scenes.length).toBeGreaterThan(10)
    for (const image of scenes) expect(newsScene.problems(specOf(image))).toEqual([])
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
    for (const image of scenes) {
      expect(newsScene.draw(specOf(image), canvas())).not.toMatch(WORDS)
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
