/**
 * The one table of service addresses (spec point 7: "API base address depends on the
 * environment, chosen by host name"). An explicit configuration (CORE_API_URL,
 * FILE_UPLOAD_API_URL, GENERAL_MASTER_API_URL in lib/env.ts) always wins over the table.
 */

import type { CoreServiceConfig } from '@/lib/env'

export type ServiceEnvironment = 'local' | 'development' | 'staging' | 'production'

export interface ServiceAddresses {
  core: string
  fileUpload: string
  generalMaster: string
}

export const SERVICE_ADDRESSES: Readonly<Record<ServiceEnvironment, ServiceAddresses>> = {
  // The embedded core service's conventional local address (`npm start` normally sets
  // CORE_API_URL to the port it actually started on).
  local: {
    core: 'http://127.0.0.1:4010',
    fileUpload: 'http://127.0.0.1:4010/file-upload',
    generalMaster: 'http://127.0.0.1:4010/general-master',
  },
  development: {
    core: 'https://core-api.dev.siamharvest.co.th',
    fileUpload: 'https://upload-api.dev.siamharvest.co.th',
    generalMaster: 'https://master-api.dev.siamharvest.co.th',
  },
  staging: {
    core: 'https://core-api.staging.siamharvest.co.th',
    fileUpload: 'https://upload-api.staging.siamharvest.co.th',
    generalMaster: 'https://master-api.staging.siamharvest.co.th',
  },
  production: {
    core: 'https://core-api.siamharvest.co.th',
    fileUpload: 'https://upload-api.siamharvest.co.th',
    generalMaster: 'https://master-api.siamharvest.co.th',
  },
}

const LOCAL_SUFFIXES = ['.localhost', '.local', '.test']

function isLoopbackIPv4(host: string): boolean {
  const parts = host.split('.')
  return (
    parts.length === 4 &&
    parts[0] === '127' &&
    parts.every((part) => /^\d{1,3}$/.test(part) && Number(part) <= 255)
  )
}

/** `dev`, `dev-web` or `web-dev` for the marker `dev`. */
function isMarkedLabel(label: string, markers: readonly string[]): boolean {
  return markers.some(
    (marker) => label === marker || label.startsWith(`${marker}-`) || label.endsWith(`-${marker}`),
  )
}

/** The environment a host name belongs to; anything unrecognised is production. */
export function environmentForHost(hostname: string): ServiceEnvironment {
  // `URL.hostname` writes IPv6 in brackets and may keep a trailing root dot.
  const host = hostname
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/\.$/, '')
  if (
    host === 'localhost' ||
    host === '::1' ||
    isLoopbackIPv4(host) ||
    LOCAL_SUFFIXES.some((suffix) => host.endsWith(suffix))
  ) {
    return 'local'
  }
  const firstLabel = host.split('.')[0] ?? ''
  if (isMarkedLabel(firstLabel, ['dev'])) return 'development'
  if (isMarkedLabel(firstLabel, ['staging', 'stg', 'uat'])) return 'staging'
  return 'production'
}

/**
 * The addresses of the three services for this deployment. The environment comes from the
 * host name of the site's configured origin (SITE_URL), never from a request's Host header:
 * the Host header is whatever the client sends, and a forged one must not be able to point
 * the server's calls — bearer tokens included — at another environment's services.
 */
export function serviceAddresses(siteUrl: string, coreConfig: CoreServiceConfig): ServiceAddresses {
  const table = SERVICE_ADDRESSES[environmentForHost(new URL(siteUrl).hostname)]
  return {
    core: coreConfig.baseUrl ?? table.core,
    fileUpload: coreConfig.fileUploadUrl ?? table.fileUpload,
    generalMaster: coreConfig.generalMasterUrl ?? table.generalMaster,
  }
}
