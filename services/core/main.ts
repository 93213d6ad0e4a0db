/**
 * Entry point of the embedded core service: `node --import tsx services/core/main.ts`.
 * Environment: see config.ts. Exits non-zero on a bad configuration or a database it cannot
 * open; SIGTERM / SIGINT stop taking requests, let running ones finish and close the database.
 */

import { ConfigError, readCoreConfig } from './config'
import { startCoreService } from './server'

// Running requests normally end in milliseconds; a stuck connection must not keep us alive.
const SHUTDOWN_TIMEOUT_MS = 10_000

async function main(): Promise<void> {
  const config = readCoreConfig(process.env)
  const service = await startCoreService(config)

  let isStopping = false
  const stop = (signal: NodeJS.Signals) => {
    if (isStopping) return
    isStopping = true
    setTimeout(() => {
      console.error(`core service: still busy ${SHUTDOWN_TIMEOUT_MS} ms after ${signal}; exiting`)
      process.exit(1)
    }, SHUTDOWN_TIMEOUT_MS).unref()
    service.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('core service: shutdown failed:', error)
        process.exit(1)
      },
    )
  }
  process.on('SIGTERM', stop)
  process.on('SIGINT', stop)
  // Announced only once a stop signal would be handled: whoever waits for this line may send
  // one at once, and an unhandled SIGTERM would end the process without closing the database.
  console.log(`core service listening on ${service.url} (Node ${process.version})`)
}

main().catch((error: unknown) => {
  console.error(
    error instanceof ConfigError
      ? `core service: configuration error: ${error.message}`
      : `core service: cannot start: ${error instanceof Error ? error.message : String(error)}`,
  )
  process.exit(1)
})
