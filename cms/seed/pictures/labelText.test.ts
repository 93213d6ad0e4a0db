/** @jest-environment node */
import { centredLine, fitLines, lineWidth } from './labelText'

const style = { size: 10, fill: '#000000' }

describe('a label’s words', () => {
  it('sets Thai with its marks: a tone mark over a consonant takes no width of its own', () => {
    expect(lineWidth('ก่', style)).toBeCloseTo(lineWidth('ก', style), 5)
    expect(lineWidth('อกไก่', style)).toBeGreaterThan(lineWidth('อก', style))
  })

  it('draws a line as one outline, the same twice, and nothing for no words', () => {
    const line = centredLine('Skinless Chicken Breast', 50, 60, style)
    expect(line).toMatch(/^<path d="M[^"]+" fill="#000000"\/>$/)
    expect(centredLine('Skinless Chicken Breast', 50, 60, style)).toBe(line)
    expect(centredLine('', 50, 60, style)).toBe('')
  })

  it('keeps a name that fits on one line at its size', () => {
    expect(fitLines('Pork Belly', 200, 2, { ...style, minSize: 5 })).toEqual({
      lines: ['Pork Belly'],
      size: 10,
    })
  })

  it('breaks a long name between words into even lines, each within the width', () => {
    const width = lineWidth('Grilled Pork Meatball Skewers', style) * 0.6
    const { lines, size } = fitLines('Grilled Pork Meatball Skewers', width, 2, {
      ...style,
      minSize: 5,
    })
    expect(size).toBe(10)
    expect(lines).toEqual(['Grilled Pork', 'Meatball Skewers'])
    for (const line of lines) expect(lineWidth(line, style)).toBeLessThanOrEqual(width)
  })

  it('breaks Thai between dictionary words, and shrinks what two lines cannot hold', () => {
    const name = 'ลูกชิ้นหมูปิ้งพร้อมน้ำจิ้ม'
    const { lines } = fitLines(name, lineWidth(name, style) * 0.7, 2, { ...style, minSize: 5 })
    expect(lines).toHaveLength(2)
    expect(lines.join('')).toBe(name)
    const narrow = fitLines(name, lineWidth(name, style) * 0.2, 2, { ...style, minSize: 4 })
    expect(narrow.size).toBeLessThan(10)
  })
})
