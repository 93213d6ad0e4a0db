/**
 * @jest-environment node
 */
import { ConfigError, readServerEnv } from './env'

describe('readServerEnv', () => {
  it('needs nothing: no Sanity project means the embedded dataset', () => {
    expect(readServerEnv({})).toEqual({
      sanity: undefined,
      datasetDir: undefined,
      revalidateSeconds: 300,
      webhookSecret: 'embedded-webhook-secret',
      previewSecret: 'embedded-preview-secret',
    })
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
})
