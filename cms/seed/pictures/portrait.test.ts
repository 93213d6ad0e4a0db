/** @jest-environment node */
import { people } from '../content/people'
import { seeded } from '../seeded'
import { PALETTES } from '../tones'
import { portrait, portraitOptions, type PortraitSpec } from './portrait'

/** Anything a renderer could write as words: text elements, fonts, embedded images. */
const WORDS = /<text|<tspan|<textPath|font-family|font-size|<image|<metadata|<!--/

const specOf = (photo: unknown) => (photo as { picture: PortraitSpec }).picture
const canvas = () => ({ width: 400, height: 400, random: seeded('x'), palette: PALETTES.blue })

describe('the portrait picture kind', () => {
  it("draws every person's photo, each a portrait of their own", () => {
    const specs = people.map((person) => specOf(person.photo))
    for (const spec of specs) expect(spec.kind).toBe('portrait')
    const subjects = new Set(specs.map((spec) => portrait.subject(spec)))
    expect(subjects.size).toBe(people.length)
  })

  it("follows the Thai title: นาย a man's look, นาง and นางสาว (and สพ.ญ.) a woman's", () => {
    for (const person of people) {
      const { look } = specOf(person.photo)
      if (/^(นางสาว|นาง|สพ\.ญ\.)/.test(person.name.th)) expect(look).toBe('woman')
      else if (/^นาย/.test(person.name.th)) expect(look).toBe('man')
    }
  })

  it('gives the same spec the same SVG, and another seed another', () => {
    const spec: PortraitSpec = { kind: 'portrait', seed: 'somchai-rattanakul', look: 'man' }
    const svg = portrait.draw(spec, canvas())
    expect(portrait.draw({ ...spec }, canvas())).toBe(svg)
    expect(portrait.draw({ ...spec, seed: 'somchai-rattanakul-2' }, canvas())).not.toBe(svg)
  })

  it('draws shapes only: no words, fonts, embedded images or metadata', () => {
    for (const person of people)
      expect(portrait.draw(specOf(person.photo), canvas())).not.toMatch(WORDS)
  })

  it("keeps what the content fixes: grey hair for a senior, a chef's white jacket", () => {
    const senior = portraitOptions({ kind: 'portrait', seed: 'a', look: 'woman', senior: true })
    expect(['e8e1e1', 'b9b4b1', '8d8885']).toContain(senior.hairColor)
    const chef = portraitOptions({ kind: 'portrait', seed: 'b', look: 'man', attire: 'chef' })
    expect(chef.clothesColor).toBe('ffffff')
    expect(
      portraitOptions({ kind: 'portrait', seed: 'c', look: 'man', glasses: true }).accessories,
    ).not.toBeNull()
  })

  it('names what is wrong with a spec', () => {
    expect(portrait.problems({ kind: 'portrait', seed: 'a', look: 'man' })).toEqual([])
    const bad = { kind: 'portrait', seed: '', look: 'child', attire: 'gown', senior: 'yes', hat: 1 }
    const problems = portrait.problems(bad as unknown as PortraitSpec)
    expect(problems).toHaveLength(5)
    expect(problems.join(' ')).toMatch(/seed.*look.*attire.*senior.*hat/)
  })
})
