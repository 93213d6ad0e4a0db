import { defineField, defineType, type ValidationContext } from 'sanity'
import { DOCUMENT_PAGES } from '../../lib/documentPath'
import {
  liveAddresses,
  redirectProblems,
  type AddressedDocument,
  type RedirectDocument,
  type RedirectProblems,
} from '../../lib/redirects'
import { redirectValidationQuery } from '../../queries/redirects'

interface ValidationView {
  redirects: RedirectDocument[]
  pages: AddressedDocument[]
}

/**
 * What is wrong with the open redirect, read against the published redirects and pages
 * (cms/lib/redirects.ts has the rules; the site's server applies the same ones).
 */
export async function problemsOf(context: ValidationContext): Promise<RedirectProblems> {
  const doc = (context.document ?? {}) as RedirectDocument & { _id?: string }
  const id = (doc._id ?? '').replace(/^drafts\./, '')
  const view = await context
    .getClient({ apiVersion: '2025-01-01' })
    .fetch<ValidationView>(redirectValidationQuery, {
      id,
      draft: `drafts.${id}`,
      types: Object.keys(DOCUMENT_PAGES),
    })
  return redirectProblems(doc, view.redirects ?? [], liveAddresses(view.pages ?? []))
}

/** A field's rule: the message of its problem, if any. */
export function redirectField(field: keyof RedirectProblems) {
  return async (_value: unknown, context: ValidationContext) =>
    (await problemsOf(context))[field] ?? true
}

/**
 * An address the site sends somewhere else. The site makes one by itself when a page's slug or
 * path changes (those are not documents: docs/editing.md); editors add these for anything else:
 * an old campaign address, a page that moved off the site.
 */
export const redirect = defineType({
  name: 'redirect',
  title: 'Redirect',
  type: 'document',
  fields: [
    defineField({
      name: 'from',
      title: 'Old address',
      description:
        'The address on this site to send elsewhere, for example /products/old-name (both languages) or /en/products/old-name (English only).',
      type: 'string',
      validation: (rule) => rule.required().custom(redirectField('from')),
    }),
    defineField({
      name: 'to',
      title: 'New address',
      description:
        'Where it goes: an address on this site (/products/new-name, or with /th or /en) or an https:// address elsewhere.',
      type: 'string',
      validation: (rule) => rule.required().custom(redirectField('to')),
    }),
    defineField({
      name: 'kind',
      title: 'Kind',
      type: 'string',
      initialValue: 'permanent',
      options: {
        layout: 'radio',
        list: [
          { title: 'Permanent (308): the old address is gone for good', value: 'permanent' },
          { title: 'Temporary (307): the old address comes back later', value: 'temporary' },
        ],
      },
      validation: (rule) => rule.required(),
    }),
  ],
  preview: {
    select: { from: 'from', to: 'to', kind: 'kind' },
    prepare: ({ from, to, kind }: { from?: string; to?: string; kind?: string }) => ({
      title: `${from ?? '…'} → ${to ?? '…'}`,
      subtitle: kind === 'temporary' ? 'Temporary (307)' : 'Permanent (308)',
    }),
  },
})
