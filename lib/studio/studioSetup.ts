/**
 * What the Studio's setup guide tells a developer to run and set, in its order. Commands and
 * variable names are code, the same in both languages; the words around them are in
 * public/locales/{th,en}/studio.json under `steps.<key>`. The variable names are the ones
 * cms/env.ts (Studio, CLI) and lib/env.ts (the site's server) read (checked by
 * studioSetup.test.ts).
 */

/** Read by the Studio and the Sanity CLI; built into the Studio, so set before `npm run build`. */
export const STUDIO_VARIABLES = ['SANITY_STUDIO_PROJECT_ID', 'SANITY_STUDIO_DATASET'] as const

/** Read by the site's server: where its pages read content, and the secrets a project needs. */
export const SITE_VARIABLES = [
  'SANITY_PROJECT_ID',
  'SANITY_DATASET',
  'SANITY_READ_TOKEN',
  'SANITY_WEBHOOK_SECRET',
  'SANITY_PREVIEW_SECRET',
] as const

/** The lines of an `.env` file for the project; `<project-id>` is the reader's to fill in. */
export function envFileLines(): string[] {
  const values: Record<(typeof STUDIO_VARIABLES | typeof SITE_VARIABLES)[number], string> = {
    SANITY_STUDIO_PROJECT_ID: '<project-id>',
    SANITY_STUDIO_DATASET: 'production',
    SANITY_PROJECT_ID: '<project-id>',
    SANITY_DATASET: 'production',
    SANITY_READ_TOKEN: '<read-token>',
    SANITY_WEBHOOK_SECRET: '<16+ characters>',
    SANITY_PREVIEW_SECRET: '<16+ characters>',
  }
  return Object.entries(values).map(([name, value]) => `${name}=${value}`)
}

export type StudioSetupStep = {
  key: 'project' | 'login' | 'env' | 'cors' | 'import' | 'start'
  /** Lines to type, shown as code; none for a step done in a web page only. */
  code: string[]
}

/** The steps, given the origin the project must accept (CORS). */
export function studioSetupSteps(siteOrigin: string): StudioSetupStep[] {
  return [
    { key: 'project', code: ['npx sanity init'] },
    { key: 'login', code: ['npx sanity login'] },
    { key: 'env', code: envFileLines() },
    { key: 'cors', code: [`npx sanity cors add ${siteOrigin} --credentials`] },
    { key: 'import', code: ['npm run dataset:import'] },
    { key: 'start', code: ['npm start'] },
  ]
}
