/** @jest-environment node */
import { emojiSvg, hasEmoji } from './emoji'

describe('emojiSvg', () => {
  it('gives a line drawing of Fluent Emoji (high contrast) in its box, in the current colour', () => {
    const leg = emojiSvg('poultry-leg')
    expect(leg.width).toBe(32)
    expect(leg.height).toBe(32)
    expect(leg.body).toMatch(/^<g fill="currentColor"><path/)
  })

  it('resolves an alias and applies its flip', () => {
    const right = emojiSvg('backhand-index-pointing-right')
    expect(right.body).toContain('translate(32 0) scale(-1 1)')
    expect(right.body).toContain(emojiSvg('backhand-index-pointing-left').body)
  })

  it('prefixes the ids inside an icon with its name', () => {
    const bodies = ['bento-box', 'admission-tickets', 'blackbird'].map(
      (name) => emojiSvg(name).body,
    )
    for (const body of bodies) {
      expect(body).toContain(`id="fe-`)
      expect(body).not.toMatch(/id="(?!fe-)|url\(#(?!fe-)|href="#(?!fe-)/)
    }
  })

  it('knows the names the set has and throws for others', () => {
    expect(hasEmoji('cut-of-meat')).toBe(true)
    expect(hasEmoji('no-such-emoji')).toBe(false)
    expect(() => emojiSvg('no-such-emoji')).toThrow(/No emoji "no-such-emoji"/)
  })
})
