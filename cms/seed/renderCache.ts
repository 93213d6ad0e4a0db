import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  writeFileSync,
} from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { sha1 } from './hash'
import type { Drawing } from './imageSpec'
import { renderImage, type RenderedImage } from './images'
import { packageManifest } from './packageManifest'
import { SOURCES } from './sources'

/** The modules whose code decides an image's pixels: any change to them invalidates the cache. */
const RENDERER_SOURCES = [
  'images.ts',
  'motifs.ts',
  'tones.ts',
  'patterns.ts',
  'portrait.ts',
  'marks.ts',
  'flags.ts',
  'notoFontFiles.ts',
  'seeded.ts',
  'sources.ts',
]

/** The picture kinds' folder: every file in it decides pixels too. */
const PICTURES_DIR = 'pictures'

export type RenderImage = (
  drawing: Drawing,
  width: number,
  height: number,
) => Promise<RenderedImage>

/** The version of each package the sources list draws from (an update redraws its pictures). */
function sourcePackageVersions(): Record<string, string> {
  const versions: Record<string, string> = {}
  for (const { packageName } of SOURCES)
    versions[packageName] = packageManifest(packageName).version
  return versions
}

/**
 * The renderer's fingerprint: its source files, the picture kinds, the packages they draw from
 * and the libvips/sharp it runs on.
 */
function rendererVersion(): string | undefined {
  const files = RENDERER_SOURCES.map((name) => path.join(__dirname, name))
  if (!files.every((file) => existsSync(file))) return undefined
  const picturesDir = path.join(__dirname, PICTURES_DIR)
  const pictureFiles = existsSync(picturesDir)
    ? readdirSync(picturesDir, { recursive: true, encoding: 'utf8' })
        .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
        .sort()
        .map((name) => path.join(picturesDir, name))
    : []
  const sources = [...files, ...pictureFiles].map((file) => readFileSync(file, 'utf8'))
  return sha1(JSON.stringify([sources, sourcePackageVersions(), sharp.versions]))
}

/**
 * `renderImage` with the results kept in a folder between builds. Drawing every image takes a
 * while; a rebuild after a text edit then only draws what changed. The key is the drawing (motif,
 * tone, seed, flag), the size and the renderer's fingerprint, so a hit gives the very bytes a fresh
 * render would. Without a fingerprint (sources not found) it renders every time.
 */
export function cachedRenderer(cacheDir: string): RenderImage {
  const version = rendererVersion()
  if (!version) return renderImage
  mkdirSync(cacheDir, { recursive: true })

  return async (drawing, width, height) => {
    const key = sha1(JSON.stringify([version, drawing, width, height]))
    const imageFile = path.join(cacheDir, `${key}.webp`)
    const lqipFile = path.join(cacheDir, `${key}.lqip`)
    if (existsSync(imageFile) && existsSync(lqipFile)) {
      const buffer = readFileSync(imageFile)
      return { buffer, width, height, sha1: sha1(buffer), lqip: readFileSync(lqipFile, 'utf8') }
    }
    const image = await renderImage(drawing, width, height)
    // The LQIP first and the image last, each through a rename: a hit needs both, whole.
    for (const [file, content] of [
      [lqipFile, image.lqip],
      [imageFile, image.buffer],
    ] as const) {
      const temporary = `${file}.${process.pid}.tmp`
      writeFileSync(temporary, content)
      renameSync(temporary, file)
    }
    return image
  }
}

/** `node_modules/.cache/cms-seed` of the project, where tools keep caches that are not committed. */
export function defaultCacheDir(): string | undefined {
  for (let dir = __dirname; dir !== path.dirname(dir); dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'node_modules'))) {
      return path.join(dir, 'node_modules', '.cache', 'cms-seed')
    }
  }
  return undefined
}
