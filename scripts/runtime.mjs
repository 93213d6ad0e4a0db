// The Node the product runs on. package.json's `engines` names the LTS line; the project brings
// that Node itself (the devDependency `node`, which npm puts first on the PATH of every script it
// runs), and every process the launcher starts is a child of it (`process.execPath`).
import semver from 'semver'

/**
 * Why `version` cannot run the product, or undefined when it can. npm itself may run on an
 * older system Node while it installs: only the processes of the product are held to this.
 * @param {string} required a semver range (package.json's `engines.node`)
 * @param {string} [version] `process.version` by default
 */
export function unsupportedRuntime(required, version = process.version) {
  if (semver.satisfies(version, required)) return undefined
  return (
    `This product runs on Node ${required}, not ${version}. ` +
    'Start it through npm (npm start, npm run dev, npm test): npm runs the Node that ' +
    '`npm install` put in node_modules/.bin. See "Node" in the README.'
  )
}
