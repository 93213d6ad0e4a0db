/**
 * @jest-environment node
 */
import { engines, devDependencies } from '../package.json'
import { unsupportedRuntime } from './runtime.mjs'

describe('unsupportedRuntime', () => {
  it('accepts the Node the project brings, and the LTS lines after it', () => {
    expect(unsupportedRuntime(engines.node, `v${devDependencies.node}`)).toBeUndefined()
    expect(unsupportedRuntime(engines.node, 'v26.10.0')).toBeUndefined()
  })

  it('refuses the end-of-life Node 20 and names what to do', () => {
    expect(unsupportedRuntime(engines.node, 'v20.20.2')).toMatch(
      /^This product runs on Node >=24\.\d+\.\d+, not v20\.20\.2\. Start it through npm/,
    )
  })

  it('is what every test runs on: the pinned Node, an LTS release', () => {
    expect(process.version).toBe(`v${devDependencies.node}`)
    expect(process.release.lts).toBeTruthy()
  })
})
