/**
 * @jest-environment node
 */
import { LaneFullError, createRevalidationLane } from './revalidationLane'

/** A task that finishes when the test says so, and counts its runs. */
function gate() {
  let open: () => void = () => {}
  const opened = new Promise<void>((resolve) => (open = resolve))
  const task: jest.Mock<Promise<number>, []> = jest.fn(async () => {
    await opened
    return task.mock.calls.length
  })
  return { task, open }
}

const settle = () => new Promise((resolve) => setImmediate(resolve))

describe('the revalidation lane', () => {
  it('runs calls that arrive before the first has started as one', async () => {
    const lane = createRevalidationLane()
    const task = jest.fn(() => Promise.resolve('done'))
    await expect(Promise.all([lane.run('x', task), lane.run('x', task)])).resolves.toEqual([
      'done',
      'done',
    ])
    expect(task).toHaveBeenCalledTimes(1)
  })

  it('runs a second site-wide call after the first, not beside it', async () => {
    const lane = createRevalidationLane()
    const first = gate()
    const second = gate()
    const firstDone = lane.run('everything', first.task)
    await settle()
    const secondDone = lane.run('everything', second.task)
    await settle()
    expect(first.task).toHaveBeenCalledTimes(1)
    expect(second.task).not.toHaveBeenCalled()
    first.open()
    await firstDone
    await settle()
    expect(second.task).toHaveBeenCalledTimes(1)
    second.open()
    await expect(secondDone).resolves.toBe(1)
  })

  it('joins identical waiting calls into one run', async () => {
    const lane = createRevalidationLane()
    const running = gate()
    const waiting = gate()
    const duplicate = jest.fn(() => Promise.resolve(-1))
    void lane.run('everything', running.task)
    await settle()
    const answers = [
      lane.run('everything', waiting.task),
      lane.run('everything', duplicate),
      lane.run('everything', duplicate),
    ]
    running.open()
    waiting.open()
    await expect(Promise.all(answers)).resolves.toEqual([1, 1, 1])
    expect(duplicate).not.toHaveBeenCalled()
  })

  it('keeps going after a failed task', async () => {
    const lane = createRevalidationLane()
    const failed = lane.run('a', () => Promise.reject(new Error('render failed')))
    const next = lane.run('b', () => Promise.resolve('done'))
    await expect(failed).rejects.toThrow('render failed')
    await expect(next).resolves.toBe('done')
  })

  it('refuses a new kind of call while too many wait', async () => {
    const lane = createRevalidationLane(1)
    const running = gate()
    void lane.run('a', running.task)
    await settle()
    const waiting = lane.run('b', () => Promise.resolve('b'))
    await expect(lane.run('c', () => Promise.resolve('c'))).rejects.toBeInstanceOf(LaneFullError)
    // Joining the one that waits is still fine.
    const joined = lane.run('b', () => Promise.resolve('x'))
    running.open()
    await expect(waiting).resolves.toBe('b')
    await expect(joined).resolves.toBe('b')
  })
})
