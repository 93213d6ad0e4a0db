// The production build's loader for the app's TypeScript (next.config.ts `turbopack.rules`):
// inlines Panda's class names (pandaStaticCalls.cjs). Says which calls keep the runtime.
const { inlinePandaCalls, loadRuntime } = require('./pandaStaticCalls.cjs')

let runtime

module.exports = function pandaStaticLoader(source) {
  runtime ??= loadRuntime(this.rootContext ?? process.cwd())
  const { code, unresolved } = inlinePandaCalls(source, this.resourcePath, runtime)
  for (const call of unresolved) {
    console.warn(`Panda call left to the browser's runtime (arguments not literals): ${call}`)
  }
  return code
}
