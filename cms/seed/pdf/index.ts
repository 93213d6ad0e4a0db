import { financialStatementPages, renderFinancialStatement } from './financialStatement'
import {
  meetingFormPages,
  meetingMinutesPages,
  meetingNoticePages,
  renderMeetingForm,
  renderMeetingMinutes,
  renderMeetingNotice,
} from './meeting'
import { oneReportPages, renderOneReport } from './oneReport'
import { renderTextDocument, textDocumentPages } from './textDocument'
import type { InvestorPdfKind, InvestorPdfSpec } from './types'

export type * from './types'

/** Draws an investor document's PDF in the spec's language (see types.ts). */
export function renderInvestorPdf(spec: InvestorPdfSpec): Promise<Buffer> {
  switch (spec.kind) {
    case 'financial-statement':
      return renderFinancialStatement(spec)
    case 'one-report':
      return renderOneReport(spec)
    case 'meeting-notice':
      return renderMeetingNotice(spec)
    case 'meeting-form':
      return renderMeetingForm(spec)
    case 'meeting-minutes':
      return renderMeetingMinutes(spec)
    case 'policy':
    case 'sustainability-report':
      return renderTextDocument(spec)
  }
}

/** How many pages the spec's PDF has: each kind plans its pages. */
export function pageCountOf(spec: InvestorPdfSpec): number {
  switch (spec.kind) {
    case 'financial-statement':
      return financialStatementPages(spec)
    case 'one-report':
      return oneReportPages(spec)
    case 'meeting-notice':
      return meetingNoticePages()
    case 'meeting-form':
      return meetingFormPages()
    case 'meeting-minutes':
      return meetingMinutesPages()
    case 'policy':
    case 'sustainability-report':
      return textDocumentPages(spec)
  }
}

const KINDS: readonly InvestorPdfKind[] = [
  'financial-statement',
  'one-report',
  'meeting-notice',
  'meeting-form',
  'meeting-minutes',
  'policy',
  'sustainability-report',
]

/** What is wrong with a value given as a PDF spec (its shape beyond kind and language is typed). */
export function pdfSpecProblems(value: unknown): string[] {
  const spec = value as Partial<InvestorPdfSpec> | undefined
  const problems: string[] = []
  if (!KINDS.includes(spec?.kind as InvestorPdfKind)) {
    problems.push(`expected a PDF spec whose kind is one of ${KINDS.join(', ')}`)
  }
  if (spec?.lang !== 'th' && spec?.lang !== 'en') problems.push('expected lang "th" or "en"')
  if (typeof spec?.publishedAt !== 'string') problems.push('expected publishedAt')
  return problems
}

/** The file's name: `siam-harvest-foods-one-report-2025-th.pdf`. */
export function fileNameOf(spec: InvestorPdfSpec): string {
  const slug = (text: string) =>
    text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
  if ('chapters' in spec) {
    return `${slug(spec.company.siteName.en)}-${spec.slug}-${spec.fileYear}-${spec.lang}.pdf`
  }
  const period =
    spec.kind === 'financial-statement'
      ? `${spec.year}-q${spec.quarter}`
      : String(spec.kind === 'one-report' ? spec.year.fiscalYear : spec.agmDate.slice(0, 4))
  return `${slug(spec.company.siteName.en)}-${spec.kind}-${period}-${spec.lang}.pdf`
}

/** The sources (cms/seed/sources.ts) every PDF is set with: its typeface. */
export const PDF_SOURCES = ['noto-sans-thai-pdf'] as const
