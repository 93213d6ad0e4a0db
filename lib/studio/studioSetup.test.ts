/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { SITE_VARIABLES, STUDIO_VARIABLES, studioSetupSteps } from './studioSetup'

const source = (file: string) => readFileSync(path.join(process.cwd(), file), 'utf8')

describe('the Studio setup guide', () => {
  it('names the variables exactly as the Studio and the server read them', () => {
    const studioEnv = source('cms/env.ts')
    for (const name of STUDIO_VARIABLES) expect(studioEnv).toContain(`process.env.${name}`)
    const siteEnv = source('lib/env.ts')
    for (const name of SITE_VARIABLES) expect(siteEnv).toContain(`'${name}'`)
  })

  it('asks for the site origin as the CORS origin and ends with the import and a start', () => {
    const steps = studioSetupSteps('https://www.example.co.th')
    expect(steps.find((step) => step.key === 'cors')?.code).toEqual([
      'npx sanity cors add https://www.example.co.th --credentials',
    ])
    expect(steps.map((step) => step.key).slice(-2)).toEqual(['import', 'start'])
    expect(source('package.json')).toContain('"dataset:import"')
  })
})
