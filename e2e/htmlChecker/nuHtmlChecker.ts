import { execFile } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

/** The Nu HTML Checker (the W3C validator's engine), from the vnu-jar package, run by Debian's Java. */
const VNU_JAR = path.join(process.cwd(), 'node_modules/vnu-jar/build/dist/vnu.jar')

export interface NuMessage {
  /** The page's path, as given to checkPages. */
  page: string
  type: string
  message: string
  extract?: string
  lastLine?: number
}

/**
 * Checks each page's HTML (path → markup) in one run of the checker (Java starts once: ~2 s)
 * and returns its errors. Warnings (style advice such as "the type attribute is unnecessary")
 * are not errors in HTML and are left out.
 */
export async function checkPages(pages: ReadonlyMap<string, string>): Promise<NuMessage[]> {
  const dir = await mkdtemp(path.join(tmpdir(), 'nu-html-'))
  try {
    const fileToPage = new Map<string, string>()
    let index = 0
    for (const [page, html] of pages) {
      const file = path.join(dir, `page-${index++}.html`)
      await writeFile(file, html)
      fileToPage.set(`file:${file}`, page)
    }
    const output = await runChecker([...fileToPage.keys()].map((url) => url.slice('file:'.length)))
    const report = JSON.parse(output) as { messages: (Omit<NuMessage, 'page'> & { url: string })[] }
    return report.messages
      .filter((message) => message.type === 'error' || message.type === 'non-document-error')
      .map(({ url, ...message }) => ({ page: fileToPage.get(url) ?? url, ...message }))
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

function runChecker(files: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    // The checker exits 1 when it found errors; its report is on stderr either way.
    execFile(
      'java',
      ['-jar', VNU_JAR, '--format', 'json', '--errors-only', ...files],
      { maxBuffer: 64 * 1024 * 1024 },
      (error, _stdout, stderr) => {
        if (stderr.trimStart().startsWith('{')) resolve(stderr)
        else reject(error ?? new Error(`the Nu HTML Checker wrote no report: ${stderr}`))
      },
    )
  })
}
