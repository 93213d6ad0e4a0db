/** @jest-environment node */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

/*
 * The dataset generator imports in one direction: content → pictures → drawing primitives and
 * the image spec's vocabulary. Type imports count: a circle of types still makes two modules
 * that can only change together (content ↔ pictures ↔ image spec, as once). ESLint's
 * import/no-cycle passes over type-only imports, so this walks the imports itself.
 */

const SEED = __dirname

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const at = path.join(folder, entry.name)
    if (entry.isDirectory()) return sourceFiles(at)
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [at] : []
  })
}

const IMPORT = /(?:from|import)\s+'(\.{1,2}\/[^']*)'/g

function importsOf(file: string): string[] {
  return [...readFileSync(file, 'utf8').matchAll(IMPORT)].flatMap((match) => {
    const base = path.resolve(path.dirname(file), match[1]!)
    const found = [`${base}.ts`, path.join(base, 'index.ts')].find((candidate) =>
      existsSync(candidate),
    )
    return found && found.startsWith(SEED) ? [found] : []
  })
}

/** The groups of two or more files that reach each other (Tarjan's strongly connected components). */
function circles(graph: Map<string, string[]>): string[][] {
  const order = new Map<string, number>()
  const lowest = new Map<string, number>()
  const stack: string[] = []
  const found: string[][] = []
  const visit = (file: string) => {
    order.set(file, order.size)
    lowest.set(file, order.get(file)!)
    stack.push(file)
    for (const next of graph.get(file) ?? []) {
      if (!order.has(next)) {
        visit(next)
        lowest.set(file, Math.min(lowest.get(file)!, lowest.get(next)!))
      } else if (stack.includes(next)) {
        lowest.set(file, Math.min(lowest.get(file)!, order.get(next)!))
      }
    }
    if (lowest.get(file) !== order.get(file)) return
    const group: string[] = []
    let member: string
    do {
      member = stack.pop()!
      group.push(member)
    } while (member !== file)
    if (group.length > 1) found.push(group.sort())
  }
  for (const file of graph.keys()) if (!order.has(file)) visit(file)
  return found
}

describe('the dataset generator’s imports', () => {
  it('go one way: no files import each other in a circle, type imports included', () => {
    const graph = new Map(sourceFiles(SEED).map((file) => [file, importsOf(file)]))
    expect(graph.size).toBeGreaterThan(50)
    const relative = circles(graph).map((group) => group.map((file) => path.relative(SEED, file)))
    expect(relative).toEqual([])
  })

  it('would see a circle', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', ['a.ts']],
    ])
    expect(circles(graph)).toEqual([['a.ts', 'b.ts', 'c.ts']])
  })
})
