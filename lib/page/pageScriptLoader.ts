/**
 * How a page's scripts start after its first paint. Next writes each script as
 * `<script defer>`: the browser fetches it while parsing and runs it as soon as the HTML is
 * parsed, often before it has shown anything, so the first screen waits behind the scripts'
 * download and evaluation (on a phone, a second and more). The site's document
 * (components/document/SiteHead.tsx) writes each as an inert data block naming the script
 * instead, and the chunk groups Turbopack's shared runtime needs (Next's per-page inline
 * bootstrap) as data; this inline loader queues those groups and adds the scripts, in the same
 * order, once the browser reports its first contentful paint. The first screen's styles, fonts
 * and picture have the network to themselves, and nothing runs before they are shown. A hidden
 * page never paints, and a browser without paint timing cannot say: both start at once.
 * Then the root element gets `data-painted` (PAINTED_ATTRIBUTE): what only dresses the page
 * while it loads waits for it too (the pictures' blurred placeholders, components/common/SiteImage.tsx).
 * One fixed inline script, allowed by its hash (lib/security/documentInlineScripts.ts). No
 * import aliases: next.config.ts loads this file.
 */

/** Names, on an inert `<script type="text/plain">`, a script the loader starts. */
export const PAGE_SCRIPT_ATTRIBUTE = 'data-page-script'

/**
 * On the JSON data block of the page's chunk groups: the name of the global queue Turbopack's
 * runtime reads them from.
 */
export const CHUNK_GROUPS_ATTRIBUTE = 'data-chunk-groups'

/** On the root element once the page has painted (or could not say it would). */
export const PAINTED_ATTRIBUTE = 'data-painted'

// ES5, no arrow functions: it runs before anything else, in every browser the site serves.
export const PAGE_SCRIPT_LOADER = `(function () {
  var started = false
  function start() {
    if (started) return
    started = true
    document.documentElement.setAttribute('${PAINTED_ATTRIBUTE}', '')
    var groups = document.querySelector('script[${CHUNK_GROUPS_ATTRIBUTE}]')
    if (groups) {
      var name = groups.getAttribute('${CHUNK_GROUPS_ATTRIBUTE}')
      var queue = self[name] || (self[name] = [])
      queue.push.apply(queue, JSON.parse(groups.textContent))
    }
    var named = document.querySelectorAll('script[${PAGE_SCRIPT_ATTRIBUTE}]')
    for (var i = 0; i < named.length; i++) {
      var script = document.createElement('script')
      script.src = named[i].getAttribute('${PAGE_SCRIPT_ATTRIBUTE}')
      script.async = false
      document.body.appendChild(script)
    }
  }
  var types = typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes
  if (document.visibilityState !== 'visible' || !types || types.indexOf('paint') < 0) return start()
  document.addEventListener('visibilitychange', start)
  new PerformanceObserver(function (list, observer) {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return
    observer.disconnect()
    start()
  }).observe({ type: 'paint', buffered: true })
})()`
