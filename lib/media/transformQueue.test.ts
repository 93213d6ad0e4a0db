/**
 * @jest-environment node
 */
import { createTransformQueue, QueueFullError } from './transformQueue'

/** A fake transform that runs until released, counting how many run at once. */
function blockingTasks() {
  let running = 0
  let mostAtOnce = 0
  const releases: (() => void)[] = []
  const task = (value: string) => async () => {
    running += 1
    mostAtOnce = Math.max(mostAtOnce, running)
    await new Promise<void>((resolve) => releases.push(resolve))
    running -= 1
    return value
  }
  const releaseAll = async () => {
    while (releases.length > 0) {
      releases.splice(0).forEach((release) => release())
      await new Promise((resolve) => setImmediate(resolve))
    }
  }
  const releaseOne = () => releases.shift()?.()
  return {
    task,
    releaseAll,
    releaseOne,
    mostAtOnce: () => mostAtOnce,
    started: () => releases.length,
  }
}

const tick = () => new Promise((resolve) => setImmediate(resolve))

describe('createTransformQueue', () => {
  it('runs at most `concurrency` at once, refuses past `maxWaiting` with 503 material, then drains', async () => {
    const queue = createTransformQueue<string>({ concurrency: 2, maxWaiting: 3 })
    const fake = blockingTasks()
    const accepted = Array.from({ length: 5 }, (_, i) => queue.run(`k${i}`, fake.task(`v${i}`)))
    await tick()
    expect(fake.started()).toBe(2)
    expect(queue.stats).toEqual({ running: 2, waiting: 3 })

    const refused = queue.run('k5', fake.task('v5'))
    await expect(refused).rejects.toBeInstanceOf(QueueFullError)
    await expect(refused).rejects.toMatchObject({ retryAfterSeconds: expect.any(Number) })

    await fake.releaseAll()
    await expect(Promise.all(accepted)).resolves.toEqual(['v0', 'v1', 'v2', 'v3', 'v4'])
    expect(fake.mostAtOnce()).toBe(2)
    expect(queue.stats).toEqual({ running: 0, waiting: 0 })

    // Drained: the next request is taken again.
    const again = queue.run('k5', fake.task('v5'))
    await tick()
    await fake.releaseAll()
    await expect(again).resolves.toBe('v5')
  })

  it('never lets a newcomer take a slot being handed to a waiting task', async () => {
    const queue = createTransformQueue<string>({ concurrency: 1, maxWaiting: 50 })
    const fake = blockingTasks()
    const all = [queue.run('a', fake.task('a')), queue.run('b', fake.task('b'))]
    await tick()
    fake.releaseOne()
    // Newcomers at every step of the hand-over from a to b.
    for (let i = 0; i < 20; i += 1) {
      all.push(queue.run(`n${i}`, fake.task(`n${i}`)))
      await Promise.resolve()
    }
    await fake.releaseAll()
    await expect(Promise.all(all)).resolves.toHaveLength(22)
    expect(fake.mostAtOnce()).toBe(1)
  })

  it('encodes a variant asked for by many at once a single time', async () => {
    const queue = createTransformQueue<string>({ concurrency: 1, maxWaiting: 0 })
    const work = jest.fn(async () => 'bytes')
    const answers = await Promise.all(Array.from({ length: 12 }, () => queue.run('same', work)))
    expect(answers).toEqual(Array(12).fill('bytes'))
    expect(work).toHaveBeenCalledTimes(1)
  })

  it('frees the slot of a task that fails', async () => {
    const queue = createTransformQueue<string>({ concurrency: 1, maxWaiting: 0 })
    await expect(
      queue.run('bad', async () => {
        throw new Error('corrupt source')
      }),
    ).rejects.toThrow('corrupt source')
    await expect(queue.run('good', async () => 'ok')).resolves.toBe('ok')
  })
})
