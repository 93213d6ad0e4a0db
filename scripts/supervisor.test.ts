/**
 * @jest-environment node
 */
import type { ChildProcess } from 'node:child_process'
import { EventEmitter } from 'node:events'
import { createSupervisor, RESTART_POLICY } from './supervisor.mjs'

let nextPid = 100

function fakeChild() {
  return Object.assign(new EventEmitter(), { pid: nextPid++, exitCode: null }) as ChildProcess &
    EventEmitter
}

function setUp() {
  let time = 0
  const log: string[] = []
  const scheduled: { run: () => void; ms: number }[] = []
  const stopAll = jest.fn()
  const started: (ChildProcess & EventEmitter)[] = []
  const supervisor = createSupervisor({
    stopAll,
    log: (message) => log.push(message),
    now: () => time,
    schedule: (run, ms) => scheduled.push({ run, ms }),
  })
  const start = () => {
    const child = fakeChild()
    started.push(child)
    return child
  }
  /** Runs the pending restart, after its pause. */
  const restart = () => {
    const next = scheduled.shift()!
    time += next.ms
    next.run()
    return next.ms
  }
  return {
    supervisor,
    log,
    scheduled,
    stopAll,
    started,
    start,
    restart,
    advance: (ms: number) => (time += ms),
  }
}

describe('the launcher’s supervisor', () => {
  it('restarts a crashed service after a pause, and says so', () => {
    const { supervisor, log, scheduled, stopAll, started, start, restart } = setUp()
    supervisor.supervise('core service', start)
    expect(log).toEqual([`core service started (pid ${started[0]!.pid})`])
    started[0]!.emit('exit', null, 'SIGKILL')
    expect(stopAll).not.toHaveBeenCalled()
    expect(log[1]).toMatch(/^core service stopped \(SIGKILL\): restarting in 250 ms/)
    expect(scheduled).toHaveLength(1)
    restart()
    expect(started).toHaveLength(2)
    expect(log[2]).toBe(`core service started (pid ${started[1]!.pid})`)
    expect(supervisor.children()).toEqual([started[1]])
  })

  it('doubles the pause with each crash in the window, up to its ceiling', () => {
    const { supervisor, started, start, restart } = setUp()
    supervisor.supervise('identity provider', start)
    const pauses: number[] = []
    for (let crash = 0; crash < RESTART_POLICY.maxCrashes; crash += 1) {
      started.at(-1)!.emit('exit', 1, null)
      pauses.push(restart())
    }
    expect(pauses).toEqual([250, 500, 1000, 2000, 4000])
  })

  it('forgets crashes older than the window', () => {
    const { supervisor, stopAll, started, start, restart, advance } = setUp()
    supervisor.supervise('core service', start)
    for (let round = 0; round < 20; round += 1) {
      started.at(-1)!.emit('exit', null, 'SIGKILL')
      expect(restart()).toBe(250)
      advance(RESTART_POLICY.windowMs)
    }
    expect(stopAll).not.toHaveBeenCalled()
  })

  it('stops everything when a service crashes too often in the window', () => {
    const { supervisor, log, stopAll, started, start, restart } = setUp()
    supervisor.supervise('core service', start)
    for (let crash = 0; crash < RESTART_POLICY.maxCrashes; crash += 1) {
      started.at(-1)!.emit('exit', 1, null)
      restart()
    }
    started.at(-1)!.emit('exit', 1, null)
    expect(stopAll).toHaveBeenCalledWith(1)
    expect(log.at(-1)).toMatch(/core service stopped \(exit code 1\) for the 6th time in 60 s/)
  })

  it('stops everything when a critical child exits, with its exit code', () => {
    const { supervisor, log, stopAll, scheduled, started, start } = setUp()
    supervisor.supervise('next', start, { critical: true })
    started[0]!.emit('exit', 3, null)
    expect(stopAll).toHaveBeenCalledWith(3)
    expect(scheduled).toHaveLength(0)
    expect(log.at(-1)).toBe('next stopped (exit code 3): stopping everything')
  })

  it('restarts nothing once the launcher is stopping', () => {
    const { supervisor, stopAll, scheduled, started, start } = setUp()
    supervisor.supervise('core service', start)
    supervisor.stop()
    started[0]!.emit('exit', null, 'SIGTERM')
    expect(scheduled).toHaveLength(0)
    expect(stopAll).not.toHaveBeenCalled()
    expect(supervisor.children()).toEqual([])
  })
})
