import { readdirSync, rmSync, statSync } from 'node:fs'
import path from 'node:path'
import { createClient } from '@redis/client'
import {
  expect,
  request as playwrightRequest,
  test,
  type APIRequestContext,
  type Browser,
} from '@playwright/test'
import { signInAs } from './auth'
import { findDocument, postWebhook, readDataset, writeDataset } from './datasetCopy'
import { uniqueAddress } from './hostilePayloads'
import { copyBundledDataset } from './servers/bundledDatasetCopy'
import { startCluster, type Cluster, type ClusterInstance } from './servers/cluster'
import { storedEnquiries } from './servers/coreDatabase'

/*
 * Two instances of the production build, one Redis (e2e/servers/cluster.ts: the layout of
 * `npm run start:cluster` on free ports, without nginx), the embedded identity provider and core
 * service once: what one instance does, the other sees. One cluster for the whole file, since
 * starting one costs ~20 s; the tests run in order and the Redis outage comes last.
 */

const CORE_HEADERS = { 'X-Sender': 'Admin', 'X-Business-Unit': 'SHF', Accept: 'application/json' }

let cluster: Cluster
let datasetDir: string
let first: string
let second: string

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  test.setTimeout(180_000)
  datasetDir = copyBundledDataset('e2e-cluster-dataset-')
  cluster = await startCluster({ env: { CONTENT_DATASET_DIR: datasetDir } })
  ;[first, second] = cluster.instances.map((instance) => instance.origin) as [string, string]
})

test.afterAll(async () => {
  await cluster?.stop()
  rmSync(datasetDir, { recursive: true, force: true })
})

async function get(origin: string, path: string) {
  const response = await fetch(`${origin}${path}`)
  return { status: response.status, headers: response.headers, text: await response.text() }
}

/** Which instance answered: /api/health names it. */
async function instanceAt(origin: string): Promise<string> {
  return ((await (await fetch(`${origin}/api/health`)).json()) as { instance: string }).instance
}

function sendEnquiry(origin: string, note: string, client = uniqueAddress()) {
  return fetch(`${origin}/api/contact`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': client },
    body: JSON.stringify({
      lang: 'en',
      name: 'Somchai Jaidee',
      email: 'somchai@example.com',
      topic: 'export',
      message: `Cluster check: ${note}`,
      consent: true,
    }),
  })
}

async function acceptedId(response: Response): Promise<string> {
  expect(response.status, await response.clone().text()).toBe(201)
  return ((await response.json()) as { id: string }).id
}

function webhookTo(origin: string): Promise<APIRequestContext> {
  return playwrightRequest.newContext({ baseURL: origin })
}

test('two instances, two names, one site', async () => {
  const [one, two] = [await instanceAt(first), await instanceAt(second)]
  expect(one).not.toBe(two)
})

test('a page rendered by one instance is a cache hit on the other, the same bytes', async () => {
  // A news item published after the build: no instance has its page until someone visits.
  const original = readDataset(datasetDir)
  const news = findDocument('news-2025-sustainability-report', datasetDir)
  const slug = `cluster-${Date.now()}`
  writeDataset(
    [...original, { ...news, _id: `news-${slug}`, slug: { _type: 'slug', current: slug } }],
    datasetDir,
  )
  try {
    const rendered = await get(first, `/en/news/${slug}`)
    expect(rendered.status).toBe(200)
    expect(rendered.headers.get('x-nextjs-cache')).toBe('MISS')

    const onSecond = await get(second, `/en/news/${slug}`)
    expect(onSecond.status).toBe(200)
    expect(onSecond.headers.get('x-nextjs-cache')).toBe('HIT')
    expect(onSecond.text).toBe(rendered.text)
  } finally {
    // The lists the later tests read show the dataset's news, not this one.
    writeDataset(original, datasetDir)
  }
})

