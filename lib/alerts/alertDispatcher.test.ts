/**
 * @jest-environment node
 */
import {
  CLAIM_LIMIT,
  DELIVERY_POLL_MS,
  MAX_SYNC_WAIT_MS,
  startAlertDispatcher,
  type SendOutcome,
} from './alertDispatcher'
import type { AlertItem, ClaimedDelivery, DeliveryResult } from './types'

const START = Date.parse('2026-12-02T03:00:00Z')

const item = (key: string): AlertItem => ({
  key,
  topic: 'pressReleases',
  publishedAt: '2026-12-02T02:00:00Z',
  th: { title: `ข่าว ${key}`, summary: '', url: `https://site.test/th/news/${key}` },
  en: { title: `News ${key}`, summary: '', url: `https://site.test/en/news/${key}` },
})

const delivery = (id: string): ClaimedDelivery => ({
  id,
  kind: 'confirm',
  attempts: 0,
  subscriber: {
    id: '0f8fad5b-d9cb-469f-a165-70867728950e',
    email: 'a@example.com',
    lang: 'en',
    topics: ['results'],
    expiresAt: '2026-12-04T03:00:00Z',
  },
  announcement: null,
})

function harness({
  items = [item('one')],
  nextPublicationAt = null as number | null,
  queue = [] as ClaimedDelivery[],
  outcome = (): Promise<SendOutcome> => Promise.resolve({ ok: true }),
} = {}) {
  const synced: string[][] = []
  const reports: [string, DeliveryResult][] = []
  let wakeContent = () => {}
  let wakeDeliveries = () => {}
  const log = { log: jest.fn(), warn: jest.fn() }
  const stop = startAlertDispatcher({
    core: {
      syncItems: async (sent) => {
        synced.push(sent.map((one) => one.key))
        return { announced: [], baseline: false }
      },
      claim: async (limit) => queue.splice(0, limit),
      report: async (id, result) => {
        reports.push([id, result])
        return true
      },
    },
    loadItems: async () => ({ items, nextPublicationAt }),
    deliver: outcome,
    onContentChange: (wake) => (wakeContent = wake),
    onDeliveriesWaiting: (wake) => (wakeDeliveries = wake),
    now: Date.now,
    log,
  })
  return {
    synced,
    reports,
    queue,
    log,
    stop,
    wakeContent: () => wakeContent(),
    wakeDeliveries: () => wakeDeliveries(),
  }
}

beforeEach(() => {
  jest.useFakeTimers({ now: START })
})
afterEach(() => {
  jest.useRealTimers()
})

describe('the alert dispatcher', () => {
  it('sends the public items at start, on a change and at least every 30 s', async () => {
    const run = harness()
    await jest.advanceTimersByTimeAsync(0)
    expect(run.synced).toEqual([['one']])
    run.wakeContent()
    await jest.advanceTimersByTimeAsync(250)
    expect(run.synced).toHaveLength(2)
    await jest.advanceTimersByTimeAsync(MAX_SYNC_WAIT_MS)
    expect(run.synced).toHaveLength(3)
    run.stop()
  })

  it('never sends an empty list (the core service would take it as its baseline)', async () => {
    const run = harness({ items: [] })
    await jest.advanceTimersByTimeAsync(MAX_SYNC_WAIT_MS * 2)
    expect(run.synced).toEqual([])
    run.stop()
  })

  it('looks again just after the next "public from", not 30 s later', async () => {
    const run = harness({ nextPublicationAt: START + 5_000 })
    await jest.advanceTimersByTimeAsync(0)
    expect(run.synced).toHaveLength(1)
    await jest.advanceTimersByTimeAsync(5_000)
    expect(run.synced).toHaveLength(1)
    await jest.advanceTimersByTimeAsync(300)
    expect(run.synced).toHaveLength(2)
    run.stop()
  })

  it('reports each e-mail: sent, retry for a passing failure, failed for a permanent one', async () => {
    const outcomes: SendOutcome[] = [
      { ok: true },
      { ok: false, permanent: false, error: 'ECONNREFUSED' },
      { ok: false, permanent: true, error: '550 no such mailbox' },
    ]
    const run = harness({
      queue: [delivery('d1'), delivery('d2'), delivery('d3'), delivery('d4')],
      outcome: async () => {
        const next = outcomes.shift()
        if (!next) throw new Error('socket hang up')
        return next
      },
    })
    await jest.advanceTimersByTimeAsync(0)
    expect(run.reports).toEqual([
      ['d1', { outcome: 'sent' }],
      ['d2', { outcome: 'retry', error: 'ECONNREFUSED' }],
      ['d3', { outcome: 'failed', error: '550 no such mailbox' }],
      ['d4', { outcome: 'retry', error: 'Error: socket hang up' }],
    ])
    run.stop()
  })

  it('claims again at once after a full claim, else waits; a queued confirmation wakes it', async () => {
    const queue = Array.from({ length: CLAIM_LIMIT + 2 }, (_, index) => delivery(`d${index}`))
    const run = harness({ queue })
    await jest.advanceTimersByTimeAsync(10)
    expect(run.reports).toHaveLength(CLAIM_LIMIT + 2)
    run.queue.push(delivery('late'))
    await jest.advanceTimersByTimeAsync(DELIVERY_POLL_MS - 100)
    expect(run.reports).toHaveLength(CLAIM_LIMIT + 2)
    run.wakeDeliveries()
    await jest.advanceTimersByTimeAsync(10)
    expect(run.reports.at(-1)?.[0]).toBe('late')
    run.stop()
  })

  it('does nothing after it is stopped', async () => {
    const run = harness()
    run.stop()
    await jest.advanceTimersByTimeAsync(MAX_SYNC_WAIT_MS * 3)
    expect(run.synced).toEqual([])
  })
})
