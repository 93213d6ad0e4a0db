/** @jest-environment node */
import fs from 'node:fs'
import path from 'node:path'

// The README is the front door and docs/ the rest: the README stays one short read, and no
// document sends a reader to a file that was moved or removed.

const root = process.cwd()
const README_MAX_LINES = 150

function readRepoFile(relativePath: string): string {
  return fs.readFileSync(path.join(root, relativePath), 'utf8')
}

const documents = [
  'README.md',
  ...fs
    .readdirSync(path.join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
]

/** Targets of Markdown links `[text](target)` outside code, without `#anchor` and a title. */
function relativeLinkTargets(markdown: string): string[] {
  const prose = markdown.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '')
  return [...prose.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)]
    .map((match) => match[1] ?? '')
    .filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target) && !target.startsWith('#'))
    .map((target) => decodeURI(target.split('#')[0] ?? ''))
}

describe('the README and docs/', () => {
  it(`keeps the README within ${README_MAX_LINES} lines`, () => {
    const lines = readRepoFile('README.md').trimEnd().split('\n')
    expect(lines.length).toBeLessThanOrEqual(README_MAX_LINES)
  })

  it('opens the README with the two commands that run and test the product', () => {
    const blocks = [...readRepoFile('README.md').matchAll(/```sh\n([\s\S]*?)```/g)]
    expect(blocks.slice(0, 2).map((block) => block[1]?.trim())).toEqual([
      'npm install && npm start',
      'npm test',
    ])
  })

  it.each(documents)('%s links only to files that exist', (document) => {
    const folder = path.dirname(path.join(root, document))
    const missing = relativeLinkTargets(readRepoFile(document)).filter(
      (target) => !fs.existsSync(path.resolve(folder, target)),
    )
    expect(missing).toEqual([])
  })

  it('finds relative links and leaves out addresses, anchors and code', () => {
    const markdown = [
      '[a](docs/a.md) [b](../lib/b.ts#L3) [c](https://example.com) [d](#top) [e](mailto:x@y.z)',
      '`[f](g.md)`',
      '```md',
      '[h](i.md)',
      '```',
    ].join('\n')
    expect(relativeLinkTargets(markdown)).toEqual(['docs/a.md', '../lib/b.ts'])
  })
})