test('one signed webhook to the second instance shows new text on both, in both languages, on a brand’s list too', async () => {
  test.setTimeout(60_000)
  const original = readDataset(datasetDir)
  const product = original.find((doc) => doc._type === 'product' && doc.featured === true)!
  const slug = (product.slug as { current: string }).current
  const oldName = product.name as { th: string; en: string }
  const newName = { th: `${oldName.th} สูตรคลัสเตอร์`, en: `${oldName.en} Cluster Recipe` }
  const webhookBody = { _id: product._id, _type: 'product', slug, path: null }
  // A featured product is on the first page of its brand's list: a cached selection page.
  const brand = original.find((doc) => doc._id === (product.brand as { _ref: string })._ref)!
  const brandList = `/product-list?brand=${(brand.slug as { current: string }).current}`
  const pages = ['/th/home', '/en/home', `/th/products/${slug}`, `/en/products/${slug}`]
  pages.push(`/th${brandList}`, `/en${brandList}`)
  const webhook = await webhookTo(second)
  try {
    // Both instances have served the old pages, so each has them cached.
    for (const origin of [first, second]) {
      for (const path of pages) expect((await get(origin, path)).status).toBe(200)
    }
    writeDataset(
      original.map((doc) =>
        doc._id === product._id ? { ...doc, name: { _type: 'localeString', ...newName } } : doc,
      ),
      datasetDir,
    )
    expect((await postWebhook(webhook, webhookBody)).status()).toBe(200)
    const answered = Date.now()
    const showsNewName = async () => {
      const texts = await Promise.all(
        [first, second].flatMap((origin) =>
          pages.map(async (path) => ({ path, text: (await get(origin, path)).text })),
        ),
      )
      return texts.every(({ path, text }) =>
        text.includes(path.startsWith('/th') ? newName.th : newName.en),
      )
    }
    await expect.poll(showsNewName, { timeout: 2_000, intervals: [100] }).toBe(true)
    const elapsed = Date.now() - answered
    console.log(`new name on ${pages.length} pages × 2 instances ${elapsed} ms after the answer`)
    expect(elapsed).toBeLessThan(2_000)
  } finally {
    writeDataset(original, datasetDir)
    expect((await postWebhook(webhook, webhookBody)).status()).toBe(200)
    await webhook.dispose()
  }
})

/** The size of every file under `dir`. */
function fileSizes(dir: string): Map<string, number> {
  return new Map(
    readdirSync(dir, { withFileTypes: true, recursive: true })
      .filter((entry) => entry.isFile())
      .flatMap((entry) => {
        const file = path.join(entry.parentPath, entry.name)
        // A file written under a temporary name may be renamed between the listing and here:
        // gone, it is kept by nobody.
        const stats = statSync(file, { throwIfNoEntry: false })
        return stats ? [[file, stats.size] as const] : []
      }),
  )
}

/** What grew between two listings, largest first, and by how much in all. */
function growth(before: Map<string, number>, after: Map<string, number>) {
  const grown = [...after]
    .map(([file, size]) => [file, size - (before.get(file) ?? 0)] as const)
    .filter(([, bytes]) => bytes > 0)
    .sort((a, b) => b[1] - a[1])
  return { bytes: grown.reduce((sum, [, bytes]) => sum + bytes, 0), largest: grown.slice(0, 5) }
}

/** Waits until nothing under `dir` changes for a second (the start's picture warm-up). */
async function settledSizes(dir: string): Promise<Map<string, number>> {
  let last = fileSizes(dir)
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    const now = fileSizes(dir)
    if (growth(last, now).bytes === 0 && now.size === last.size) return now
    last = now
  }
}

async function redisUsedBytes(): Promise<number> {
  const client = createClient({ url: cluster.redis.url })
  await client.connect()
  try {
    return Number(/used_memory:(\d+)/.exec(await client.info('memory'))![1])
  } finally {
    await client.close()
  }
}

