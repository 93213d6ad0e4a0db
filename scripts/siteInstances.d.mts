export interface SiteInstance {
  name: string
  port: number
  dataDir: string
  critical: boolean
}
export function siteInstances(options: {
  port: string
  instances?: string
  dataDir: string
}): SiteInstance[]
