import { allowedTypos, isTypoCandidate, isWithinEdits } from './typoTolerance'

describe('typo tolerance', () => {
  it('allows no edit below 4 letters, one for 4–7, two from 8', () => {
    expect([1, 3, 4, 7, 8, 12].map(allowedTypos)).toEqual([0, 0, 1, 1, 2, 2])
  })

  it('counts a letter left out, added, replaced or two swapped as one edit', () => {
    expect(isWithinEdits('chiken', 'chicken', 1)).toBe(true)
    expect(isWithinEdits('porkk', 'pork', 1)).toBe(true)
    expect(isWithinEdits('sausege', 'sausage', 1)).toBe(true)
    expect(isWithinEdits('chikcen', 'chicken', 1)).toBe(true)
    expect(isWithinEdits('frankfruters', 'frankfurters', 1)).toBe(true)
  })

  it('refuses words more edits apart than allowed', () => {
    expect(isWithinEdits('chkn', 'chicken', 1)).toBe(false)
    expect(isWithinEdits('meatblls', 'meatballs', 1)).toBe(true)
    expect(isWithinEdits('metblls', 'meatballs', 1)).toBe(false)
    expect(isWithinEdits('metblls', 'meatballs', 2)).toBe(true)
    expect(isWithinEdits('curry', 'chicken', 2)).toBe(false)
  })

  it('finds the start of a longer word with the same edits', () => {
    expect(isWithinEdits('dumplng', 'dumplings', 1)).toBe(false)
    expect(isWithinEdits('dumplng', 'dumplings', 1, true)).toBe(true)
    expect(isWithinEdits('frankfutr', 'frankfurters', 1, true)).toBe(true)
    expect(isWithinEdits('dumplng', 'dumbbells', 1, true)).toBe(false)
  })

  it('never corrects numbers, codes or Thai', () => {
    expect(isTypoCandidate('2568')).toBe(false)
    expect(isTypoCandidate('omega3')).toBe(false)
    expect(isTypoCandidate('ไก่สด')).toBe(false)
    expect(isTypoCandidate('chicken')).toBe(true)
  })
})
