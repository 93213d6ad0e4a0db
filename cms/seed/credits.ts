import type { ExportAssetSource } from '../lib/exportAssets'
import { packageManifest } from './packageManifest'
import { sourceOf, type Source } from './sources'

/** What an asset records about where it comes from (Sanity's `creditLine` and `source`). */
export interface AssetCredit {
  creditLine: string
  source?: ExportAssetSource
}

/** A dedication to the public domain names its authors but claims no copyright. */
const PUBLIC_DOMAIN = /^(public domain|cc0|unlicense)/i

/** `Fluent Emoji Flat © Microsoft, MIT`; `Natural Earth, public domain`. */
export function creditOf(source: Source): string {
  const isPublicDomain = PUBLIC_DOMAIN.test(source.licence)
  const work =
    source.name === source.author
      ? source.name
      : `${source.name} ${isPublicDomain ? 'by' : '©'} ${source.author}`
  return `${work}, ${source.licence}`
}

/**
 * The credit of an asset drawn from these sources (ids of cms/seed/sources.ts), or, drawn by our
 * own code from none, the line `ownWork` says. `source` is the first source, the item its
 * package at the version drawn from.
 */
export function assetCredit(sourceIds: readonly string[], ownWork: string): AssetCredit {
  const sources = [...new Set(sourceIds)].map(sourceOf)
  const [first] = sources
  if (!first) return { creditLine: ownWork }
  return {
    creditLine: sources.map(creditOf).join('; '),
    source: {
      name: first.id,
      id: `${first.packageName}@${packageManifest(first.packageName).version}`,
      url: first.url,
    },
  }
}

/** The credit line of a picture our own code drew for the company's site. */
export const drawnCredit = (company: string) => `Drawn for the ${company} website (own work)`

/** The credit line of a document our own code wrote for the company's site. */
export const madeCredit = (company: string) => `Made for the ${company} website (own work)`
