import { visionTool } from '@sanity/vision'
import { defineConfig } from 'sanity'
import { structureTool } from 'sanity/structure'
import { studioDataset, studioPreviewSecret, studioProjectId, studioSiteUrl } from './env'
import { documentPath } from './lib/documentPath'
import { schemaTypes, singletonTypes } from './schemas'
import { structure } from './structure'

// Actions that would create a second copy of a singleton.
const SINGLETON_ACTIONS = new Set(['publish', 'discardChanges', 'restore'])

export default defineConfig({
  name: 'default',
  title: 'Siam Harvest Foods',
  projectId: studioProjectId,
  dataset: studioDataset,
  basePath: '/studio',
  plugins: [structureTool({ structure }), visionTool({ defaultApiVersion: '2025-01-01' })],
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
    actions: (actions, { schemaType }) =>
      singletonTypes.has(schemaType)
        ? actions.filter(({ action }) => action && SINGLETON_ACTIONS.has(action))
        : actions,
    newDocumentOptions: (items, { creationContext }) =>
      creationContext.type === 'global'
        ? items.filter((item) => !singletonTypes.has(item.templateId))
        : items,
    // "Open preview": the page with this document's unpublished changes, in English.
    productionUrl: async (previous, { document }) => {
      const origin = studioSiteUrl || (typeof window === 'undefined' ? '' : window.location.origin)
      const path = `/en${documentPath(document as Parameters<typeof documentPath>[0])}`
      const params = new URLSearchParams({ secret: studioPreviewSecret, path })
      return origin ? `${origin}/api/preview?${params}` : previous
    },
  },
})
