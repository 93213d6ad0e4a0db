import { r } from '../patterns'
import type { Canvas, PictureKind, PictureSpec } from './kind'

/**
 * A results story's picture: the periods it reports as a chart, drawn from the company's own
 * figures — sales as bars from a zero baseline, the period reported in the tone's dark shade,
 * and net profit as a line on its own scale above them. No words (the picture serves Thai and
 * English pages alike; the alt text gives the periods), no clip-art: a results story shows its
 * results, so no two stories share a picture.
 */
export interface ResultsChartSpec extends PictureSpec {
  kind: 'resultsChart'
  /** Sales of each period, oldest first (THB million): three to eight. */
  bars: number[]
  /** Net profit of the same periods. */
  line: number[]
}

const FEWEST = 3
const MOST = 8

function draw(spec: ResultsChartSpec, { width: w, height: h, palette }: Canvas): string {
  const { bars, line } = spec
  const left = w * 0.1
  const right = w * 0.9
  const base = h * 0.86
  const barTop = h * 0.34
  const slot = (right - left) / bars.length
  const barWidth = slot * 0.56
  const highest = Math.max(...bars)
  const grid = [0.25, 0.5, 0.75, 1]
    .map((share) => {
      const y = base - (base - barTop) * share
      return `<line x1="${r(left)}" y1="${r(y)}" x2="${r(right)}" y2="${r(y)}" stroke="${palette.backgroundTo}" stroke-width="${r(h * 0.004)}"/>`
    })
    .join('')
  const columns = bars
    .map((value, i) => {
      const top = base - ((base - barTop) * value) / highest
      const x = left + i * slot + (slot - barWidth) / 2
      const fill = i === bars.length - 1 ? palette.dark : palette.main
      const opacity = i === bars.length - 1 ? 1 : 0.5 + (0.35 * i) / bars.length
      return `<rect x="${r(x)}" y="${r(top)}" width="${r(barWidth)}" height="${r(base - top)}" rx="${r(barWidth * 0.08)}" fill="${fill}" opacity="${r(opacity, 2)}"/>`
    })
    .join('')
  // Net profit on its own scale, between 8% and 26% of the height, so its movement shows.
  const low = Math.min(...line)
  const high = Math.max(...line)
  const span = high - low || 1
  const points = line.map((value, i) => ({
    x: left + i * slot + slot / 2,
    y: h * 0.26 - ((value - low) / span) * h * 0.18,
  }))
  const stroke = `stroke="${palette.ink}" stroke-width="${r(h * 0.012)}" stroke-linecap="round" stroke-linejoin="round"`
  const profit =
    `<polyline points="${points.map(({ x, y }) => `${r(x)},${r(y)}`).join(' ')}" fill="none" ${stroke}/>` +
    points
      .map(
        ({ x, y }, i) =>
          `<circle cx="${r(x)}" cy="${r(y)}" r="${r(h * (i === points.length - 1 ? 0.026 : 0.018))}" fill="${i === points.length - 1 ? palette.ink : '#ffffff'}" ${stroke}/>`,
      )
      .join('')
  const axis = `<line x1="${r(left)}" y1="${r(base)}" x2="${r(right)}" y2="${r(base)}" stroke="${palette.ink}" stroke-opacity="0.5" stroke-width="${r(h * 0.006)}"/>`
  return (
    `<rect width="${w}" height="${h}" fill="${palette.backgroundFrom}"/>` +
    grid +
    columns +
    axis +
    profit
  )
}

function problems(spec: ResultsChartSpec): string[] {
  const found: string[] = []
  const series = (values: unknown) =>
    Array.isArray(values) && values.every((value) => typeof value === 'number' && value > 0)
  if (!series(spec.bars) || spec.bars.length < FEWEST || spec.bars.length > MOST) {
    found.push(`results chart needs ${FEWEST} to ${MOST} positive sales figures`)
  }
  if (!series(spec.line) || spec.line.length !== spec.bars?.length) {
    found.push('results chart needs a positive net profit for each period')
  }
  const known = new Set(['kind', 'bars', 'line'])
  for (const field of Object.keys(spec)) {
    if (!known.has(field)) found.push(`results chart has no field "${field}"`)
  }
  return found
}

export const resultsChart: PictureKind<ResultsChartSpec> = {
  problems,
  draw,
  // Drawn here from the company's figures: the site's own work, credited to it.
  sources: () => [],
  subject: (spec) => `results ${spec.bars.join(',')} / ${spec.line.join(',')}`,
}
