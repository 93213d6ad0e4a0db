/**
 * @jest-environment node
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

// The service as the launcher runs it: its own process, configured by its environment.
function startMain(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'services/core/main.ts'], {
    cwd: path.resolve(__dirname, '..', '..'),
    env: { NODE_ENV: 'test', PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve))
  const printed = (pattern: RegExp) =>
    new Promise<string>((resolve, reject) => {
      const check = () => {
        const match = pattern.exec(output)
        if (match !== null) resolve(match[0])
      }
      child.stdout.on('data', check)
      child.stderr.on('data', check)
      exited.then(() => reject(new Error(`exited before printing ${pattern}: ${output}`)))
    })
  return { child, exited, printed, output: () => output }
}

let folder: string
beforeEach(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'core-main-'))
})
afterEach(() => rmSync(folder, { recursive: true, force: true }))

describe('services/core/main.ts', () => {
  it('listens, answers /health and stops with exit code 0 on SIGTERM', async () => {
    const main = startMain({
      CORE_PORT: '0',
      CORE_DB_FILE: path.join(folder, 'core', 'core.sqlite'),
      CORE_ISSUER: 'http://127.0.0.1:9',
    })
    const line = await main.printed(/core service listening on (http:\/\/127\.0\.0\.1:\d+)/)
    const url = line.replace('core service listening on ', '')
    expect(await (await fetch(`${url}/health`)).json()).toEqual({ status: 'ok' })
    main.child.kill('SIGTERM')
    expect(await main.exited).toBe(0)
  })

  it('exits with code 1 and names the variable when the configuration is bad', async () => {
    const main = startMain({ CORE_DB_FILE: path.join(folder, 'core.sqlite'), CORE_ISSUER: 'x' })
    expect(await main.exited).toBe(1)
    expect(main.output()).toContain('core service: configuration error: CORE_PORT is missing')
  })
})
