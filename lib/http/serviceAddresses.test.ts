import { environmentForHost, SERVICE_ADDRESSES, serviceAddresses } from './serviceAddresses'

describe('environmentForHost', () => {
  it.each([
    ['localhost', 'local'],
    ['LOCALHOST', 'local'],
    ['127.0.0.1', 'local'],
    ['127.10.20.30', 'local'],
    ['::1', 'local'],
    ['[::1]', 'local'],
    ['admin.localhost', 'local'],
    ['siamharvest.local', 'local'],
    ['www.siamharvest.test', 'local'],
    ['dev.siamharvest.co.th', 'development'],
    ['dev-www.siamharvest.co.th', 'development'],
    ['www-dev.siamharvest.co.th', 'development'],
    ['staging.siamharvest.co.th', 'staging'],
    ['stg.siamharvest.co.th', 'staging'],
    ['uat-www.siamharvest.co.th', 'staging'],
    ['www-uat.siamharvest.co.th', 'staging'],
    ['www.siamharvest.co.th', 'production'],
    ['siamharvest.co.th', 'production'],
    ['developer.siamharvest.co.th', 'production'],
    ['www.dev.siamharvest.co.th', 'production'],
    ['127.0.0.1.example.com', 'production'],
    ['128.0.0.1', 'production'],
  ])('%s → %s', (host, environment) => {
    expect(environmentForHost(host)).toBe(environment)
  })
})

describe('serviceAddresses', () => {
  const noOverride = { businessUnit: 'SHF' }

  it('local: the embedded core service', () => {
    expect(serviceAddresses('http://localhost:3000', noOverride)).toEqual({
      core: 'http://127.0.0.1:4010',
      fileUpload: 'http://127.0.0.1:4010/file-upload',
      generalMaster: 'http://127.0.0.1:4010/general-master',
    })
    expect(serviceAddresses('http://[::1]:3000', noOverride)).toEqual(SERVICE_ADDRESSES.local)
  })

  it('development', () => {
    expect(serviceAddresses('https://dev.siamharvest.co.th', noOverride)).toEqual({
      core: 'https://core-api.dev.siamharvest.co.th',
      fileUpload: 'https://upload-api.dev.siamharvest.co.th',
      generalMaster: 'https://master-api.dev.siamharvest.co.th',
    })
  })

  it('staging', () => {
    expect(serviceAddresses('https://staging.siamharvest.co.th', noOverride)).toEqual({
      core: 'https://core-api.staging.siamharvest.co.th',
      fileUpload: 'https://upload-api.staging.siamharvest.co.th',
      generalMaster: 'https://master-api.staging.siamharvest.co.th',
    })
  })

  it('production', () => {
    expect(serviceAddresses('https://www.siamharvest.co.th', noOverride)).toEqual({
      core: 'https://core-api.siamharvest.co.th',
      fileUpload: 'https://upload-api.siamharvest.co.th',
      generalMaster: 'https://master-api.siamharvest.co.th',
    })
  })

  it('an explicit address wins over the table, one service at a time', () => {
    const addresses = serviceAddresses('https://www.siamharvest.co.th', {
      businessUnit: 'SHF',
      baseUrl: 'http://127.0.0.1:5123',
      generalMasterUrl: 'https://master.example.co.th',
    })

    expect(addresses).toEqual({
      core: 'http://127.0.0.1:5123',
      fileUpload: 'https://upload-api.siamharvest.co.th',
      generalMaster: 'https://master.example.co.th',
    })
  })
})
