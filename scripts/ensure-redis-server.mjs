#!/usr/bin/env node
// The unit tests of the Redis-backed stores start a real Redis: Debian's redis-server.
import { ensureDebianPackage } from './ensureDebianPackage.mjs'
import { REDIS_SERVER_PATH } from './redisServer.mjs'

ensureDebianPackage({ debianPackage: 'redis-server', executable: REDIS_SERVER_PATH })
