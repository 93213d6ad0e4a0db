import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

type PackageManifest = { version: string; license?: string }

// Read once per package: every asset's credit asks for its source's version.
const manifests = new Map<string, PackageManifest>()

/** The package.json of an installed package, found without its `exports` map (which may hide it). */
export function packageManifest(packageName: string): PackageManifest {
  const known = manifests.get(packageName)
  if (known) return known
  for (const folder of require.resolve.paths(packageName) ?? []) {
    const file = path.join(folder, packageName, 'package.json')
    if (existsSync(file)) {
      const manifest = JSON.parse(readFileSync(file, 'utf8')) as PackageManifest
      manifests.set(packageName, manifest)
      return manifest
    }
  }
  throw new Error(`Package "${packageName}" is not installed`)
}
