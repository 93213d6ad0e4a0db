import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

/** The package.json of an installed package, found without its `exports` map (which may hide it). */
export function packageManifest(packageName: string): { version: string; license?: string } {
  const folders = require.resolve.paths(packageName) ?? []
  for (const folder of folders) {
    const file = path.join(folder, packageName, 'package.json')
    if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8'))
  }
  throw new Error(`Package "${packageName}" is not installed`)
}
