export interface PandaRuntime {
  css: object
  patterns: object
  recipes: object
  tokens: object
}

export function loadRuntime(projectRoot: string): PandaRuntime

export function inlinePandaCalls(
  source: string,
  fileName: string,
  runtime: PandaRuntime,
): { code: string; replaced: number; unresolved: string[] }
