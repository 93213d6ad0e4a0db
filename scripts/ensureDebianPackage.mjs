// Tools npm cannot provide (Debian's Chromium, redis-server and Java for the tests, redis-server and
// nginx for the local cluster): when one is missing and we run as root, apt-get installs it;
// otherwise we stop with what to do.
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'

/**
 * Makes sure `executable` exists, installing Debian's package `debianPackage` when it does not.
 * Exits the process with a message when it cannot.
 * @param {{ debianPackage: string, executable: string }} wanted
 */
export function ensureDebianPackage({ debianPackage, executable }) {
  if (existsSync(executable)) return
  if (process.getuid?.() !== 0) {
    console.error(
      `${executable} is missing. Install Debian's ${debianPackage} package (sudo apt-get install -y ${debianPackage}) and try again.`,
    )
    process.exit(1)
  }
  console.log(`${executable} is missing: installing Debian's ${debianPackage} package…`)
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env })
  execFileSync('apt-get', ['install', '-y', '-qq', debianPackage], { stdio: 'inherit', env })
  if (!existsSync(executable)) {
    console.error(`apt-get finished but ${executable} is still missing.`)
    process.exit(1)
  }
}
