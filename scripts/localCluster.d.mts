export function localOrigin(host: string | undefined, port: number): string
export function portProblem(port: number, host?: string): Promise<string | undefined>

export interface ClusterInstance {
  /** The launcher's name for it: `site 1`, `site 2` … (`next` when alone). */
  name: string
  port: number
  origin: string
  /** Its current process id, as the launcher last reported it (it changes on a restart). */
  pid(): number | undefined
}

export interface ClusterRedis {
  url: string
  port: number
  stop(): Promise<void>
  /** Starts it again on the same port, after stop(). */
  start(): Promise<void>
}

export interface LocalCluster {
  origin: string
  loadBalancer?: { origin: string; port: number; pid: number; dir: string }
  instances: ClusterInstance[]
  addresses: Map<string, string>
  /** Absent when REDIS_URL came from the environment. */
  redis?: ClusterRedis
  redisUrl: string | undefined
  launcherPid: number
  log: string[]
  pidOf(name: string): number | undefined
  nextStart(name: string, timeoutMs: number): Promise<number>
  stoppedUnexpectedly: Promise<string>
  stop(): Promise<void>
}

export function startCluster(options: {
  root: string
  instancePorts: number[]
  lbPort?: number
  lbHost?: string
  redisPort?: number
  redisDir?: string
  env?: Record<string, string | undefined>
  freshPorts?: boolean
  onOutput?: (line: string, source: 'launcher' | 'launcher stdout' | 'nginx') => void
  readyTimeoutMs?: number
  signal?: AbortSignal
}): Promise<LocalCluster>
