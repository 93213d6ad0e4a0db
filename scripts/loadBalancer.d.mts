export const NGINX_PATH: string
export interface Upstream {
  host: string
  port: number
}
export function listenAddresses(options: { host?: string; port: number }): string[]
export function nginxConfig(options: {
  dir: string
  listen: string[]
  upstreams: Upstream[]
}): string
export interface LoadBalancer {
  port: number
  pid: number
  dir: string
  stop(): Promise<void>
  exited: Promise<unknown>
}
export function startLoadBalancer(options: {
  port: number
  host?: string
  upstreams: Upstream[]
  onLog?: (line: string) => void
}): Promise<LoadBalancer>
