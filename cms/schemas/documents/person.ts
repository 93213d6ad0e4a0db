import { defineArrayMember, defineField, type ValidationContext } from 'sanity'
import {
  defineContentDocument,
  imageField,
  localeStringField,
  localeTextField,
  orderField,
  slugField,
} from '../fields'
import {
  BOARD_COMMITTEES,
  COMMITTEE_ROLES,
  DIRECTOR_COURSES,
  DIRECTOR_COURSE_IDS,
  BOARD_COMMITTEE_IDS,
} from '../officerFacts'
import { requireBothLanguages } from '../rules'

export const PERSON_ROLES = ['board', 'executive', 'expert'] as const

const officerGroup = { name: 'officer', title: 'One Report profile' }

const rolesOf = (document: unknown) =>
  ((document as { roles?: string[] } | undefined)?.roles ?? []) as string[]
const isOfficer = (document: unknown) =>
  rolesOf(document).some((role) => role === 'board' || role === 'executive')
const isDirector = (document: unknown) => rolesOf(document).includes('board')

/** A fact the One Report prints for every director and executive (not for business experts). */
const requiredForOfficers = (value: unknown, context: ValidationContext) =>
  value === undefined && isOfficer(context.document)
    ? 'Required for a director or an executive (the One Report prints it)'
    : true

/** A position held outside the company: what and where. */
const outsidePosition = defineArrayMember({
  type: 'object',
  name: 'outsidePosition',
  fields: [
    defineField({ name: 'position', type: 'localeString', validation: requireBothLanguages }),
    defineField({ name: 'company', type: 'localeString', validation: requireBothLanguages }),
  ],
  preview: { select: { title: 'position.en', subtitle: 'company.en' } },
})

const outsidePositionsField = (name: string, title: string, description: string) =>
  defineField({
    name,
    title,
    description: `${description} Leave empty for none.`,
    type: 'array',
    group: officerGroup.name,
    of: [outsidePosition],
    validation: (rule) => rule.custom(requiredForOfficers),
  })

/**
 * Board members, executives and business experts. Directors and executives also carry the profile
 * a One Report prints (age, education, director training, shareholding, other positions, first
 * appointment, committees, family relationship); experts need only a name, position and profile.
 */
