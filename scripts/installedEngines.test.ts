/**
 * @jest-environment node
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import semver from 'semver'

/*
 * `engine-strict` is off (.npmrc): npm installs on whatever Node runs npm itself — Node 20 on
 * the machines this is built on — while the product runs on the Node it brings. This check takes
 * engine-strict's place against that Node: no installed package may need a newer one.
 */

const NODE_MODULES = path.join(__dirname, '..', 'node_modules')

/** Every package folder under `folder`, scoped ones and nested node_modules included. */
function packageFolders(folder: string): string[] {
  const found: string[] = []
  let names: string[]
  try {
    names = readdirSync(folder)
  } catch {
    return found
  }
  for (const name of names) {
    if (name.startsWith('.')) continue
    const full = path.join(folder, name)
    if (name.startsWith('@')) {
      found.push(...packageFolders(full))
      continue
    }
    found.push(full, ...packageFolders(path.join(full, 'node_modules')))
  }
  return found
}

function nodeEngine(folder: string): { name: string; version: string; range: string } | null {
  try {
    const manifest = JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8'))
    const range = manifest.engines?.node
    return typeof range === 'string'
      ? { name: manifest.name, version: manifest.version, range }
      : null
  } catch {
    return null
  }
}

test('every installed package accepts the Node the product runs on', () => {
  const refusing = packageFolders(NODE_MODULES)
    .map(nodeEngine)
    .filter((engine) => engine !== null)
    .filter((engine) => !semver.satisfies(process.version, engine.range, { loose: true }))
    .map((engine) => `${engine.name}@${engine.version} needs node ${engine.range}`)
  expect(refusing).toEqual([])
})
