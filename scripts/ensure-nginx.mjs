#!/usr/bin/env node
// The cluster bench puts Debian's nginx in front of the instances, as npm run start:cluster does.
import { ensureDebianPackage } from './ensureDebianPackage.mjs'
import { NGINX_PATH } from './loadBalancer.mjs'

ensureDebianPackage({ debianPackage: 'nginx', executable: NGINX_PATH })
