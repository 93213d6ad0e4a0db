import { defineArrayMember, defineField, defineType } from 'sanity'
import { choiceField, emailField, localeStringField, orderField, phoneField } from '../fields'

/** The desks a named contact answers for: the press room shows one, the investor overview the other. */
export const CONTACT_DESKS = ['media', 'investor'] as const

/** The languages a contact answers in, as the site names its own. */
export const CONTACT_LANGUAGES = ['th', 'en'] as const

/**
 * A person journalists or investors may write to or call by name (media relations, investor
 * relations). No page of its own and nothing for search engines, so no SEO tab.
 */
export const contactPerson = defineType({
  name: 'contactPerson',
  title: 'Contact person',
  type: 'document',
  fields: [
    localeStringField('name'),
    localeStringField('role', { description: 'The job title, as the person signs.' }),
    defineField({
      ...choiceField('desk', CONTACT_DESKS),
      description:
        'Media relations are shown in the press room; investor relations also on the investor overview.',
      options: {
        list: [
          { title: 'Media relations', value: 'media' },
          { title: 'Investor relations', value: 'investor' },
        ],
        layout: 'radio',
      },
    }),
    emailField(),
    phoneField(),
    defineField({
      name: 'languages',
      title: 'Answers in',
      type: 'array',
      of: [defineArrayMember({ type: 'string' })],
      options: {
        list: [
          { title: 'ไทย (Thai)', value: 'th' },
          { title: 'English', value: 'en' },
        ],
      },
      validation: (rule) =>
        rule
          .required()
          .min(1)
          .unique()
          .custom((values) =>
            (values ?? []).every((value) => CONTACT_LANGUAGES.some((lang) => lang === value))
              ? true
              : 'Choose Thai or English',
          ),
    }),
    orderField(),
  ],
  orderings: [{ title: 'Order', name: 'order', by: [{ field: 'order', direction: 'asc' }] }],
  preview: { select: { title: 'name.en', subtitle: 'role.en' } },
})
