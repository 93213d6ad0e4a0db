import { randomBytes } from 'node:crypto'
import { hostname } from 'node:os'

/**
 * This process's name in health answers: the host, the process id and a few random characters,
 * so two instances on one host (or one restarted with the same pid) never share it.
 */
export const INSTANCE_ID = `${hostname()}-${process.pid}-${randomBytes(3).toString('hex')}`
