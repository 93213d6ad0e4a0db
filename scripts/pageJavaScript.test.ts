import { referencedScripts } from './pageJavaScript.mjs'

describe('referencedScripts', () => {
  it('counts script tags, held-back page scripts and the runtime’s chunk lists, each once', () => {
    const html = [
      '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
      '<script type="text/plain" data-page-script="/_next/static/chunks/main.js"></script>',
      '<script type="application/json" data-chunk-groups="TURBOPACK">',
      '[["static/chunks/main.js","static/chunks/pages/index.js"]]</script>',
      '<script src="https://example.org/not-ours.js"></script>',
    ].join('')
    expect(referencedScripts(html).sort()).toEqual([
      'static/chunks/main.js',
      'static/chunks/pages/index.js',
      'static/chunks/polyfills.js',
    ])
  })
})
