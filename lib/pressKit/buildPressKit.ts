import type { PressKitQueryResult } from '@/cms/sanity.types'
import { slugify } from '@/cms/lib/slugify'
import { formatDate, formatFileSize } from '@/lib/i18n/format'
import { STATIC_ROUTES } from '@/lib/routes'
import type { Lang } from '@/lib/i18n/lang'
import type { ReadAsset } from './assetBytes'
import { companyLogoSvg } from './companyLogo'
import { renderFactSheet } from './factSheet'
import { renderLogoPngs, svgSize, type LogoBackground } from './logoPng'
import { contentDate, type PressKitContent } from './pressKitContent'
import { pressKitText, type PressKitText } from './pressKitText'
import {
  PRESS_KIT_SECTIONS,
  type PressKit,
  type PressKitFile,
  type PressKitSectionKey,
} from './types'
import { zipArchive } from './zipArchive'

type Asset = NonNullable<NonNullable<PressKitQueryResult['executives'][number]>['photo']>
type Source = NonNullable<PressKitQueryResult['sources']>[number]

/** The ZIP's name in a language's kit and in its address. */
export const zipName = (lang: Lang) => `press-kit-${lang}.zip`
const CREDITS_NAME = 'CREDITS.txt'

const FORMATS: Record<string, { format: string; extension: string }> = {
  'image/svg+xml': { format: 'SVG', extension: 'svg' },
  'image/png': { format: 'PNG', extension: 'png' },
  'image/jpeg': { format: 'JPEG', extension: 'jpg' },
  'image/webp': { format: 'WEBP', extension: 'webp' },
  'application/pdf': { format: 'PDF', extension: 'pdf' },
}

/** A kit's file before it has an address: its bytes and what the press room says of it. */
interface Made {
  section: PressKitSectionKey
  name: string
  title: string
  mimeType: string
  width: number | null
  height: number | null
  credit: string
  licence: string
  licenceUrl: string | null
  bytes: Buffer
}

/** A built kit: what the press room lists, and every file's bytes by name (the ZIP's too). */
export interface BuiltPressKit {
  kit: PressKit
  files: Map<string, Buffer>
}

/** The address of one file of a language's kit (pages/api/press-kit/[name].ts). */
export function pressKitHref(name: string, lang: Lang): string {
  return `${STATIC_ROUTES.pressKit}/${encodeURIComponent(name)}?lang=${lang}`
}

const fileSlug = (value: string | null, fallback: string) => slugify(value ?? '') || fallback

function formatOf(mimeType: string) {
  const known = FORMATS[mimeType]
  if (!known) throw new Error(`The press kit has no format for ${mimeType}`)
  return known
}

interface Licensing {
  credit: string
  licence: string
  licenceUrl: string | null
}

/**
 * A picture's credit and licence: a picture drawn from openly licensed works carries the credit
 * its asset records and the licence the credits page names for its source; one of our own, the
 * company's credit and editorial-use terms.
 */
function licensingOf(
  asset: Asset,
  sources: readonly Source[],
  t: PressKitText,
  company: string,
): Licensing {
  const source = asset.sourceId
    ? sources.find((each) => each.sourceId === asset.sourceId)
    : undefined
  if (!source) {
    return {
      credit: t('ownWork.credit', { company }),
      licence: t('ownWork.licence', { company }),
      licenceUrl: null,
    }
  }
  return {
    credit: asset.creditLine ?? `${source.name} © ${source.author}`,
    licence: source.licenceName ?? source.licence,
    licenceUrl: source.licenceUrl,
  }
}

async function logoFiles(
  svg: Buffer,
  base: string,
  label: (key: 'svg' | LogoBackground) => string,
  licensing: Licensing,
): Promise<Made[]> {
  const size = await svgSize(svg)
  const vector: Made = {
    section: 'logos',
    name: `${base}.svg`,
    title: label('svg'),
    mimeType: 'image/svg+xml',
    ...size,
    ...licensing,
    bytes: svg,
  }
  const pngs = (await renderLogoPngs(svg)).map((png): Made => ({
    section: 'logos',
    name: `${base}-${png.background}.png`,
    title: label(png.background),
    mimeType: 'image/png',
    width: png.width,
    height: png.height,
    ...licensing,
    bytes: png.bytes,
  }))
  return [vector, ...pngs]
}

/** A picture at its original resolution, as its asset holds it. */
async function pictureFile(
  section: PressKitSectionKey,
  base: string,
  title: string,
  asset: Asset,
  licensing: Licensing,
  readAsset: ReadAsset,
): Promise<Made> {
  const mimeType = asset.mimeType ?? ''
  return {
    section,
    name: `${base}.${formatOf(mimeType).extension}`,
    title,
    mimeType,
    width: asset.width,
    height: asset.height,
    ...licensing,
    bytes: await readAsset(asset.url ?? ''),
  }
}

/** The credits file of the ZIP: every file with its credit and licence, in the kit's language. */
function creditsText(
  made: readonly Made[],
  t: PressKitText,
  company: string,
  date: string,
): string {
  const lines = [
    t('zip.readmeTitle', { company }),
    '',
    t('zip.readmeIntro', { site: company, date }),
    '',
    ...made.map((file) =>
      t('zip.readmeFile', {
        file: zipPath(file),
        title: file.title,
        credit: file.credit,
        licence: file.licenceUrl ? `${file.licence} (${file.licenceUrl})` : file.licence,
      }),
    ),
  ]
  // CRLF and a byte-order mark: Notepad and TextEdit both open Thai text as UTF-8.
  return `\ufeff${lines.join('\r\n')}\r\n`
}