test('invented list values and pages past the end are 404s that keep nothing, on disk or in Redis', async () => {
  test.setTimeout(120_000)
  // What a script inventing addresses would send: 100 values no list has, 20 pages past the end.
  const invented = Array.from({ length: 100 }, (_, n) =>
    n % 4 === 0
      ? `/en/product-list?brand=invented-${n}`
      : n % 4 === 1
        ? `/th/product-list?category=invented-${n}`
        : n % 4 === 2
          ? `/en/corporate/news?category=invented-${n}`
          : `/th/product-list?country=Q${String.fromCharCode(65 + (n % 26))}`,
  )
  const pastTheEnd = Array.from({ length: 20 }, (_, n) =>
    n % 2 === 0 ? `/en/product-list?page=${50 + n}` : `/th/corporate/news?page=${50 + n}`,
  )
  const before = {
    build: await settledSizes(cluster.distDir),
    data: await settledSizes(cluster.dataDir),
    redis: await redisUsedBytes(),
  }
  for (const [n, address] of [...invented, ...pastTheEnd, '/en/product-list?page=0'].entries()) {
    const answer = await get(n % 2 === 0 ? first : second, address)
    expect(answer.status, address).toBe(404)
    expect(answer.text, address).toContain('<meta name="robots" content="noindex"')
  }
  const build = growth(before.build, fileSizes(cluster.distDir))
  const data = growth(before.data, fileSizes(cluster.dataDir))
  const redis = (await redisUsedBytes()) - before.redis
  console.log(`growth after ${invented.length + pastTheEnd.length + 1} 404s, bytes:`, {
    build: build.bytes,
    data: data.bytes,
    redis,
  })
  expect(build.bytes, JSON.stringify(build.largest)).toBeLessThan(1_000_000)
  expect(data.bytes, JSON.stringify(data.largest)).toBeLessThan(1_000_000)
  expect(redis).toBeLessThan(1_000_000)
})

async function signedInCopy(browser: Browser) {
  const context = await browser.newContext({ baseURL: first })
  const page = await context.newPage()
  await signInAs(page, 'admin', '/en/admin')
  // Signed in and the console loaded, so /logout below is not cut short by its navigation.
  await expect(page.getByTestId('dashboard-company')).toBeVisible()
  // The same cookies in a browser that talks to the second instance.
  const copy = await browser.newContext({ baseURL: second })
  await copy.addCookies(await context.cookies())
  return { context, page, copy }
}

test('a session signed out on one instance is refused by the other within 1 s', async ({
  browser,
}) => {
  test.setTimeout(60_000)
  const { context, page, copy } = await signedInCopy(browser)
  try {
    const profile = () =>
      copy.request.get('/api/core/profile', { headers: CORE_HEADERS }).then((r) => r.status())
    expect(await profile()).toBe(200)
    // /logout signs out and sends the browser on (to the provider, then home): a navigation that
    // is replaced before it loads, so only its start is awaited.
    await page.goto('/logout', { waitUntil: 'commit' })
    await page.waitForURL(/\/th\/home$/)
    await expect.poll(profile, { timeout: 1_000, intervals: [50] }).toBe(401)
  } finally {
    await copy.close()
    await context.close()
  }
})

test('the contact limit counts enquiries sent to either instance', async () => {
  const client = uniqueAddress()
  // Five in ten minutes (shared/rateLimits.ts), whichever instance took them.
  for (let sent = 0; sent < 5; sent += 1) {
    const origin = sent % 2 === 0 ? first : second
    expect((await sendEnquiry(origin, `limit ${sent + 1}`, client)).status).toBe(201)
  }
  for (const origin of [first, second]) {
    const refused = await sendEnquiry(origin, 'one too many', client)
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/)
  }
})

/**
 * The CLIENT LIST flags of an instance's Redis connections (`b`: a blocking read Redis holds),
 * which it names after itself (CLIENT SETNAME `site-<id>`, lib/redis/redisConnection.ts).
 */
async function connectionFlagsOf(instance: string): Promise<string[]> {
  const client = createClient({ url: cluster.redis.url })
  await client.connect()
  try {
    const connections = await client.clientList()
    return connections
      .filter((connection) => connection.name === `site-${instance}`)
      .map((connection) => connection.flags)
  } finally {
    client.destroy()
  }
}

