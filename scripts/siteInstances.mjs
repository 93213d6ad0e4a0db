// Which site servers the launcher starts (scripts/start.mjs): one named `next` on `--port`, as
// `npm start` always did, or with `--instances N` several named `site 1`, `site 2` … for the
// local cluster (scripts/cluster.mjs).
import path from 'node:path'

/**
 * @typedef {object} SiteInstance
 * @property {string} name the launcher's name for it (`[launcher] <name> started (pid N)`)
 * @property {number} port
 * @property {string} dataDir its DATA_DIR
 * @property {boolean} critical whether its exit stops the launcher
 */

/**
 * @param {{ port: string, instances?: string, dataDir: string }} options `port`: one port, or
 *   one per instance separated by commas; `instances`: how many (default: one per port given)
 * @returns {SiteInstance[]}
 */
export function siteInstances({ port, instances, dataDir }) {
  const ports = port.split(',').map((entry) => {
    const value = Number(entry.trim())
    if (!Number.isInteger(value) || value < 1 || value > 65535) {
      throw new Error(`--port must be a port from 1 to 65535, or a list of them: ${port}`)
    }
    return value
  })
  const count = instances === undefined ? ports.length : Number(instances)
  if (!Number.isInteger(count) || count < 1 || count > 16) {
    throw new Error(`--instances must be a whole number from 1 to 16: ${instances}`)
  }
  if (ports.length > 1 && ports.length !== count) {
    throw new Error(`--port lists ${ports.length} ports for ${count} instances`)
  }
  if (new Set(ports).size !== ports.length) throw new Error(`--port lists a port twice: ${port}`)
  if (ports.length === 1 && ports[0] + count - 1 > 65535) {
    throw new Error(`--port ${port} leaves no room for ${count} instances below 65536`)
  }
  if (count === 1) return [{ name: 'next', port: ports[0], dataDir, critical: true }]
  return Array.from({ length: count }, (_, index) => ({
    name: `site ${index + 1}`,
    // One port given: the next ones follow it.
    port: ports.length === 1 ? ports[0] + index : ports[index],
    // The enquiry outbox and its delivery log serialise appends and delivery rounds within one
    // process only, and the image-variant cache counts its size per process: each instance
    // keeps its own, under the same name every time so a restarted one delivers what it kept.
    dataDir: path.join(dataDir, `instance-${index + 1}`),
    // One instance down leaves the others serving: the supervisor starts it again.
    critical: false,
  }))
}
