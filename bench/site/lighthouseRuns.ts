// Lighthouse with its default (mobile) settings — a Moto G Power, 4× CPU slowdown and slow 4G,
// simulated — in Debian's Chromium, the median of several runs per page taken in alternating
// rounds (bench/site/lighthouseMedian.mjs runs it), reduced to the figures the budgets need.
import { spawn } from 'node:child_process'
import path from 'node:path'

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
export type Category = (typeof CATEGORIES)[number]

/** The part of a Lighthouse result lighthouseMedian.mjs passes on. */
export interface TrimmedResult {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>
  audits: Record<string, { score: number | null; numericValue?: number }>
}

export interface LighthouseFigures {
  url: string
  runs: number
  /** 0–100 per category, of the median run. */
  scores: Record<Category, number>
  metrics: { fcpMs: number; lcpMs: number; tbtMs: number; cls: number; speedIndexMs: number }
  /** Audits that cost points in the median run, per category. */
  deductions: Record<Category, string[]>
}

export function lighthouseFigures(
  url: string,
  runs: number,
  lhr: TrimmedResult,
): LighthouseFigures {
  const scores = {} as Record<Category, number>
  const deductions = {} as Record<Category, string[]>
  for (const id of CATEGORIES) {
    const category = lhr.categories[id]
    scores[id] = Math.round((category?.score ?? 0) * 100)
    deductions[id] = (category?.auditRefs ?? [])
      .filter((ref) => {
        // Audits of weight 0 are reported by Lighthouse but cost no points.
        const score = lhr.audits[ref.id]?.score
        return ref.weight > 0 && typeof score === 'number' && score < 1
      })
      .map((ref) => ref.id)
  }
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? NaN
  return {
    url,
    runs,
    scores,
    metrics: {
      fcpMs: Math.round(metric('first-contentful-paint')),
      lcpMs: Math.round(metric('largest-contentful-paint')),
      tbtMs: Math.round(metric('total-blocking-time')),
      cls: Math.round(metric('cumulative-layout-shift') * 1000) / 1000,
      speedIndexMs: Math.round(metric('speed-index')),
    },
    deductions,
  }
}

/** Runs lighthouseMedian.mjs with `args`: its progress (stderr) shows as it goes; its stdout. */
function runLighthouseMedian(args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const script = path.join(__dirname, 'lighthouseMedian.mjs')
    const child = spawn(process.execPath, [script, ...args], {
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    const chunks: Buffer[] = []
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk))
    child.once('error', reject)
    child.once('close', (code, signal) => {
      if (code === 0) resolve(Buffer.concat(chunks).toString('utf8'))
      else reject(new Error(`lighthouseMedian.mjs ended with ${signal ?? `exit code ${code}`}`))
    })
  })
}

/**
 * `runs` rounds of Lighthouse in one Chromium, each round every URL once in order; the median
 * run's figures per URL.
 */
export async function lighthouseMedians(
  urls: string[],
  runs: number,
  chromePath: string,
): Promise<LighthouseFigures[]> {
  const stdout = await runLighthouseMedian([chromePath, String(runs), ...urls])
  const medians = JSON.parse(stdout) as { url: string; runs: number; lhr: TrimmedResult }[]
  return medians.map((median) => lighthouseFigures(median.url, median.runs, median.lhr))
}
