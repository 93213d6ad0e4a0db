import { visionTool } from '@sanity/vision'
import { defineConfig } from 'sanity'
import { presentationTool } from 'sanity/presentation'
import { structureTool } from 'sanity/structure'
import { studioDataset, studioPreviewSecret, studioProjectId, studioSiteUrl } from './env'
import { documentPath } from './lib/documentPath'
import { previewLinkParams } from './presentation/previewLink'
import { presentationOptions } from './presentation/presentationOptions'
import { schemaTypes, singletonTypes } from './schemas'
import { structure } from './structure'
import { TranslationBadge, translatableTypes } from './translation'

// Actions that would create a second copy of a singleton.
const SINGLETON_ACTIONS = new Set(['publish', 'discardChanges', 'restore'])

export default defineConfig({
  name: 'default',
  title: 'Siam Harvest Foods',
  projectId: studioProjectId,
  dataset: studioDataset,
  basePath: '/studio',
  plugins: [
    structureTool({ structure }),
    // The site in a frame, in draft mode, with click-to-edit overlays (cms/presentation).
    presentationTool(presentationOptions(studioSiteUrl)),
    visionTool({ defaultApiVersion: '2025-01-01' }),
  ],
  schema: {
    types: schemaTypes,
    templates: (templates) => [
      ...templates.filter(({ schemaType }) => !singletonTypes.has(schemaType)),
      {
        id: 'page-in-area',
        title: 'Page in section',
        schemaType: 'page',
        parameters: [{ name: 'area', type: 'string' }],
        value: (params: { area: string }) => ({ area: params.area }),
      },
    ],
  },
  document: {
    // TH ✓ EN ✗ on every document with localised text (cms/translation.ts).
    badges: (badges, { schemaType }) =>
      translatableTypes.has(schemaType) ? [...badges, TranslationBadge] : badges,
    actions: (actions, { schemaType }) =>
      singletonTypes.has(schemaType)
        ? actions.filter(({ action }) => action && SINGLETON_ACTIONS.has(action))
        : actions,
    newDocumentOptions: (items, { creationContext }) =>
      creationContext.type === 'global'
        ? items.filter((item) => !singletonTypes.has(item.templateId))
        : items,
    // "Open preview": the page with this document's unpublished changes, in the editor's
    // language (Thai when the browser prefers it, else English); the page's language switch
    // shows the other one, still in preview.
    productionUrl: async (previous, { document }) => {
      const origin = studioSiteUrl || (typeof window === 'undefined' ? '' : window.location.origin)
      const path = documentPath(document as Parameters<typeof documentPath>[0])
      const languages = typeof navigator === 'undefined' ? [] : navigator.languages
      const params = previewLinkParams(studioPreviewSecret, path, languages)
      return origin ? `${origin}/api/preview?${params}` : previous
    },
  },
})