/** Each consumer of the enquiry stream's group and how many entries it holds undelivered. */
async function pendingByConsumer(): Promise<Record<string, number>> {
  const client = createClient({ url: cluster.redis.url })
  await client.connect()
  try {
    const summary = await client.xPending('siam-harvest:enquiries', 'forwarders')
    return Object.fromEntries(
      (summary.consumers ?? []).map(({ name, deliveriesCounter }) => [name, deliveriesCounter]),
    )
  } finally {
    client.destroy()
  }
}

test('an enquiry whose instance is killed before delivering it reaches the core service once, through the other', async () => {
  test.setTimeout(120_000)
  const core = cluster.pidOf('core service')!
  const [firstSite, secondSite] = cluster.instances as [ClusterInstance, ClusterInstance]
  const firstId = await instanceAt(first)
  // The enquiries of earlier tests delivered first, so that what is pending below is this one.
  await expect.poll(pendingByConsumer, { timeout: 20_000 }).toEqual({})
  // The core service stopped: the first instance reads the enquiry and cannot deliver it. The
  // second stopped too, and its last blocking read over (BLOCK 2 s: Redis would hand a new entry
  // to a read it is still holding, stopped process or not), so the enquiry is the first's.
  const secondId = await instanceAt(second)
  expect(await connectionFlagsOf(secondId), "the second instance's Redis connections").not.toEqual(
    [],
  )
  process.kill(core, 'SIGSTOP')
  process.kill(secondSite.pid()!, 'SIGSTOP')
  let id: string
  let restartedPid: number | undefined
  try {
    await expect
      .poll(
        async () => (await connectionFlagsOf(secondId)).filter((flags) => flags.includes('b')),
        {
          timeout: 5_000,
        },
      )
      .toEqual([])
    id = await acceptedId(await sendEnquiry(first, 'killed before delivery'))
    // Read by the first instance's forwarder, and not delivered.
    await expect.poll(pendingByConsumer, { timeout: 5_000 }).toEqual({ [firstId]: 1 })
    const restarted = cluster.nextStart(firstSite.name, 10_000)
    process.kill(firstSite.pid()!, 'SIGKILL')
    // The launcher starts the first instance again at once; held until the second took the
    // enquiry over, so that the test shows the other instance doing it.
    restartedPid = await restarted
    process.kill(restartedPid, 'SIGSTOP')
  } finally {
    process.kill(secondSite.pid()!, 'SIGCONT')
    process.kill(core, 'SIGCONT')
  }
  try {
    // The second instance takes the entry over once it has been idle 30 s, delivers it and
    // acknowledges it. The killed instance's request may have reached the core service anyway
    // (sent before the kill, read by the core service when it ran again): it keeps each id once.
    await expect
      .poll(
        async () => ({
          stored: await storedEnquiries(cluster.dataDir, [id]),
          pendingWithKilled: (await pendingByConsumer())[firstId] ?? 0,
        }),
        { timeout: 75_000, intervals: [1_000] },
      )
      .toEqual({ stored: [1], pendingWithKilled: 0 })
  } finally {
    if (restartedPid !== undefined) process.kill(restartedPid, 'SIGCONT')
  }
  // The restarted first instance is ready again for the tests that follow.
  await expect
    .poll(
      () =>
        fetch(`${first}/api/health?ready=1`).then(
          (r) => r.status,
          () => 0,
        ),
      {
        timeout: 60_000,
      },
    )
    .toBe(200)
})

test('with Redis stopped both instances serve pages and accept enquiries, delivered once it is back', async () => {
  test.setTimeout(120_000)
  await cluster.redis.stop()
  const ids: string[] = []
  try {
    for (const origin of [first, second]) {
      for (const path of ['/th/home', '/en/product-list', '/en/corporate/news']) {
        expect((await get(origin, path)).status, `${origin}${path}`).toBe(200)
      }
      ids.push(await acceptedId(await sendEnquiry(origin, 'while Redis is down')))
    }
  } finally {
    await cluster.redis.start()
  }
  await expect
    .poll(() => storedEnquiries(cluster.dataDir, ids), { timeout: 60_000, intervals: [1_000] })
    .toEqual([1, 1])
})
