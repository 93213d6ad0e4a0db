import { defineField, defineType, type ValidationContext } from 'sanity'
import {
  FIGURE_PRECISION,
  FINANCIAL_FIGURES,
  dividendProblem,
  equityProblem,
  quartersProblem,
  type FinancialFigures,
  type QuarterFigures,
} from '../../lib/financialFigures'
import { isTakenInType } from '../rules'
import { yearField } from '../fields'

const UNIT_TITLE = { thbMillion: 'THB million', thbPerShare: 'THB a share' } as const

const documentOf = (context: ValidationContext) =>
  (context.document ?? {}) as Partial<FinancialFigures> & { fiscalYear?: number }

/** The year's dividends per share as the dividend documents have them (drafts aside). */
async function dividendsOfYear(context: ValidationContext, fiscalYear: number) {
  return context
    .getClient({ apiVersion: '2025-01-01' })
    .fetch<number[]>(
      `*[_type == "dividend" && fiscalYear == $fiscalYear && !(_id in path("drafts.**"))].amountPerShare`,
      { fiscalYear },
    )
}

/** The year's published quarters (drafts aside). */
async function quartersOfYear(context: ValidationContext, fiscalYear: number) {
  return context
    .getClient({ apiVersion: '2025-01-01' })
    .fetch<QuarterFigures[]>(
      `*[_type == "financialQuarter" && fiscalYear == $fiscalYear && !(_id in path("drafts.**"))]{ quarter, income, position }`,
      { fiscalYear },
    )
}

/**
 * One fiscal year's key figures, as the audited statements report them: the financial
 * highlights page charts and tabulates every year, the investor overview the latest.
 */
export const financialYear = defineType({
  name: 'financialYear',
  title: 'Financial year',
  type: 'document',
  fields: [
    defineField({
      ...yearField('fiscalYear', 2000, { title: 'Fiscal year' }),
      validation: (rule) =>
        rule
          .required()
          .integer()
          .min(2000)
          .max(2100)
          .custom(async (value, context) =>
            value !== undefined && (await isTakenInType('fiscalYear', value, context))
              ? 'Another document already has this year’s figures'
              : true,
          ),
    }),
    ...FINANCIAL_FIGURES.map((figure) =>
      defineField({
        name: figure.key,
        title: `${figure.title} (${UNIT_TITLE[figure.unit]})`,
        type: 'number',
        validation: (rule) => {
          const checked = rule
            .required()
            .precision(FIGURE_PRECISION[figure.unit])
            .custom((value: number | undefined) =>
              figure.canBeNegative || value === undefined || value >= 0
                ? true
                : `${figure.title} cannot be negative`,
            )
          // The year is its quarters: an editor who changes one sees where the other disagrees.
          const agreeing = checked.custom(async (value: number | undefined, context) => {
            const year = documentOf(context).fiscalYear
            if (typeof value !== 'number' || typeof year !== 'number') return true
            return quartersProblem(figure.key, value, await quartersOfYear(context, year)) ?? true
          })
          if (figure.key === 'equity') {
            return agreeing.custom((_value, context) => equityProblem(documentOf(context)) ?? true)
          }
          if (figure.key === 'dividendPerShare') {
            // A warning: the year's final dividend may be entered before its dividend document.
            return [
              checked,
              rule
                .custom(async (value: number | undefined, context) => {
                  const year = documentOf(context).fiscalYear
                  if (typeof value !== 'number' || typeof year !== 'number') return true
                  return dividendProblem(value, await dividendsOfYear(context, year)) ?? true
                })
                .warning(),
            ]
          }
          return agreeing
        },
      }),
    ),
  ],
  orderings: [
    { title: 'Newest', name: 'newest', by: [{ field: 'fiscalYear', direction: 'desc' }] },
  ],
  preview: {
    select: { year: 'fiscalYear', revenue: 'revenue', netProfit: 'netProfit' },
    prepare: ({ year, revenue, netProfit }) => ({
      title: `Fiscal year ${year}`,
      subtitle: `Revenue ${revenue} · net profit ${netProfit} (THB million)`,
    }),
  },
})
