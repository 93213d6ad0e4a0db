import type { DocumentResolver, PresentationPluginOptions } from 'sanity/presentation'
import { DOCUMENT_PAGES, PUBLIC_PAGES, STATIC_ROUTES } from '../lib/routes'
import { resolveDocumentLocations } from './locations'

// The Presentation tool (sanity/presentation) opens the site in the Studio, in draft mode: its
// frame loads /api/preview, which checks Presentation's preview-url secret against the project
// (lib/preview/previewRoute.ts) and turns on Next's preview mode; the page then reads drafts and
// loads the overlays (components/preview). Thai and English: the site's own language switch in
// the frame, and every page in the "used on" list in both languages.

/** Where the site's preview mode is turned on (pages/api/preview.ts). */
export const PREVIEW_ENABLE_PATH = '/api/preview'

/** The page the frame opens first: the Thai home page, as visitors without a choice get. */
export const INITIAL_PATH = '/th/home'

const LANGUAGE_SEGMENT = '/:lang'

/**
 * Which document a framed page is "about" (Presentation opens it beside the page): a
 * product, article or business line by its slug, a content page by its path, the home page's
 * hero by the site settings, the credits page by its singleton.
 */
export function mainDocumentResolvers(): DocumentResolver[] {
  const bySlug = (['product', 'news', 'businessLine'] as const).map((type): DocumentResolver => ({
    route: `${LANGUAGE_SEGMENT}${DOCUMENT_PAGES[type].replace('{slug}', ':slug')}`,
    filter: `_type == "${type}" && slug.current == $slug`,
  }))
  // Content pages live at fixed addresses of the route table (/about/commitment …).
  const contentPages = PUBLIC_PAGES.filter((name) => name !== 'home' && name !== 'credits').map(
    (name): DocumentResolver => ({
      route: `${LANGUAGE_SEGMENT}${STATIC_ROUTES[name]}`,
      filter: '_type == "page" && path == $path',
      params: { path: STATIC_ROUTES[name] },
    }),
  )
  const home: DocumentResolver = {
    route: `${LANGUAGE_SEGMENT}${STATIC_ROUTES.home}`,
    type: 'siteSettings',
  }
  const credits: DocumentResolver = {
    route: `${LANGUAGE_SEGMENT}${STATIC_ROUTES.credits}`,
    type: 'credits',
  }
  return [home, credits, ...bySlug, ...contentPages]
}

/**
 * The options of the Presentation tool. `siteUrl` is the site's origin when the Studio runs
 * apart from it (SANITY_STUDIO_SITE_URL); empty for the Studio embedded at /studio, whose frame
 * then opens its own origin.
 */
export function presentationOptions(siteUrl: string): PresentationPluginOptions {
  const origin = siteUrl.replace(/\/+$/, '')
  return {
    name: 'presentation',
    title: 'Presentation',
    previewUrl: {
      initial: `${origin}${INITIAL_PATH}`,
      previewMode: { enable: PREVIEW_ENABLE_PATH },
    },
    ...(origin ? { allowOrigins: [origin] } : {}),
    resolve: {
      locations: resolveDocumentLocations,
      mainDocuments: mainDocumentResolvers(),
    },
  }
}
