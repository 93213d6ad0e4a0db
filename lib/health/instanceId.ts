import { randomBytes } from 'node:crypto'
import { hostname } from 'node:os'

// On globalThis: Next bundles each route with its own copy of this module, and the id /api/health
// reports must be the one the process's Redis connection and enquiry consumer are named after.
const INSTANCE_ID_KEY = Symbol.for('siam-harvest.instance-id')
type WithInstanceId = typeof globalThis & { [INSTANCE_ID_KEY]?: string }
const holder = globalThis as WithInstanceId

/**
 * This process's name in health answers: the host, the process id and a few random characters,
 * so two instances on one host (or one restarted with the same pid) never share it.
 */
export const INSTANCE_ID: string = (holder[INSTANCE_ID_KEY] ??=
  `${hostname()}-${process.pid}-${randomBytes(3).toString('hex')}`)
