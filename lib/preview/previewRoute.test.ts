/**
 * @jest-environment node
 */
import { validatePreviewUrl } from '@sanity/preview-url-secret'
import { readServerEnv } from '@/lib/env'
import { callApi } from '@/lib/testing/apiTest'
import { previewRoute } from './previewRoute'

// The preview route's two doors: the editors' secret link (in Thai or English) and the
// Presentation tool's preview-url secret, checked against the Sanity project. The project is
// stood in for by validatePreviewUrl (its own query is the package's; the contract test covers
// the site's reads of the Lake).
jest.mock('@sanity/preview-url-secret', () => ({
  ...jest.requireActual('@sanity/preview-url-secret'),
  validatePreviewUrl: jest.fn(),
}))
const validate = jest.mocked(validatePreviewUrl)

const PROJECT_ENV = {
  SANITY_PROJECT_ID: 'presentation-test',
  SANITY_DATASET: 'production',
  SANITY_READ_TOKEN: 'sk-read',
  SANITY_WEBHOOK_SECRET: 'presentation-webhook-secret',
  SANITY_PREVIEW_SECRET: 'presentation-preview-secret',
}
let env = readServerEnv({})
jest.mock('@/lib/env', () => ({
  ...jest.requireActual('@/lib/env'),
  serverEnv: () => env,
}))

async function open(url: string, setPreviewData = jest.fn()) {
  const query = Object.fromEntries(new URL(url, 'http://site').searchParams)
  const answer = await callApi(previewRoute, { url, query }, { setPreviewData })
  return { ...answer, setPreviewData }
}

describe('/api/preview', () => {
  beforeEach(() => {
    env = readServerEnv({})
    validate.mockReset()
  })

  it.each([
    ['th', '/th/products/chicken-breast'],
    ['en', '/en/products/chicken-breast'],
  ])('opens the Studio link in %s', async (lang, location) => {
    const answer = await open(
      `/api/preview?secret=embedded-preview-secret&lang=${lang}&path=/products/chicken-breast`,
    )
    expect(answer.status).toBe(307)
    expect(answer.headers.location).toBe(location)
    expect(answer.headers['cache-control']).toBe('no-store')
    expect(answer.setPreviewData).toHaveBeenCalledTimes(1)
  })

  it('answers 400 with the reason for a language the site does not have', async () => {
    const answer = await open('/api/preview?secret=embedded-preview-secret&lang=fr&path=/home')
    expect(answer.status).toBe(400)
    expect(answer.body).toEqual({ message: 'lang must be th or en' })
    expect(answer.setPreviewData).not.toHaveBeenCalled()
  })

  it('refuses Presentation in embedded mode, saying what it needs', async () => {
    const answer = await open(
      '/api/preview?sanity-preview-secret=abc&sanity-preview-pathname=/th/home',
    )
    expect(answer.status).toBe(404)
    expect(answer.body).toEqual({ message: expect.stringContaining('SANITY_PROJECT_ID') })
    expect(validate).not.toHaveBeenCalled()
  })

  describe('with a Sanity project', () => {
    beforeEach(() => {
      env = readServerEnv(PROJECT_ENV)
    })

    it('opens the page Presentation asks for when the project knows the secret', async () => {
      validate.mockResolvedValue({ isValid: true, redirectTo: '/en/news/new-plant' })
      const url =
        '/api/preview?sanity-preview-secret=abc&sanity-preview-pathname=/en/news/new-plant'
      const answer = await open(url)
      expect(validate).toHaveBeenCalledWith(expect.anything(), url)
      expect(validate.mock.calls[0]![0].config()).toMatchObject({
        projectId: 'presentation-test',
        token: 'sk-read',
      })
      expect(answer.status).toBe(307)
      expect(answer.headers.location).toBe('/en/news/new-plant')
      expect(answer.setPreviewData).toHaveBeenCalledTimes(1)
    })

    it('answers 401 for a secret the project does not know', async () => {
      validate.mockResolvedValue({ isValid: false })
      const answer = await open('/api/preview?sanity-preview-secret=guess')
      expect(answer.status).toBe(401)
      expect(answer.setPreviewData).not.toHaveBeenCalled()
    })

    it('never redirects off the site, whatever the project answers', async () => {
      validate.mockResolvedValue({ isValid: true, redirectTo: '//evil.example/th/home' })
      const answer = await open('/api/preview?sanity-preview-secret=abc')
      expect(answer.status).toBe(400)
      expect(answer.setPreviewData).not.toHaveBeenCalled()
    })

    it('answers 502 when the project cannot be asked', async () => {
      const error = jest.spyOn(console, 'error').mockImplementation(() => {})
      validate.mockRejectedValue(new Error('getaddrinfo ENOTFOUND'))
      const answer = await open('/api/preview?sanity-preview-secret=abc')
      expect(answer.status).toBe(502)
      expect(answer.setPreviewData).not.toHaveBeenCalled()
      error.mockRestore()
    })

    it('keeps the secret link working beside Presentation', async () => {
      const answer = await open('/api/preview?secret=presentation-preview-secret&path=/th/home')
      expect(answer.status).toBe(307)
      expect(answer.headers.location).toBe('/th/home')
    })
  })
})
