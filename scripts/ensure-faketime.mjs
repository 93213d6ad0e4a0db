#!/usr/bin/env node
// The browser tests of dated pages run a server with its clock moved: Debian's faketime.
import { FAKETIME_PATH } from './faketime.mjs'
import { ensureDebianPackage } from './ensureDebianPackage.mjs'

ensureDebianPackage({ debianPackage: 'faketime', executable: FAKETIME_PATH })
