import { expect, test } from '@playwright/test'
import { devDependencies } from '../package.json'
import { storedEnquiries } from './servers/coreDatabase'
import { startLauncher, type Launcher } from './servers/launcher'

/*
 * The launcher keeps the product up when an embedded service crashes: `kill -9` of the core
 * service, then of the identity provider, while a client loads pages and sends enquiries. No page
 * load fails, each service is back within 5 s, and every enquiry the site acknowledged reaches
 * the core service once. Runs a product of its own (e2e/servers/launcher.ts), one for the file:
 * the tests run in order, each leaving it ready, and the SIGTERM that ends it comes last.
 */

let launcher: Launcher

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  test.setTimeout(180_000)
  launcher = await startLauncher()
})

test.afterAll(async () => {
  await launcher?.stop()
})

/** Readiness checks every service: 200 once each answers. */
async function readiness() {
  return (await fetch(`${launcher.origin}/api/health?ready=1`).catch(() => null))?.status
}

const PAGES = ['/th/home', '/en/home', '/th/product-list', '/en/corporate/news']
const SERVICES = ['core service', 'identity provider'] as const

/** Loads pages one after another until stopped; counts what failed. */
function loadPages(origin: string) {
  let running = true
  const failures: string[] = []
  let loads = 0
  const done = (async () => {
    for (let index = 0; running; index += 1) {
      const page = PAGES[index % PAGES.length]!
      try {
        const response = await fetch(`${origin}${page}`)
        await response.arrayBuffer()
        if (response.status !== 200) failures.push(`${page}: ${response.status}`)
      } catch (error) {
        failures.push(`${page}: ${String(error)}`)
      }
      loads += 1
    }
  })()
  return {
    stop: async () => {
      running = false
      await done
      return { loads, failures }
    },
  }
}

async function sendEnquiry(origin: string, note: string): Promise<string> {
  const response = await fetch(`${origin}/api/contact`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      lang: 'en',
      name: 'Somchai Jaidee',
      email: 'somchai@example.com',
      topic: 'export',
      message: `Supervision check: ${note}`,
      consent: true,
    }),
  })
  expect(response.status, await response.clone().text()).toBe(201)
  return ((await response.json()) as { id: string }).id
}

test('every process of the product runs on the Node the project brings', async () => {
  // Each names its runtime in the line that says it is up: the launcher, then its children.
  const runtimes = (pattern: RegExp) => [
    ...new Set(launcher.log.flatMap((line) => pattern.exec(line)?.[1] ?? [])),
  ]
  const pinned = `v${devDependencies.node}`
  expect(Number(pinned.slice(1).split('.')[0])).toBeGreaterThanOrEqual(24)
  expect(runtimes(/^\[launcher\] Node (v[\d.]+) /)).toEqual([pinned])
  for (const ready of [
    /^identity provider listening on \S+ \(Node (v[\d.]+)\)$/,
    /^core service listening on \S+ \(Node (v[\d.]+)\)$/,
    /^▲ Site ready on \S+ \(Node (v[\d.]+)\)$/,
  ]) {
    await expect.poll(() => runtimes(ready), { message: String(ready) }).toEqual([pinned])
  }
})

test('health answers liveness and readiness without secrets', async () => {
  const live = await fetch(`${launcher.origin}/api/health`)
  expect(live.status).toBe(200)
  const liveBody = (await live.json()) as { status: string; instance: string }
  expect(liveBody.status).toBe('ok')
  expect(liveBody.instance).toMatch(/\S/)

  const ready = await fetch(`${launcher.origin}/api/health?ready=1`)
  expect(ready.status).toBe(200)
  const readyBody = (await ready.json()) as { checks: Record<string, { ok: boolean }> }
  expect(Object.keys(readyBody.checks).sort()).toEqual(['content', 'core', 'identityProvider'])

  expect((await fetch(`${launcher.origin}/api/health?ready=yes`)).status).toBe(400)

  // The core service down (stopped, not restarted in time to answer): not ready, named.
  process.kill(launcher.pidOf('core service')!, 'SIGKILL')
  const notReady = await fetch(`${launcher.origin}/api/health?ready=1`)
  const text = await notReady.text()
  expect(notReady.status).toBe(503)
  expect(JSON.parse(text).checks.core.ok).toBe(false)
  expect(text).not.toMatch(/127\.0\.0\.1|secret|token/i)
  // Restarted by the launcher: ready again for the tests that follow.
  await expect.poll(readiness, { timeout: 10_000 }).toBe(200)
})

test('kill -9 of each embedded service: pages keep loading, enquiries arrive once', async () => {
  // The outbox's retries after the outages take up to 90 s on a busy machine.
  test.setTimeout(150_000)
  const load = loadPages(launcher.origin)
  const ids: string[] = []
  const logStart = launcher.log.length
  for (const service of SERVICES) {
    ids.push(await sendEnquiry(launcher.origin, `before ${service} is killed`))
    const pid = launcher.pidOf(service)
    expect(pid, `${service} pid in the launcher's log`).toBeDefined()
    const restarted = launcher.nextStart(service, 5_000)
    const killedAt = Date.now()
    process.kill(pid!, 'SIGKILL')
    ids.push(await sendEnquiry(launcher.origin, `while ${service} is down`))
    const newPid = await restarted
    expect(newPid).not.toBe(pid)
    // Back means answering, not only started: readiness checks every service.
    await expect
      .poll(readiness, {
        timeout: Math.max(500, 5_000 - (Date.now() - killedAt)),
        intervals: [100],
      })
      .toBe(200)
    expect(launcher.log.slice(logStart).join('\n')).toContain(
      `${service} stopped (SIGKILL): restarting in`,
    )
  }
  const { loads, failures } = await load.stop()
  expect(loads).toBeGreaterThan(10)
  expect(failures).toEqual([])
  // The outbox retries every few seconds; each acknowledged enquiry is stored exactly once.
  await expect
    .poll(() => storedEnquiries(launcher.dataDir, ids), { timeout: 90_000, intervals: [1_000] })
    .toEqual(ids.map(() => 1))
})

test('on SIGTERM the site is no longer ready, finishes what it serves, then stops', async () => {
  const next = launcher.pidOf('next')
  expect(next, 'the site server pid in the launcher log').toBeDefined()
  process.kill(next!, 'SIGTERM')
  // At once: readiness says draining, so a load balancer sends no new visitors …
  await expect
    .poll(async () => (await fetch(`${launcher.origin}/api/health?ready=1`)).status, {
      timeout: 500,
      intervals: [50],
    })
    .toBe(503)
  // … while pages and liveness are still served to whoever is already here.
  expect((await fetch(`${launcher.origin}/api/health`)).status).toBe(200)
  expect((await fetch(`${launcher.origin}/th/home`)).status).toBe(200)
  // Then it stops taking connections.
  await expect
    .poll(
      () =>
        fetch(`${launcher.origin}/api/health`).then(
          () => 'open',
          () => 'closed',
        ),
      {
        timeout: 15_000,
        intervals: [200],
      },
    )
    .toBe('closed')
})
