import { defineField, defineType, type ValidationContext } from 'sanity'
import {
  FIGURE_PRECISION,
  QUARTER_STATEMENTS,
  statementProblem,
  type StatementKind,
} from '../../lib/financialFigures'
import { yearField } from '../fields'
import { isTakenInTypeBy } from '../rules'

/** Another quarter document for the same year and quarter. */
async function quarterTaken(context: ValidationContext): Promise<boolean> {
  const { fiscalYear, quarter } = (context.document ?? {}) as {
    fiscalYear?: number
    quarter?: number
  }
  if (typeof fiscalYear !== 'number' || typeof quarter !== 'number') return false
  return isTakenInTypeBy({ fiscalYear, quarter }, context)
}

/** One of the three statements: its lines, each total checked against what it adds up. */
function statementField(kind: StatementKind) {
  const statement = QUARTER_STATEMENTS[kind]
  return defineField({
    name: kind,
    title: statement.title,
    type: 'object',
    options: { collapsible: true, collapsed: kind !== 'income' },
    validation: (rule) => rule.required(),
    fields: statement.lines.map((line) =>
      defineField({
        name: line.key,
        title: `${line.title} (THB million)`,
        type: 'number',
        validation: (rule) =>
          rule
            .required()
            .precision(FIGURE_PRECISION.thbMillion)
            .custom((value: number | undefined, context) => {
              if (!line.canBeNegative && typeof value === 'number' && value < 0) {
                return `${line.title} cannot be negative`
              }
              const lines = (context.parent ?? {}) as Partial<Record<string, number>>
              return statementProblem(kind, line.key, lines) ?? true
            }),
      }),
    ),
  })
}

/**
 * One quarter's statements as the company announced them: the one source of the company's
 * figures. The financial highlights' years are these quarters added up (the Studio checks that
 * they agree), and the results, statements and One Report are drawn from them.
 */
export const financialQuarter = defineType({
  name: 'financialQuarter',
  title: 'Financial quarter',
  type: 'document',
  fields: [
    yearField('fiscalYear', 2000, { title: 'Fiscal year' }),
    defineField({
      name: 'quarter',
      title: 'Quarter',
      type: 'number',
      options: { list: [1, 2, 3, 4] },
      validation: (rule) =>
        rule
          .required()
          .integer()
          .min(1)
          .max(4)
          .custom(async (_value, context) =>
            (await quarterTaken(context))
              ? 'Another document already has this quarter’s figures'
              : true,
          ),
    }),
    statementField('income'),
    statementField('position'),
    statementField('cashFlow'),
  ],
  orderings: [
    {
      title: 'Newest',
      name: 'newest',
      by: [
        { field: 'fiscalYear', direction: 'desc' },
        { field: 'quarter', direction: 'desc' },
      ],
    },
  ],
  preview: {
    select: {
      year: 'fiscalYear',
      quarter: 'quarter',
      revenue: 'income.revenue',
      netProfit: 'income.netProfit',
    },
    prepare: ({ year, quarter, revenue, netProfit }) => ({
      title: `Q${quarter} ${year}`,
      subtitle: `Revenue ${revenue} · net profit ${netProfit} (THB million)`,
    }),
  },
})