export const person = defineContentDocument({
  name: 'person',
  title: 'Person',
  groups: [officerGroup],
  fields: [
    localeStringField('name'),
    slugField(),
    defineField({
      name: 'roles',
      type: 'array',
      of: [defineArrayMember({ type: 'string' })],
      options: { list: [...PERSON_ROLES] },
      validation: (rule) => rule.required().min(1).unique(),
    }),
    localeStringField('position'),
    orderField(),
    imageField('photo', 'portrait', {
      title: 'Photo',
      // See docs/decisions.md: a text-first card unless the company has a real photograph.
    }),
    localeTextField('profile'),
    defineField({
      name: 'appointedOn',
      title: 'Appointed to the present position on',
      type: 'date',
      validation: (rule) => rule.min('1950-01-01'),
    }),
    defineField({
      name: 'firstAppointedOn',
      title: 'First appointed on',
      description: 'As a director (for board members), otherwise as an executive.',
      type: 'date',
      group: officerGroup.name,
      validation: (rule) =>
        rule.custom(requiredForOfficers).custom((value, context) => {
          const current = (context.document as { appointedOn?: string } | undefined)?.appointedOn
          return typeof value === 'string' && current !== undefined && value > current
            ? 'Cannot be later than the appointment to the present position'
            : true
        }),
    }),
    defineField({
      name: 'birthDate',
      title: 'Date of birth',
      description:
        'Only the age it gives is published (the site on the day it renders, a report on its own date).',
      type: 'date',
      group: officerGroup.name,
      validation: (rule) => rule.custom(requiredForOfficers).min('1930-01-01'),
    }),
    defineField({
      name: 'education',
      type: 'array',
      group: officerGroup.name,
      of: [
        defineArrayMember({
          type: 'object',
          name: 'degree',
          fields: [
            defineField({ name: 'degree', type: 'localeString', validation: requireBothLanguages }),
            defineField({
              name: 'institution',
              type: 'localeString',
              validation: requireBothLanguages,
            }),
          ],
          preview: { select: { title: 'degree.en', subtitle: 'institution.en' } },
        }),
      ],
      validation: (rule) =>
        rule.custom((value: unknown[] | undefined, context) =>
          isOfficer(context.document) && (value ?? []).length === 0
            ? 'A director or an executive lists at least one degree'
            : true,
        ),
    }),
    defineField({
      name: 'directorTraining',
      title: 'Director training (Thai IOD)',
      type: 'array',
      group: officerGroup.name,
      of: [
        defineArrayMember({
          type: 'object',
          name: 'directorCourse',
          fields: [
            defineField({
              name: 'course',
              type: 'string',
              options: {
                list: DIRECTOR_COURSE_IDS.map((id) => ({
                  value: id,
                  title: `${DIRECTOR_COURSES[id]} (${id})`,
                })),
              },
              validation: (rule) => rule.required(),
            }),
            defineField({
              name: 'year',
              type: 'number',
              validation: (rule) => rule.required().integer().min(1999).max(2100),
            }),
          ],
          preview: { select: { title: 'course', subtitle: 'year' } },
        }),
      ],
      validation: (rule) =>
        rule.custom((value: unknown[] | undefined, context) =>
          isDirector(context.document) && (value ?? []).length === 0
            ? 'A director has attended at least one IOD course (DAP or DCP)'
            : true,
        ),
    }),
    defineField({
      name: 'shareholding',
      title: 'Shareholding in the company',
      description: 'Including the spouse and minor children.',
      type: 'object',
      group: officerGroup.name,
      fields: [
        defineField({
          name: 'shares',
          type: 'number',
          validation: (rule) => rule.required().integer().min(0),
        }),
        defineField({
          name: 'percentage',
          title: 'Percentage of paid-up shares',
          type: 'number',
          validation: (rule) => rule.required().min(0).max(100).precision(4),
        }),
        defineField({
          name: 'asOf',
          title: 'As of',
          type: 'date',
          validation: (rule) => rule.required(),
        }),
      ],
      validation: (rule) => rule.custom(requiredForOfficers),
    }),
    outsidePositionsField(
      'listedCompanyPositions',
      'Positions in other listed companies',
      'Companies listed on the Stock Exchange of Thailand or abroad.',
    ),
    outsidePositionsField(
      'otherPositions',
      'Positions in non-listed companies and organisations',
      'Subsidiaries, private companies and other organisations.',
    ),
    defineField({
      name: 'committees',
      title: 'Board committees',
      description: 'Leave empty for none.',
      type: 'array',
      group: officerGroup.name,
      of: [
        defineArrayMember({
          type: 'object',
          name: 'committeeSeat',
          fields: [
            defineField({
              name: 'committee',
              type: 'string',
              options: {
                list: BOARD_COMMITTEE_IDS.map((id) => ({
                  value: id,
                  title: BOARD_COMMITTEES[id].en,
                })),
              },
              validation: (rule) => rule.required(),
            }),
            defineField({
              name: 'role',
              type: 'string',
              options: { list: [...COMMITTEE_ROLES], layout: 'radio' },
              validation: (rule) => rule.required(),
            }),
          ],
          preview: { select: { title: 'committee', subtitle: 'role' } },
        }),
      ],
      validation: (rule) => rule.custom(requiredForOfficers),
    }),
    defineField({
      name: 'familyRelationship',
      title: 'Family relationship with other directors and executives',
      description: 'As the One Report writes it: "None" when there is none.',
      type: 'localeString',
      group: officerGroup.name,
      validation: (rule) =>
        rule.custom((value: { th?: string; en?: string } | undefined, context) => {
          if (!isOfficer(context.document)) return true
          if (!value?.th?.trim()) return 'Thai is required for a director or an executive'
          if (!value?.en?.trim()) return 'English is required for a director or an executive'
          return true
        }),
    }),
  ],
  orderings: [{ title: 'Order', name: 'order', by: [{ field: 'order', direction: 'asc' }] }],
  preview: { select: { title: 'name.en', subtitle: 'position.en', media: 'photo' } },
})
