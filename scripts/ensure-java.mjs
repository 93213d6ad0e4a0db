#!/usr/bin/env node
// The browser tests run the Nu HTML Checker (vnu-jar), a Java program: Debian's headless Java.
import { ensureDebianPackage } from './ensureDebianPackage.mjs'

ensureDebianPackage({ debianPackage: 'default-jre-headless', executable: '/usr/bin/java' })
