/**
 * @jest-environment node
 */
import path from 'node:path'
import { siteInstances } from './siteInstances.mjs'

const dataDir = path.join('/srv', 'data')

describe('the launcher’s site instances', () => {
  it('is one critical `next` on --port with DATA_DIR itself, as npm start always ran', () => {
    expect(siteInstances({ port: '3000', dataDir })).toEqual([
      { name: 'next', port: 3000, dataDir, critical: true },
    ])
    expect(siteInstances({ port: '3000', instances: '1', dataDir })).toHaveLength(1)
  })

  it('numbers several from --port on, each restartable and with a data folder of its own', () => {
    expect(siteInstances({ port: '3001', instances: '2', dataDir })).toEqual([
      { name: 'site 1', port: 3001, dataDir: path.join(dataDir, 'instance-1'), critical: false },
      { name: 'site 2', port: 3002, dataDir: path.join(dataDir, 'instance-2'), critical: false },
    ])
  })

  it('takes the ports --port lists, one per instance', () => {
    const sites = siteInstances({ port: '41000,39007,40002', dataDir })
    expect(sites.map(({ name, port }) => `${name}:${port}`)).toEqual([
      'site 1:41000',
      'site 2:39007',
      'site 3:40002',
    ])
    expect(siteInstances({ port: '41000, 39007', instances: '2', dataDir })[1]?.port).toBe(39007)
  })

  it.each([
    [{ port: 'http' }, /--port must be a port/],
    [{ port: '0' }, /--port must be a port/],
    [{ port: '3000', instances: '0' }, /--instances must be a whole number from 1 to 16/],
    [{ port: '3000', instances: 'two' }, /--instances must be/],
    [{ port: '3001,3002', instances: '3' }, /--port lists 2 ports for 3 instances/],
    [{ port: '3001,3001' }, /--port lists a port twice/],
    [{ port: '65535', instances: '2' }, /leaves no room for 2 instances/],
  ])('refuses %j with a message naming the flag', (flags, message) => {
    expect(() => siteInstances({ ...flags, dataDir })).toThrow(message)
  })
})
