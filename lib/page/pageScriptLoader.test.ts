import {
  CHUNK_GROUPS_ATTRIBUTE,
  PAGE_SCRIPT_ATTRIBUTE,
  PAGE_SCRIPT_LOADER,
  PAINTED_ATTRIBUTE,
} from './pageScriptLoader'

type PaintCallback = (
  list: { getEntriesByName: (name: string) => unknown[] },
  observer: { disconnect: () => void },
) => void

/** A stand-in for the browser's PerformanceObserver that the test drives by hand. */
class FakePaintObserver {
  static supportedEntryTypes = ['paint', 'largest-contentful-paint']
  static last: FakePaintObserver | undefined
  observed: unknown
  disconnected = false
  constructor(private readonly callback: PaintCallback) {
    FakePaintObserver.last = this
  }
  observe(options: unknown) {
    this.observed = options
  }
  disconnect() {
    this.disconnected = true
  }
  /** Reports paint entries of these names, as the browser does after presenting a frame. */
  report(...names: string[]) {
    this.callback({ getEntriesByName: (name) => names.filter((n) => n === name) }, this)
  }
}

const startedScripts = () =>
  [...document.body.querySelectorAll('script[src]')].map((script) => ({
    src: script.getAttribute('src'),
    async: (script as HTMLScriptElement).async,
  }))

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true })
}

/** The document SiteHead writes, with the loader run on it. */
function loadPage() {
  document.head.innerHTML = `
    <script type="application/json" ${CHUNK_GROUPS_ATTRIBUTE}="TEST_QUEUE">[{"otherChunks":["a.js"]},{"otherChunks":["b.js"]}]</script>
    <script type="text/plain" ${PAGE_SCRIPT_ATTRIBUTE}="/_next/static/chunks/app.js"></script>
    <script type="text/plain" ${PAGE_SCRIPT_ATTRIBUTE}="/_next/static/chunks/page.js"></script>`
  document.body.innerHTML = '<main>Content</main>'
  document.documentElement.removeAttribute(PAINTED_ATTRIBUTE)
  new Function(PAGE_SCRIPT_LOADER)()
}

const isMarkedPainted = () => document.documentElement.hasAttribute(PAINTED_ATTRIBUTE)

const queue = () => (window as unknown as { TEST_QUEUE?: unknown[] }).TEST_QUEUE

describe('the page-script loader', () => {
  const realObserver = window.PerformanceObserver

  beforeEach(() => {
    delete (window as unknown as { TEST_QUEUE?: unknown[] }).TEST_QUEUE
    FakePaintObserver.last = undefined
    window.PerformanceObserver = FakePaintObserver as unknown as typeof PerformanceObserver
    setVisibility('visible')
  })

  afterAll(() => {
    window.PerformanceObserver = realObserver
  })

  it('starts nothing before the first contentful paint, then every script in order', () => {
    loadPage()
    expect(FakePaintObserver.last?.observed).toEqual({ type: 'paint', buffered: true })
    expect(startedScripts()).toEqual([])
    expect(queue()).toBeUndefined()
    expect(isMarkedPainted()).toBe(false)

    FakePaintObserver.last!.report('first-paint')
    expect(startedScripts()).toEqual([])

    FakePaintObserver.last!.report('first-paint', 'first-contentful-paint')
    expect(startedScripts()).toEqual([
      { src: '/_next/static/chunks/app.js', async: false },
      { src: '/_next/static/chunks/page.js', async: false },
    ])
    expect(queue()).toEqual([{ otherChunks: ['a.js'] }, { otherChunks: ['b.js'] }])
    expect(FakePaintObserver.last!.disconnected).toBe(true)
    // What waits for the first paint besides the scripts (SiteImage's placeholders) sees it.
    expect(isMarkedPainted()).toBe(true)
  })

  it('starts them once, whatever reports the page afterwards', () => {
    loadPage()
    FakePaintObserver.last!.report('first-contentful-paint')
    document.dispatchEvent(new Event('visibilitychange'))
    expect(startedScripts()).toHaveLength(2)
    expect(queue()).toHaveLength(2)
  })

  it('starts them at once on a page the visitor does not see, which never paints', () => {
    setVisibility('hidden')
    loadPage()
    expect(startedScripts()).toHaveLength(2)
    expect(FakePaintObserver.last).toBeUndefined()
  })

  it('starts them when the visitor leaves the page before it painted', () => {
    loadPage()
    setVisibility('hidden')
    document.dispatchEvent(new Event('visibilitychange'))
    expect(startedScripts()).toHaveLength(2)
  })

  it('starts them at once in a browser without paint timing', () => {
    FakePaintObserver.supportedEntryTypes = ['navigation']
    try {
      loadPage()
      expect(startedScripts()).toHaveLength(2)
    } finally {
      FakePaintObserver.supportedEntryTypes = ['paint', 'largest-contentful-paint']
    }
  })

  it('adds the queue to what the runtime already has', () => {
    ;(window as unknown as { TEST_QUEUE: unknown[] }).TEST_QUEUE = ['earlier']
    setVisibility('hidden')
    loadPage()
    expect(queue()).toEqual(['earlier', { otherChunks: ['a.js'] }, { otherChunks: ['b.js'] }])
  })
})
