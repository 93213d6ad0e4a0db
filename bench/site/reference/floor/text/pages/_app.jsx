// The site's font module, as the site's _app imports it: the same @font-face rules and the same
// files preloaded on every page. In _app because Next's pages router preloads a page's own fonts
// only on a page of that very path, never on a dynamic route's (pages/_document.js,
// getNextFontLinkTags), which is why the image floors are an app of their own.
import '../../../../../../lib/theme/siteFont'

export { default } from '../../FloorApp.jsx'