const zipPath = (file: Made) => `${file.section}/${file.name}`

/**
 * One language's press kit from its content: the company's mark and each brand's (SVG and
 * 2000 px PNGs on light and dark), the fact sheet, the executives' portraits and the products'
 * main pictures at their original size, and all of it in one ZIP with a credits file. The same
 * content gives the same bytes.
 */
export async function buildPressKit(
  content: PressKitContent,
  revision: string,
  readAsset: ReadAsset,
): Promise<BuiltPressKit> {
  const { lang, kit } = content
  const t = pressKitText(lang)
  const company = kit.company
  const companyName = company?.name ?? ''
  const sources = kit.sources ?? []
  const asOf = contentDate(content)
  const mark: Licensing = {
    credit: t('mark.credit', { company: companyName }),
    licence: t('mark.licence', { company: companyName }),
    licenceUrl: null,
  }

  const companyLogos = await logoFiles(
    Buffer.from(companyLogoSvg(), 'utf8'),
    'company-logo',
    (key) =>
      key === 'svg'
        ? t('files.companyLogoSvg', { company: companyName })
        : t('files.companyLogoPng', { company: companyName, background: t(`backgrounds.${key}`) }),
    mark,
  )
  const brandLogos = await Promise.all(
    kit.brands.map(async (brand) => {
      const base = `brand-${fileSlug(brand.slug, brand._id)}-logo`
      const name = brand.name ?? ''
      if (brand.vector?.url) {
        return logoFiles(
          await readAsset(brand.vector.url),
          base,
          (key) =>
            key === 'svg'
              ? t('files.brandLogoSvg', { brand: name })
              : t('files.brandLogoPng', { brand: name, background: t(`backgrounds.${key}`) }),
          mark,
        )
      }
      // No vector uploaded: the logo picture as it is, rather than no logo.
      if (!brand.logo?.url) return []
      const title = t('files.brandLogoPicture', { brand: name })
      return [await pictureFile('logos', base, title, brand.logo, mark, readAsset)]
    }),
  )
  // No site settings, no company to write a sheet about.
  const factSheet: Made[] = company
    ? [
        {
          section: 'factSheet',
          name: `fact-sheet-${lang}.pdf`,
          title: t('files.factSheet', { company: companyName }),
          mimeType: 'application/pdf',
          width: null,
          height: null,
          credit: t('ownWork.credit', { company: companyName }),
          licence: t('ownWork.licence', { company: companyName }),
          licenceUrl: null,
          bytes: await renderFactSheet({ ...content, company, asOf }, lang),
        },
      ]
    : []
  const portraits = await Promise.all(
    kit.executives.flatMap((person) =>
      person.photo?.url
        ? [
            pictureFile(
              'executives',
              `executive-${fileSlug(person.slug, person._id)}`,
              t('files.portrait', { name: person.name ?? '', position: person.position ?? '' }),
              person.photo,
              licensingOf(person.photo, sources, t, companyName),
              readAsset,
            ),
          ]
        : [],
    ),
  )
  const products = await Promise.all(
    kit.products.flatMap((product) =>
      product.photo?.url
        ? [
            pictureFile(
              'products',
              `product-${fileSlug(product.slug, product._id)}`,
              t('files.product', { product: product.name ?? '' }),
              product.photo,
              licensingOf(product.photo, sources, t, companyName),
              readAsset,
            ),
          ]
        : [],
    ),
  )

  const made = [...companyLogos, ...brandLogos.flat(), ...factSheet, ...portraits, ...products]
  const credits = creditsText(made, t, companyName, formatDate(asOf, lang, 'long'))
  const zip = await zipArchive(
    [
      ...made.map((file) => ({ path: zipPath(file), bytes: file.bytes })),
      { path: CREDITS_NAME, bytes: Buffer.from(credits, 'utf8') },
    ],
    new Date(`${asOf}T00:00:00Z`),
  )

  const files = new Map(made.map((file) => [file.name, file.bytes]))
  files.set(zipName(lang), zip)
  const described = (file: Made): PressKitFile => ({
    name: file.name,
    title: file.title,
    format: formatOf(file.mimeType).format,
    mimeType: file.mimeType,
    width: file.width,
    height: file.height,
    bytes: file.bytes.length,
    sizeLabel: formatFileSize(file.bytes.length, lang),
    credit: file.credit,
    licence: file.licence,
    licenceUrl: file.licenceUrl,
    href: pressKitHref(file.name, lang),
  })
  return {
    kit: {
      lang,
      revision,
      company: companyName,
      downloadPrefix: company?.stockSymbol ? `${slugify(company.stockSymbol)}-` : '',
      sections: PRESS_KIT_SECTIONS.map((key) => ({
        key,
        files: made.filter((file) => file.section === key).map(described),
      })).filter((section) => section.files.length > 0),
      zip: {
        name: t('zip.name', { company: companyName }),
        href: pressKitHref(zipName(lang), lang),
        bytes: zip.length,
        sizeLabel: formatFileSize(zip.length, lang),
      },
    },
    files,
  }
}
