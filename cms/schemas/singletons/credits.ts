import { defineArrayMember, defineField } from 'sanity'
import { defineContentDocument, localeStringField, localeTextField } from '../fields'

/**
 * The credits page (/credits): every openly licensed work the site's pictures, documents and
 * type come from, with its licence. One document; the dataset generator writes its list from
 * cms/seed/sources.ts, and each picture's asset names its source and credit line.
 */
export const credits = defineContentDocument({
  name: 'credits',
  title: 'Image credits and sources',
  fields: [
    localeStringField('title'),
    localeTextField('intro'),
    defineField({
      name: 'sources',
      title: 'Sources',
      description:
        'Every work the site draws from, each once. A picture uploaded from a new source needs its entry here.',
      type: 'array',
      of: [defineArrayMember({ type: 'creditSource' })],
      validation: (rule) =>
        rule
          .required()
          .min(1)
          .custom((sources: { sourceId?: string }[] | undefined) => {
            const ids = (sources ?? []).map((source) => source.sourceId)
            const repeated = ids.find((id, index) => id && ids.indexOf(id) !== index)
            return repeated ? `"${repeated}" is listed twice` : true
          }),
    }),
  ],
  preview: { prepare: () => ({ title: 'Image credits and sources' }) },
})
