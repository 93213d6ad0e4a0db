/**
 * @jest-environment node
 */
import type { ScheduledDocument } from '@/lib/content/publicationClock'
import { MAX_WAIT_MS, schedulePublicationRefresh } from './publicationRefresh'
import { planPublications } from './schedule'

const at = (iso: string) => Date.parse(iso)
const doc = (id: string, publicFrom: string | null): ScheduledDocument => ({
  _id: id,
  _type: 'news',
  slug: id,
  publicFrom,
})

// 17:00 and 17:30 in Bangkok; the clock starts at 16:59:00.
const RESULTS = doc('results', '2026-12-01T10:00:00.000Z')
const DIVIDEND = doc('dividend', '2026-12-01T10:30:00.000Z')
const START = '2026-12-01T09:59:00.000Z'

describe('planPublications', () => {
  it('names what came since the last look, earliest first, and when to look next', () => {
    const all = [DIVIDEND, RESULTS, doc('broken', 'soon'), doc('none', null)]
    expect(planPublications(all, at(START), at('2026-12-01T09:59:59Z'))).toEqual({
      due: [],
      nextAt: at(RESULTS.publicFrom!),
    })
    expect(planPublications(all, at(START), at('2026-12-01T10:45:00Z'))).toEqual({
      due: [RESULTS, DIVIDEND],
      nextAt: null,
    })
    // Already refreshed at the last look: not again.
    expect(
      planPublications(all, at('2026-12-01T10:00:00Z'), at('2026-12-01T10:29:00Z')).due,
    ).toEqual([])
  })
})

describe('schedulePublicationRefresh', () => {
  let stop = () => {}
  afterEach(() => {
    stop()
    jest.useRealTimers()
  })

  function start(options: {
    scheduled: () => ScheduledDocument[]
    claim?: (document: ScheduledDocument) => Promise<boolean>
    publish?: (documents: ScheduledDocument[]) => Promise<void>
  }) {
    const published: string[][] = []
    let replan = () => {}
    const loadScheduled = jest.fn(async () => options.scheduled())
    stop = schedulePublicationRefresh('http://site', {
      claim: options.claim ?? (async () => true),
      loadScheduled,
      publish:
        options.publish ??
        (async (documents) => {
          published.push(documents.map((document) => document._id))
        }),
      onChange: (listener) => {
        replan = listener
      },
      log: { log: () => undefined, warn: () => undefined },
    })
    return { published, loadScheduled, replan: () => replan() }
  }

  it('refreshes a document’s pages at its "public from", then plans the next one', async () => {
    jest.useFakeTimers({ now: new Date(START) })
    const { published } = start({ scheduled: () => [RESULTS] })
    await jest.advanceTimersByTimeAsync(59_999)
    expect(published).toEqual([])
    await jest.advanceTimersByTimeAsync(300)
    expect(published).toEqual([['results']])
    await jest.advanceTimersByTimeAsync(10 * MAX_WAIT_MS)
    expect(published).toEqual([['results']])
  })

  it('reads the content again at least every 30 s, so a moment set without a webhook is seen', async () => {
    jest.useFakeTimers({ now: new Date(START) })
    let scheduled: ScheduledDocument[] = []
    const { published, loadScheduled } = start({ scheduled: () => scheduled })
    await jest.advanceTimersByTimeAsync(1)
    expect(loadScheduled).toHaveBeenCalledTimes(1)
    // Set at 16:59:10 for 17:00, with no signal: seen at the next look, refreshed at 17:00.
    await jest.advanceTimersByTimeAsync(10_000)
    scheduled = [RESULTS]
    await jest.advanceTimersByTimeAsync(50_300)
    expect(published).toEqual([['results']])
  })

  it('re-plans at once when the webhook says something was published', async () => {
    jest.useFakeTimers({ now: new Date('2026-12-01T10:29:00.000Z') })
    let scheduled: ScheduledDocument[] = [DIVIDEND]
    const { published, loadScheduled, replan } = start({ scheduled: () => scheduled })
    await jest.advanceTimersByTimeAsync(1)
    // The editor moves it 40 s ahead, to 10:29:40; the webhook tells the schedule.
    scheduled = [doc('dividend', '2026-12-01T10:29:40.000Z')]
    replan()
    await jest.advanceTimersByTimeAsync(250)
    expect(loadScheduled).toHaveBeenCalledTimes(2)
    await jest.advanceTimersByTimeAsync(40_000)
    expect(published).toEqual([['dividend']])
  })

  it('leaves the refresh to the instance that claims it', async () => {
    jest.useFakeTimers({ now: new Date(START) })
    const claimed = new Set<string>()
    const claim = async (document: ScheduledDocument) => {
      if (claimed.has(document._id)) return false
      claimed.add(document._id)
      return true
    }
    const first = start({ scheduled: () => [RESULTS], claim })
    const stopFirst = stop
    const second = start({ scheduled: () => [RESULTS], claim })
    await jest.advanceTimersByTimeAsync(61_000)
    expect([...first.published, ...second.published]).toEqual([['results']])
    stopFirst()
  })

  it('tries a failed refresh again at the next look', async () => {
    jest.useFakeTimers({ now: new Date(START) })
    let failures = 1
    const published: string[] = []
    start({
      scheduled: () => [RESULTS],
      publish: async (documents) => {
        if (failures-- > 0) throw new Error('503')
        published.push(...documents.map((document) => document._id))
      },
    })
    await jest.advanceTimersByTimeAsync(61_000)
    expect(published).toEqual([])
    await jest.advanceTimersByTimeAsync(MAX_WAIT_MS)
    expect(published).toEqual(['results'])
  })
})
