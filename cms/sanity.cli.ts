import { defineCliConfig } from 'sanity/cli'
import { studioDataset, studioProjectId } from './env'

export default defineCliConfig({
  api: { projectId: studioProjectId, dataset: studioDataset },
  deployment: { autoUpdates: false },
  typegen: {
    path: './queries/**/*.ts',
    schema: './schema.json',
    generates: './sanity.types.ts',
    overloadClientMethods: true,
  },
})
