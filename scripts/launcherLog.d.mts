export interface LauncherLog {
  /** Every line read, in order. */
  lines: string[]
  /** Addresses the launcher reported, by name: `identity provider`, `core service`, `site 1` … */
  addresses: Map<string, string>
  read(line: string): void
  pidOf(name: string): number | undefined
  nextStart(name: string, timeoutMs: number): Promise<number>
}
export function createLauncherLog(): LauncherLog
