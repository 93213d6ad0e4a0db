// A jsdom test environment whose `fetch` is Node's real one, for component tests that talk to a
// real local HTTP server (jsdom has no fetch, and a mocked one would prove nothing about
// refused connections or caching). Use with `@jest-environment ./lib/playground/testing/jsdomWithFetch.js`.
const { TestEnvironment } = require('jest-environment-jsdom')

class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context)
    const nodeFetch = globalThis.fetch
    // The page's AbortSignal belongs to jsdom, which Node's fetch does not accept: relay it.
    this.global.fetch = (input, init = {}) => {
      const { signal, ...rest } = init
      const controller = new AbortController()
      if (signal?.aborted) controller.abort()
      signal?.addEventListener('abort', () => controller.abort(), { once: true })
      return nodeFetch(String(input), { ...rest, signal: controller.signal })
    }
    this.global.Headers = Headers
    this.global.Request = Request
    this.global.Response = Response
  }
}

module.exports = JsdomWithFetchEnvironment
