import { defineArrayMember, defineField } from 'sanity'
import {
  defineContentDocument,
  emailField,
  imageField,
  localeStringField,
  localeTextField,
  phoneField,
} from '../fields'
import { DEFAULT_QUIET_PERIOD_DAYS, MAX_QUIET_PERIOD_DAYS } from '../../lib/quietPeriodDays'

/** Site-wide settings: the company's name, description, contact and offices. One document. */
export const siteSettings = defineContentDocument({
  name: 'siteSettings',
  title: 'Site settings',
  fields: [
    localeStringField('siteName'),
    localeStringField('legalName', { title: 'Registered name' }),
    localeStringField('tagline'),
    localeTextField('description'),
    imageField('homeHero', 'pageHero', { title: 'Home page hero illustration' }),
    localeTextField('address'),
    phoneField(),
    emailField(),
    defineField({
      name: 'stockSymbol',
      title: 'Stock symbol (SET)',
      type: 'string',
      validation: (rule) => rule.regex(/^[A-Z0-9.]{2,10}$/, { name: 'stock symbol' }),
    }),
    defineField({
      name: 'quietPeriodDays',
      title: 'Quiet period (days before each results announcement)',
      description: `Every investor page shows a quiet-period notice this many days before each results announcement of the IR calendar, until the announcement day. 0 turns the notice off; empty means ${DEFAULT_QUIET_PERIOD_DAYS}.`,
      type: 'number',
      initialValue: DEFAULT_QUIET_PERIOD_DAYS,
      validation: (rule) => rule.integer().min(0).max(MAX_QUIET_PERIOD_DAYS),
    }),
    defineField({
      name: 'lineBreakWords',
      title: 'Thai words kept whole on one line',
      description:
        'Thai compounds a line must never end inside, one per entry (รับผิดชอบ, ตรวจสอบ, นักลงทุนสัมพันธ์). Browsers break Thai where their dictionary says a word ends and split some compounds; every page keeps these on one line. Names of people, brands, shareholders and resellers, dates and times are kept whole without being listed here.',
      type: 'array',
      of: [defineArrayMember({ type: 'string' })],
      options: { layout: 'tags' },
      validation: (rule) =>
        rule.unique().custom((words: string[] | undefined) => {
          const bad = (words ?? []).find((word) => !/^[\u0e01-\u0e4e]{2,40}$/.test(word))
          return bad === undefined
            ? true
            : `"${bad}": one Thai word of 2 to 40 letters, without spaces or punctuation`
        }),
    }),
    defineField({
      name: 'offices',
      title: 'Offices and sites',
      type: 'array',
      of: [defineArrayMember({ type: 'office' })],
      validation: (rule) =>
        rule
          .required()
          .min(1)
          .custom((offices: { isHeadOffice?: boolean }[] | undefined) =>
            (offices ?? []).filter((office) => office.isHeadOffice).length === 1
              ? true
              : 'Mark exactly one office as the head office',
          ),
    }),
  ],
  preview: { prepare: () => ({ title: 'Site settings' }) },
})
