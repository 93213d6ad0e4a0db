import { defineConfig } from 'sanity'
import { studioDataset, studioProjectId } from './env'
import { schemaTypes } from './schemas'

export default defineConfig({
  name: 'default',
  title: 'Corporate site',
  projectId: studioProjectId,
  dataset: studioDataset,
  basePath: '/studio',
  schema: { types: schemaTypes },
})
