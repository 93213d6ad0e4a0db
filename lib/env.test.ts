/**
 * @jest-environment node
 */
import path from 'node:path'
import { ConfigError, readServerEnv } from './env'

describe('readServerEnv', () => {
  it('needs nothing: no Sanity project means the embedded dataset', () => {
    expect(readServerEnv({})).toEqual({
      sanity: undefined,
      datasetDir: undefined,
      revalidateSeconds: 300,
      webhookSecret: 'embedded-webhook-secret',
      previewSecret: 'embedded-preview-secret',
      siteUrl: 'http://localhost:3000',
      dataDir: path.join(process.cwd(), '.data'),
      appOrigin: 'http://localhost:3000',
      auth: undefined,
      core: {
        baseUrl: undefined,
        fileUploadUrl: undefined,
        generalMasterUrl: undefined,
        businessUnit: 'SHF',
      },
      biDashboardUrl: undefined,
      creatureApiUrl: 'https://pokeapi.co/api/v2',
      trustedProxyCount: 0,
      redisUrl: undefined,
      share: {
        symbol: 'SHF',
        quoteUrlPattern: 'https://www.set.or.th/{lang}/market/product/stock/quote/{symbol}/price',
      },
      mail: { smtpUrl: undefined, from: 'Siam Harvest Foods <ir-alerts@siamharvest.test>' },
    })
  })

  it('reads the SMTP relay and the alerts’ sender, never repeating a password in a message', () => {
    expect(
      readServerEnv({
        SMTP_URL: 'smtps://alerts:s3cret@smtp.example.co.th:465',
        ALERTS_FROM: 'IR <ir@example.co.th>',
      }).mail,
    ).toEqual({
      smtpUrl: 'smtps://alerts:s3cret@smtp.example.co.th:465',
      from: 'IR <ir@example.co.th>',
    })
    for (const bad of ['http://alerts:s3cret@smtp.example', 'smtp://', 'not a url s3cret']) {
      expect(() => readServerEnv({ SMTP_URL: bad })).toThrow(/^SMTP_URL/)
      expect(() => readServerEnv({ SMTP_URL: bad })).not.toThrow(/s3cret/)
    }
    expect(() => readServerEnv({ ALERTS_FROM: 'IR <ir@example.co.th>\r\nBcc: x@y.z' })).toThrow(
      /ALERTS_FROM/,
    )
  })

  it('reads the share’s symbol and exchange page, or names the one that is malformed', () => {
    expect(
      readServerEnv({ SHARE_SYMBOL: 'CPF', SHARE_QUOTE_URL: 'https://x.example/{symbol}' }).share,
    ).toEqual({ symbol: 'CPF', quoteUrlPattern: 'https://x.example/{symbol}' })
    expect(() => readServerEnv({ SHARE_SYMBOL: 'cpf' })).toThrow(/SHARE_SYMBOL/)
    expect(() => readServerEnv({ SHARE_QUOTE_URL: 'set.or.th/{symbol}' })).toThrow(
      /SHARE_QUOTE_URL/,
    )
  })

  const idp = {
    IDP_ISSUER: 'https://login.example.co.th/',
    IDP_CLIENT_ID: 'site',
    IDP_CLIENT_SECRET: 'client-secret',
    NEXTAUTH_SECRET: 'x'.repeat(32),
  }

  it('reads the identity provider with its client and session secret, or refuses half of it', () => {
    expect(readServerEnv({ ...idp, NEXTAUTH_URL: 'http://127.0.0.1:4567/' }).appOrigin).toBe(
      'http://127.0.0.1:4567',
    )
    expect(readServerEnv(idp).auth).toEqual({
      issuer: 'https://login.example.co.th',
      clientId: 'site',
      clientSecret: 'client-secret',
      secret: 'x'.repeat(32),
      rolesClaim: 'roles',
      adminRole: 'admin',
      coreAudience: 'urn:siam-harvest:core',
    })
    expect(() => readServerEnv({ ...idp, IDP_CLIENT_SECRET: '' })).toThrow(/IDP_CLIENT_SECRET/)
    expect(() => readServerEnv({ ...idp, NEXTAUTH_SECRET: undefined })).toThrow(/NEXTAUTH_SECRET/)
    expect(() => readServerEnv({ ...idp, NEXTAUTH_SECRET: 'short' })).toThrow(/32 characters/)
    expect(() => readServerEnv({ ...idp, IDP_ISSUER: 'login.example' })).toThrow(/IDP_ISSUER/)
  })

  it('reads the service addresses and the business-unit code', () => {
    const env = readServerEnv({
      CORE_API_URL: 'https://core.example.co.th/api/',
      CORE_BUSINESS_UNIT: 'FOOD-TH',
      BI_DASHBOARD_URL: 'https://bi.example.co.th/d/1',
    })
    expect(env.core.baseUrl).toBe('https://core.example.co.th/api')
    expect(env.core.businessUnit).toBe('FOOD-TH')
    expect(env.biDashboardUrl).toBe('https://bi.example.co.th/d/1')
    expect(() => readServerEnv({ CORE_BUSINESS_UNIT: 'food unit' })).toThrow(/CORE_BUSINESS_UNIT/)
    expect(() => readServerEnv({ CORE_API_URL: 'ftp://core' })).toThrow(/CORE_API_URL/)
  })

  it('reads the data folder, relative to the folder the server starts in', () => {
    expect(readServerEnv({ DATA_DIR: '/var/lib/site' }).dataDir).toBe('/var/lib/site')
    expect(readServerEnv({ DATA_DIR: 'tmp/data' }).dataDir).toBe(
      path.join(process.cwd(), 'tmp', 'data'),
    )
    expect(readServerEnv({ DATA_DIR: '  ' }).dataDir).toBe(path.join(process.cwd(), '.data'))
  })

  it('reads the public origin and refuses anything else', () => {
    expect(readServerEnv({ SITE_URL: 'https://www.example.co.th/' }).siteUrl).toBe(
      'https://www.example.co.th',
    )
    expect(() => readServerEnv({ SITE_URL: 'www.example.co.th' })).toThrow(/SITE_URL/)
    expect(() => readServerEnv({ SITE_URL: 'ftp://example.co.th' })).toThrow(/SITE_URL/)
    expect(() => readServerEnv({ SITE_URL: 'https://example.co.th/th' })).toThrow(/origin only/)
  })

  const project = {
    SANITY_PROJECT_ID: 'abc123',
    SANITY_DATASET: 'production',
    SANITY_WEBHOOK_SECRET: 'a-webhook-secret-of-some-length',
    SANITY_PREVIEW_SECRET: 'a-preview-secret-of-some-length',
  }

  it('reads a Sanity project', () => {
    expect(readServerEnv(project).sanity).toEqual({
      projectId: 'abc123',
      dataset: 'production',
      apiVersion: '2025-01-01',
    })
  })

  it('needs real secrets once a Sanity project is configured', () => {
    expect(() => readServerEnv({ ...project, SANITY_WEBHOOK_SECRET: '' })).toThrow(
      /SANITY_WEBHOOK_SECRET is missing/,
    )
    expect(() => readServerEnv({ ...project, SANITY_PREVIEW_SECRET: 'short' })).toThrow(
      /SANITY_PREVIEW_SECRET must be at least 16/,
    )
  })

  it('names the missing half of the pair', () => {
    expect(() => readServerEnv({ SANITY_PROJECT_ID: 'abc123' })).toThrow(
      new ConfigError('SANITY_DATASET is missing (SANITY_PROJECT_ID is set)'),
    )
    expect(() => readServerEnv({ SANITY_DATASET: 'production' })).toThrow(/SANITY_PROJECT_ID/)
  })

  it('names a malformed variable', () => {
    expect(() => readServerEnv({ SANITY_PROJECT_ID: 'A B', SANITY_DATASET: 'x' })).toThrow(
      /SANITY_PROJECT_ID/,
    )
    expect(() => readServerEnv({ REVALIDATE_SECONDS: '-5' })).toThrow(/REVALIDATE_SECONDS/)
  })

  it('reads how many proxies to trust with X-Forwarded-For, none unless told', () => {
    expect(readServerEnv({ TRUSTED_PROXY_COUNT: '0' }).trustedProxyCount).toBe(0)
    expect(readServerEnv({ TRUSTED_PROXY_COUNT: ' 2 ' }).trustedProxyCount).toBe(2)
    for (const value of ['-1', '1.5', 'yes', 'true', '1e2', '100']) {
      expect(() => readServerEnv({ TRUSTED_PROXY_COUNT: value })).toThrow(
        new ConfigError('TRUSTED_PROXY_COUNT must be a whole number of proxies such as 0 or 1'),
      )
    }
  })

  it('shares state through REDIS_URL only when it is set (blank counts as unset)', () => {
    expect(readServerEnv({}).redisUrl).toBeUndefined()
    expect(readServerEnv({ REDIS_URL: '  ' }).redisUrl).toBeUndefined()
    for (const url of [
      'redis://127.0.0.1:6379',
      'redis://redis.internal',
      'rediss://default:p%40ss@cache.example.co.th:6380/2',
      'redis://[::1]:6379/',
    ]) {
      expect(readServerEnv({ REDIS_URL: ` ${url} ` }).redisUrl).toBe(url)
    }
  })

  it('refuses a malformed REDIS_URL at start-up, naming it but not repeating a password', () => {
    for (const url of [
      'localhost:6379',
      '127.0.0.1',
      'http://127.0.0.1:6379',
      'redis://127.0.0.1:99999',
      'redis://127.0.0.1:0',
      'redis://127.0.0.1:port',
      'redis://127.0.0.1:6379/cache',
      'redis://127.0.0.1:6379?db=1',
      'redis://',
    ]) {
      expect(() => readServerEnv({ REDIS_URL: url })).toThrow(ConfigError)
      expect(() => readServerEnv({ REDIS_URL: url })).toThrow(/^REDIS_URL /)
    }
    expect(() => readServerEnv({ REDIS_URL: 'redis://user:s3cret@host:70000' })).toThrow(
      expect.objectContaining({ message: expect.not.stringContaining('s3cret') }),
    )
  })
})
