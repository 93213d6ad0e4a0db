import { defineField, defineType } from 'sanity'
import { localeStringField } from '../fields'

const requiredUrl = (name: string, title: string, description: string) =>
  defineField({
    name,
    title,
    description,
    type: 'url',
    validation: (rule) => rule.required().uri({ scheme: ['https', 'http'] }),
  })

const requiredString = (name: string, title: string, description: string) =>
  defineField({ name, title, description, type: 'string', validation: (rule) => rule.required() })

/**
 * One work the site's pictures, documents or type come from, as the credits page lists it:
 * who made it, what the site uses it for, and the licence it is used under.
 */
export const creditSource = defineType({
  name: 'creditSource',
  title: 'Source',
  type: 'object',
  fields: [
    defineField({
      name: 'sourceId',
      title: 'Source id',
      description:
        "The name the pictures drawn from it carry as their asset's source (fluent-emoji-flat): it ties each picture's credit line to this entry.",
      type: 'string',
      validation: (rule) =>
        rule.required().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { name: 'lower-case id' }),
    }),
    requiredString('name', 'Name', 'The work’s name as its authors give it.'),
    requiredString('author', 'Authors', 'Who made it, as the licence asks them to be named.'),
    requiredUrl('url', 'Link to the work', 'Where a reader finds the work.'),
    localeStringField('usedFor', { title: 'What the site uses it for' }),
    requiredString(
      'licence',
      'Licence',
      'As its authors name it (MIT, CC BY 4.0, public domain, SIL Open Font License 1.1).',
    ),
    localeStringField('licenceName', {
      title: 'Licence, as the page names it',
      description: 'The licence in each language’s words (สาธารณสมบัติ / Public domain).',
    }),
    requiredUrl('licenceUrl', 'Link to the licence', 'The licence’s text.'),
  ],
  preview: { select: { title: 'name', subtitle: 'licence' } },
})
