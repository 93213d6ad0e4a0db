/**
 * The file-upload service (spec point 7: it exists, its calls are not shown). Built like the
 * core client: same headers, timeout and refusal handling; FormData bodies go out as
 * multipart/form-data (see createServiceClient).
 */

import type { AxiosInstance } from 'axios'
import { createServiceClient, type ServiceClientOptions } from './service-client'

export interface UploadProgress {
  /** Bytes sent so far. */
  loaded: number
  /** Bytes in all, when known. */
  total?: number
  /** `loaded / total` (0–1), when the total is known. */
  fraction?: number
}

export interface UploadOptions {
  onProgress?: (progress: UploadProgress) => void
  /** The file name the service sees; a `File`'s own name otherwise. */
  fileName?: string
  /** The form field that carries the file; `file` unless given. */
  fieldName?: string
  /** The service's upload path; `/files` unless given. */
  path?: string
  signal?: AbortSignal
}

export interface FileUploadClient extends AxiosInstance {
  /** Posts one file as multipart/form-data; resolves to the service's response body. */
  uploadFile<T = unknown>(file: Blob, options?: UploadOptions): Promise<T>
}

export function createFileUploadClient(options: ServiceClientOptions): FileUploadClient {
  const client = createServiceClient(options)
  async function uploadFile<T = unknown>(file: Blob, upload: UploadOptions = {}): Promise<T> {
    const { onProgress, fileName, fieldName = 'file', path = '/files', signal } = upload
    const form = new FormData()
    form.append(fieldName, file, fileName)
    const response = await client.post<T>(path, form, {
      signal,
      onUploadProgress:
        onProgress &&
        ((event) =>
          onProgress({ loaded: event.loaded, total: event.total, fraction: event.progress })),
    })
    return response.data
  }
  return Object.assign(client, { uploadFile })
}
