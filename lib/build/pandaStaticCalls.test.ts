/**
 * @jest-environment node
 */
import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import * as cssModule from '@/styled-system/css'
import * as patterns from '@/styled-system/patterns'
import * as recipes from '@/styled-system/recipes'
import * as tokens from '@/styled-system/tokens'
import { inlinePandaCalls } from './pandaStaticCalls.cjs'

// The runtime as the browser would run it (jest's own module loading of styled-system).
const runtime = { css: cssModule, patterns, recipes, tokens }
const { css, cx } = cssModule

describe('inlining Panda calls at build time', () => {
  it('replaces each call by what the runtime returns for it', () => {
    const source = `
      import { css, cx } from '@/styled-system/css'
      import { container } from '@/styled-system/patterns'
      import { card, heading } from '@/styled-system/recipes'
      const link = css.raw({ borderRadius: 'sm', _hover: { color: 'brand.fg' } })
      const styles = {
        link: css(link, { fontWeight: 'semibold', px: { base: '2', md: '4' } }),
        column: container({ py: '8' }),
        title: cx(heading({ size: 'lg' }), css({ mt: '-2' })),
        card: card(),
      }
      export const Title = () => <h2 className={styles.title} />
    `
    const { code, replaced, unresolved } = inlinePandaCalls(source, 'Title.tsx', runtime)
    expect(unresolved).toEqual([])
    expect(replaced).toBe(5)
    expect(code).not.toMatch(/@\/styled-system/)
    const linkRaw = css.raw({ borderRadius: 'sm', _hover: { color: 'brand.fg' } })
    expect(code).toContain(
      JSON.stringify(css(linkRaw, { fontWeight: 'semibold', px: { base: '2', md: '4' } })),
    )
    expect(code).toContain(JSON.stringify(patterns.container({ py: '8' })))
    expect(code).toContain(JSON.stringify(cx(recipes.heading({ size: 'lg' }), css({ mt: '-2' }))))
    expect(code).toContain(JSON.stringify(recipes.card()))
  })

  it('leaves a call with arguments known only at run time, and keeps its import', () => {
    const source = `
      import { css } from '@/styled-system/css'
      import { button } from '@/styled-system/recipes'
      const outer = css({ p: '4' })
      export const B = ({ variant }: { variant: 'solid' | 'ghost' }) => (
        <button className={button({ variant })} />
      )
    `
    const { code, unresolved } = inlinePandaCalls(source, 'B.tsx', runtime)
    expect(unresolved).toEqual(['B.tsx:6 button(…)'])
    expect(code).toContain("import { button } from '@/styled-system/recipes'")
    expect(code).not.toContain("from '@/styled-system/css'")
    expect(code).toContain(JSON.stringify(css({ p: '4' })))
  })

  it('takes a remaining cx() from its own module, without css() behind it', () => {
    const source = `
      import { css, cx } from '@/styled-system/css'
      const base = css({ display: 'flex' })
      export const f = (extra?: string) => cx(base, extra)
    `
    const { code } = inlinePandaCalls(source, 'f.ts', runtime)
    expect(code).toContain("import { cx } from '@/styled-system/css/cx'")
  })

  it('leaves every component and page of the site without a runtime Panda call', () => {
    const files = ['components', 'pages'].flatMap((folder) => sourceFiles(folder))
    const withPanda = files.filter((file) =>
      readFileSync(file, 'utf8').includes('@/styled-system/'),
    )
    expect(withPanda.length).toBeGreaterThan(80)
    for (const file of withPanda) {
      const { code, unresolved } = inlinePandaCalls(readFileSync(file, 'utf8'), file, runtime)
      expect(unresolved).toEqual([])
      const runtimeImports = [...code.matchAll(/from '@\/styled-system\/([^']+)'/g)]
        .map((match) => match[1])
        .filter((module) => module !== 'css/cx' && module !== 'recipes' && module !== 'css')
      expect({ file, runtimeImports }).toEqual({ file, runtimeImports: [] })
      // What stays imported from the indexes is types only.
      for (const statement of code.matchAll(
        /import \{([^}]*)\} from '@\/styled-system\/(css|recipes)'/g,
      )) {
        const names = statement[1]!.split(',').map((name) => name.trim())
        expect({ file, names: names.filter((name) => !name.startsWith('type ')) }).toEqual({
          file,
          names: [],
        })
      }
    }
  })
})

function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(process.cwd(), folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\./.test(entry.name))
    .filter((entry) => !path.join(entry.parentPath, entry.name).includes('components/admin'))
    .map((entry) => path.join(entry.parentPath, entry.name))
}
