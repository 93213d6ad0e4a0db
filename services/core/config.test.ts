/**
 * @jest-environment node
 */
import path from 'node:path'
import { readCoreConfig } from './config'

const minimal = {
  CORE_PORT: '4100',
  CORE_DB_FILE: '.data/core/core.sqlite',
  CORE_ISSUER: 'http://127.0.0.1:4000/',
}

describe('readCoreConfig', () => {
  it('fills the defaults around the three required variables', () => {
    expect(readCoreConfig(minimal)).toEqual({
      host: '127.0.0.1',
      port: 4100,
      dbFile: path.resolve('.data/core/core.sqlite'),
      issuer: 'http://127.0.0.1:4000',
      audience: 'urn:siam-harvest:core',
      adminRole: 'admin',
      businessUnit: 'SHF',
      companyName: { th: 'สยามฮาร์เวสต์ ฟู้ดส์', en: 'Siam Harvest Foods' },
      exampleEnquiries: false,
      alertSendsPerMinute: 120,
    })
  })

  it('takes every optional variable', () => {
    const config = readCoreConfig({
      ...minimal,
      CORE_HOST: '0.0.0.0',
      CORE_AUDIENCE: 'urn:example:api',
      CORE_ADMIN_ROLE: 'core-admin',
      CORE_BUSINESS_UNIT: 'SHF-EXPORT',
      CORE_COMPANY_NAME_TH: 'บริษัทตัวอย่าง',
      CORE_COMPANY_NAME_EN: 'Example Co.',
      CORE_EXAMPLE_ENQUIRIES: 'true',
      CORE_ALERT_SENDS_PER_MINUTE: '30',
    })
    expect(config).toMatchObject({
      host: '0.0.0.0',
      audience: 'urn:example:api',
      adminRole: 'core-admin',
      businessUnit: 'SHF-EXPORT',
      companyName: { th: 'บริษัทตัวอย่าง', en: 'Example Co.' },
      exampleEnquiries: true,
      alertSendsPerMinute: 30,
    })
  })

  it.each([
    [{ CORE_PORT: undefined }, 'CORE_PORT is missing'],
    [{ CORE_PORT: ' ' }, 'CORE_PORT is missing'],
    [{ CORE_PORT: 'http' }, 'CORE_PORT must be a port number'],
    [{ CORE_PORT: '70000' }, 'CORE_PORT must be a port number'],
    [{ CORE_PORT: '-1' }, 'CORE_PORT must be a port number'],
    [{ CORE_DB_FILE: undefined }, 'CORE_DB_FILE is missing'],
    [{ CORE_ISSUER: undefined }, 'CORE_ISSUER is missing'],
    [{ CORE_ISSUER: '127.0.0.1:4000' }, 'CORE_ISSUER must'],
    [{ CORE_ISSUER: 'ftp://idp.example' }, 'CORE_ISSUER must start with'],
    [{ CORE_ISSUER: 'http://idp.example/?x=1' }, 'CORE_ISSUER must not have'],
    [{ CORE_BUSINESS_UNIT: 'shf' }, 'CORE_BUSINESS_UNIT must be'],
    [{ CORE_EXAMPLE_ENQUIRIES: 'yes' }, 'CORE_EXAMPLE_ENQUIRIES must be true or false'],
    [{ CORE_ALERT_SENDS_PER_MINUTE: '0' }, 'CORE_ALERT_SENDS_PER_MINUTE must be'],
    [{ CORE_ALERT_SENDS_PER_MINUTE: '1.5' }, 'CORE_ALERT_SENDS_PER_MINUTE must be'],
  ])('names the bad variable: %j', (change, message) => {
    expect(() => readCoreConfig({ ...minimal, ...change })).toThrow(message)
  })
})
