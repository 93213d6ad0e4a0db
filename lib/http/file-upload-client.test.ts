/** @jest-environment node */

import { createFileUploadClient, type UploadProgress } from './file-upload-client'
import { sendJson, startTestServer, type TestServer } from './test-server'

let server: TestServer

beforeAll(async () => {
  server = await startTestServer((request, response) => {
    sendJson(response, 201, { id: 'file-1', path: request.url })
  })
})

afterAll(() => server.close())

describe('createFileUploadClient', () => {
  it('uploads a file as multipart/form-data with the shared headers and reports progress', async () => {
    const uploads = createFileUploadClient({
      baseURL: server.url,
      businessUnit: 'SHF',
      getAccessToken: async () => 'token-123',
    })
    const progress: UploadProgress[] = []

    const answer = await uploads.uploadFile(new Blob(['hello, harvest'], { type: 'text/plain' }), {
      fileName: 'note.txt',
      onProgress: (event) => progress.push(event),
    })

    expect(answer).toEqual({ id: 'file-1', path: '/files' })
    const received = server.requests.at(-1)!
    expect(received.method).toBe('POST')
    expect(received.headers['content-type']).toMatch(/^multipart\/form-data; boundary=\S+$/)
    expect(received.headers['x-sender']).toBe('Admin')
    expect(received.headers['x-business-unit']).toBe('SHF')
    expect(received.headers.authorization).toBe('Bearer token-123')
    expect(received.body).toContain('name="file"; filename="note.txt"')
    expect(received.body).toContain('hello, harvest')
    expect(progress.length).toBeGreaterThan(0)
    expect(progress.at(-1)?.loaded).toBeGreaterThan(0)
  })

  it('sends any FormData body as multipart, not as JSON', async () => {
    const uploads = createFileUploadClient({ baseURL: server.url, businessUnit: 'SHF' })
    const form = new FormData()
    form.append('caption', 'rice field')

    await uploads.post('/captions', form)

    const received = server.requests.at(-1)!
    expect(received.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/)
    expect(received.body).toContain('rice field')
  })

  it('keeps JSON for other bodies', async () => {
    const uploads = createFileUploadClient({ baseURL: server.url, businessUnit: 'SHF' })

    await uploads.post('/metadata', { caption: 'rice field' })

    const received = server.requests.at(-1)!
    expect(received.headers['content-type']).toBe('application/json')
    expect(JSON.parse(received.body)).toEqual({ caption: 'rice field' })
  })
})
