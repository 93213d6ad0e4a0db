import { readFileSync, utimesSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { APIRequestContext } from '@playwright/test'
import { SIGNATURE_HEADER_NAME, encodeSignatureHeader } from '@sanity/webhook'
import { DATASET_MANIFEST_FILE, toDatasetManifest } from '@/cms/lib/datasetManifest'

/** A document of the dataset: fields are whatever the schema says. */
export type DatasetDocument = { _id: string; _type: string } & Record<string, unknown>

/**
 * The copy of the bundled dataset the test server reads (see playwright.config.ts), or the copy
 * in `dir` (a cluster of its own, e2e/cluster.spec.ts).
 */
export function datasetFile(dir = process.env.E2E_DATASET_DIR): string {
  if (!dir)
    throw new Error('E2E_DATASET_DIR is not set: run the tests through playwright.config.ts')
  return path.join(dir, 'production.ndjson')
}

export function readDataset(dir?: string): DatasetDocument[] {
  return readFileSync(datasetFile(dir), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as DatasetDocument)
}

/**
 * Replaces the copy's documents, as an editor's publish would change the Content Lake: a whole
 * export, the manifest (count and checksum) first, then the file it describes.
 */
export function writeDataset(documents: DatasetDocument[], dir?: string): void {
  const text = `${documents.map((doc) => JSON.stringify(doc)).join('\n')}\n`
  writeFileSync(
    path.join(path.dirname(datasetFile(dir)), DATASET_MANIFEST_FILE),
    toDatasetManifest(text),
  )
  writeDatasetText(text, dir)
}

/** Replaces the copy's file with any text, a broken one included; its manifest stays. */
export function writeDatasetText(text: string, dir?: string): void {
  const file = datasetFile(dir)
  writeFileSync(file, text)
  // The server reloads the dataset when its modification time changes: make sure it does.
  const later = new Date(Date.now() + 1000)
  utimesSync(file, later, later)
}

export function findDocument(id: string, dir?: string): DatasetDocument {
  const doc = readDataset(dir).find((candidate) => candidate._id === id)
  if (!doc) throw new Error(`The dataset has no ${id}`)
  return doc
}

// The embedded default of lib/env.ts (no Sanity project configured).
export const WEBHOOK_SECRET = 'embedded-webhook-secret'
export const PREVIEW_SECRET = 'embedded-preview-secret'

/** The webhook handled the call: 200 every page refreshed, 207 some could not be. */
export const HANDLED = [200, 207]

let lastSignedAt = 0

/**
 * Calls /api/revalidate as Sanity's webhook does: the projection, signed with the secret now.
 * Each call gets its own time, so two calls with the same body are two signatures, not a replay.
 */
export async function postWebhook(
  request: APIRequestContext,
  projection: object,
  secret = WEBHOOK_SECRET,
) {
  lastSignedAt = Math.max(Date.now(), lastSignedAt + 1)
  return postSigned(request, JSON.stringify(projection), lastSignedAt, secret)
}

/** Posts `body` signed as at `signedAt` (ms): a replay or a recording is this. */
export async function postSigned(
  request: APIRequestContext,
  body: string,
  signedAt: number,
  secret = WEBHOOK_SECRET,
) {
  const signature = await encodeSignatureHeader(body, signedAt, secret)
  return request.post('/api/revalidate', {
    data: body,
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER_NAME]: signature },
  })
}
