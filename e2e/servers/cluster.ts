import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import {
  startCluster as startLocalCluster,
  type ClusterInstance,
  type ClusterRedis,
} from '../../scripts/localCluster.mjs'
import { DIST_DIR } from '@/lib/build/distDir'
import { freePort } from './launcher'

export type { ClusterInstance, ClusterRedis }

export interface Cluster {
  /** nginx's address (http://127.0.0.1:port), when started `withNginx`. */
  lbOrigin?: string
  /** The address sign-in comes back to: the load balancer's, else the first instance's. */
  origin: string
  /** `site 1`, `site 2` … on 127.0.0.1; `pid()` is the current process, for `kill -9`. */
  instances: ClusterInstance[]
  /** The Redis the instances share: stop() and start() again (same port) for an outage. */
  redis: ClusterRedis
  /** DATA_DIR: the embedded services' data, and each instance's own in `instance-<k>`. */
  dataDir: string
  /** The instances' build folder (absolute): a copy of the build of their own. */
  distDir: string
  /** Every line of the launcher's log, and nginx's warnings and errors prefixed `[nginx]`. */
  log: string[]
  /** The pid the launcher last reported for `name` (`site 1`, `core service` …). */
  pidOf(name: string): number | undefined
  /** Resolves with the next pid `name` is started with, once the launcher reports it. */
  nextStart(name: string, timeoutMs: number): Promise<number>
  stop(): Promise<void>
}

const ROOT = path.join(__dirname, '..', '..')

/**
 * A copy of the production build for the cluster alone, in the project (Next takes its build
 * folder relative to it), without Next's caches. The instances render pages over content of
 * their own (a news item added, a product renamed) and keep them in their build folder: in the
 * build every other test's server serves, the next run's news list had 20 items instead of 19.
 */
function copyOfBuild(): string {
  const source = path.join(ROOT, DIST_DIR)
  const copy = mkdtempSync(path.join(ROOT, '.next-cluster-'))
  const leftOut = [path.join(source, 'cache'), path.join(source, 'server', 'route-cache')]
  cpSync(source, copy, { recursive: true, filter: (file) => !leftOut.includes(file) })
  return copy
}

/** `count` different free ports on 127.0.0.1. */
async function freePorts(count: number): Promise<number[]> {
  const ports = new Set<number>()
  while (ports.size < count) ports.add(await freePort())
  return [...ports]
}

/**
 * The local cluster's layout (scripts/localCluster.mjs, as `npm run start:cluster` runs it) on
 * free ports and a data folder of its own: a Redis of its own, the production build's embedded
 * identity provider and core service once, `instances` site instances behind one trusted proxy
 * (TRUSTED_PROXY_COUNT=1), and nginx in front of them when `withNginx`. `env` adds to the
 * instances' environment (CONTENT_DATASET_DIR, …). stop() stops nginx, then the launcher's
 * process group (the instances drain), then Redis, and removes the data folder.
 */
export async function startCluster({
  instances = 2,
  withNginx = false,
  env = {},
}: {
  instances?: number
  withNginx?: boolean
  env?: Record<string, string>
} = {}): Promise<Cluster> {
  const [lbPort, ...instancePorts] = await freePorts(instances + 1)
  const dataDir = mkdtempSync(path.join(tmpdir(), 'e2e-cluster-'))
  const distDir = copyOfBuild()
  const removeFolders = () => {
    rmSync(dataDir, { recursive: true, force: true })
    rmSync(distDir, { recursive: true, force: true })
  }
  const log: string[] = []
  let cluster
  try {
    cluster = await startLocalCluster({
      root: ROOT,
      instancePorts,
      lbPort: withNginx ? lbPort : undefined,
      lbHost: '127.0.0.1',
      // REDIS_URL blank: the cluster starts a Redis of its own, whatever this process has.
      env: {
        ...process.env,
        ...env,
        REDIS_URL: '',
        DATA_DIR: dataDir,
        NEXT_DIST_DIR: path.basename(distDir),
      },
      freshPorts: true,
      onOutput: (line, source) => {
        if (source !== 'launcher stdout') log.push(source === 'nginx' ? `[nginx] ${line}` : line)
      },
    })
  } catch (error) {
    removeFolders()
    throw error
  }
  const started = cluster
  return {
    lbOrigin: started.loadBalancer?.origin,
    origin: started.origin,
    instances: started.instances,
    // Always there: REDIS_URL was blank, so the cluster started its own.
    redis: started.redis!,
    dataDir,
    distDir,
    log,
    pidOf: (name) => started.pidOf(name),
    nextStart: (name, timeoutMs) => started.nextStart(name, timeoutMs),
    stop: async () => {
      await started.stop()
      removeFolders()
    },
  }
}
