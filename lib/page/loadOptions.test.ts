/**
 * @jest-environment node
 */
import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { getSiteLayout } from './getSiteLayout'

// The bundled dataset plus a draft of the settings, read through the site's own source (the
// environment is read on first use, after this).
const dir = mkdtempSync(path.join(tmpdir(), 'preview-dataset-'))
copyFileSync(
  path.join(process.cwd(), 'cms', 'dataset', 'production.ndjson'),
  path.join(dir, 'production.ndjson'),
)
const published = readFileSync(path.join(dir, 'production.ndjson'), 'utf8')
  .split('\n')
  .map((line) => (line.trim() ? JSON.parse(line) : null))
  .find((doc) => doc?._id === 'siteSettings')
writeFileSync(
  path.join(dir, 'production.ndjson'),
  `${readFileSync(path.join(dir, 'production.ndjson'), 'utf8').trimEnd()}\n${JSON.stringify({
    ...published,
    _id: 'drafts.siteSettings',
    tagline: { _type: 'localeString', th: 'สโลแกนฉบับร่าง', en: 'A draft tagline' },
  })}\n`,
)
process.env.CONTENT_DATASET_DIR = dir

describe('loaders in preview', () => {
  it('read published content by default', async () => {
    const layout = await getSiteLayout('en')
    expect(layout.settings.tagline).toBe(published.tagline.en)
    expect(layout.isPreview).toBe(false)
  })

  it('read drafts with { preview: true }, and say so', async () => {
    const layout = await getSiteLayout('th', { preview: true })
    expect(layout.settings.tagline).toBe('สโลแกนฉบับร่าง')
    expect(layout.isPreview).toBe(true)
    await expect(getSiteLayout('en', { preview: false })).resolves.toMatchObject({
      settings: { tagline: published.tagline.en },
      isPreview: false,
    })
  })
})
