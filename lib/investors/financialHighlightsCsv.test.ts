/** @jest-environment node */

import type { NextApiRequest } from 'next'
import { callApi } from '@/lib/testing/apiTest'
import { getFinancialYears, type FinancialYear } from './financialHighlights'
import {
  BYTE_ORDER_MARK,
  createFinancialHighlightsCsvHandler,
  financialHighlightsCsv,
  financialHighlightsFileName,
} from './financialHighlightsCsv'

const handler = createFinancialHighlightsCsvHandler({
  loadYears: () => getFinancialYears(),
  loadCompanyName: async () => 'Siam Harvest Foods',
})

async function call(query: NextApiRequest['query'], headers: Record<string, string> = {}) {
  return callApi<string | { message: string }>(handler, { method: 'GET', query, headers })
}

const year = (fiscalYear: number): FinancialYear => ({
  _id: `financialYear-${fiscalYear}`,
  fiscalYear,
  revenue: 1234.5,
  grossProfit: -10,
  ebitda: 1,
  netProfit: 2,
  eps: 0.05,
  totalAssets: 10,
  totalLiabilities: 4,
  equity: 6,
  dividendPerShare: 0.0125,
})

describe('financialHighlightsCsv', () => {
  it('starts with the byte-order mark, a row a figure and a column a year, CRLF line ends', () => {
    const csv = financialHighlightsCsv([year(2024), year(2025)], 'en')
    expect(csv.startsWith(BYTE_ORDER_MARK)).toBe(true)
    const lines = csv.slice(1).split('\r\n')
    expect(lines).toHaveLength(11) // a header, nine figures, the last line's end
    expect(lines[0]).toBe('Figure,Unit,2024,2025')
    expect(lines[1]).toBe('Revenue,THB million,1234.5,1234.5')
    expect(lines[2]).toBe('Gross profit,THB million,-10,-10')
    expect(lines[8]).toBe(`Shareholders' equity,THB million,6,6`)
    expect(lines[9]).toBe('Dividend per share,THB a share,0.0125,0.0125')
    expect(lines[10]).toBe('')
  })

  it('writes Thai names and Buddhist-era years on the Thai file', () => {
    const lines = financialHighlightsCsv([year(2025)], 'th')
      .slice(1)
      .split('\r\n')
    expect(lines[0]).toBe('รายการ,หน่วย,2568')
    expect(lines[1]).toBe('รายได้,ล้านบาท,1234.5')
  })

  it('names the file by the company, the years and the language', () => {
    expect(financialHighlightsFileName('Siam Harvest Foods', [year(2021), year(2025)], 'th')).toBe(
      'siam-harvest-foods-financial-highlights-2021-2025-th.csv',
    )
    expect(financialHighlightsFileName('Siam Harvest Foods', [year(2025)], 'en')).toBe(
      'siam-harvest-foods-financial-highlights-2025-en.csv',
    )
    expect(financialHighlightsFileName('Siam Harvest Foods', [], 'en')).toBe(
      'siam-harvest-foods-financial-highlights-en.csv',
    )
  })
})

describe('GET /api/financial-highlights', () => {
  it('answers the Thai table as a UTF-8 CSV download with its name', async () => {
    const answer = await call({ lang: 'th' })
    expect(answer.status).toBe(200)
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(answer.headers['content-disposition']).toBe(
      'attachment; filename="siam-harvest-foods-financial-highlights-2021-2025-th.csv"',
    )
    const body = String(answer.body)
    expect(body.startsWith(BYTE_ORDER_MARK)).toBe(true)
    expect(body).toContain('รายการ,หน่วย,2564,2565,2566,2567,2568\r\n')
    expect(body).toContain('รายได้,ล้านบาท,118640,131200,134510,142310,151860\r\n')
    expect(body).toContain('เงินปันผลต่อหุ้น,บาทต่อหุ้น,0.8,0.9,0.8,0.95,1.05\r\n')
  })

  it('answers English in Gregorian years', async () => {
    const answer = await call({ lang: 'en' })
    expect(answer.status).toBe(200)
    expect(String(answer.body)).toContain('Figure,Unit,2021,2022,2023,2024,2025\r\n')
  })

  it('refuses another or a repeated language with a message in the asker’s language', async () => {
    for (const query of [{}, { lang: 'fr' }, { lang: ['th', 'en'] }]) {
      const answer = await call(query, { 'accept-language': 'en' })
      expect(answer.status).toBe(400)
      expect(answer.body).toEqual({ message: 'Give the language once, as lang=th or lang=en.' })
    }
    const thai = await call({ lang: 'xx' }, { 'accept-language': 'th' })
    expect(thai.body).toEqual({ message: 'กรุณาระบุภาษาหนึ่งครั้ง เป็น lang=th หรือ lang=en' })
  })

  it('answers 503 in the page’s language when the content source fails', async () => {
    const failing = createFinancialHighlightsCsvHandler({
      loadYears: () => Promise.reject(new Error('source down')),
      loadCompanyName: async () => 'Siam Harvest Foods',
    })
    const answer = await callApi<{ message: string }>(failing, {
      method: 'GET',
      query: { lang: 'en' },
    })
    expect(answer.status).toBe(503)
    expect(answer.body).toEqual({
      message: expect.stringMatching(/financial highlights are not available/),
    })
  })

  it('answers 405 to a POST', async () => {
    const answer = await callApi(handler, { method: 'POST', query: { lang: 'en' } })
    expect(answer.status).toBe(405)
  })
})
