import type { ChildProcess } from 'node:child_process'

export interface RestartPolicy {
  firstDelayMs: number
  maxDelayMs: number
  maxCrashes: number
  windowMs: number
}

export const RESTART_POLICY: Readonly<RestartPolicy>

export interface Supervisor {
  supervise(name: string, start: () => ChildProcess, options?: { critical?: boolean }): void
  children(): ChildProcess[]
  stop(): void
  readonly stopping: boolean
}

export function createSupervisor(options: {
  stopAll: (code: number) => void
  log?: (message: string) => void
  policy?: RestartPolicy
  now?: () => number
  schedule?: (run: () => void, ms: number) => unknown
}): Supervisor
