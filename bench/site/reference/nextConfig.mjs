// Both reference apps' Next config (README.md): the site's own node_modules, so they run the
// very Next and React the site does.
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const repository = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..')

const referenceConfig = {
  turbopack: { root: repository },
  distDir: '.next-reference',
  poweredByHeader: false,
}

export default referenceConfig
