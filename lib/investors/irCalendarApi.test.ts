/** @jest-environment node */

import type { NextApiRequest } from 'next'
import { getIrEvent, getIrEvents } from './investors'
import { callApi } from '@/lib/testing/apiTest'
import { createIrCalendarHandler } from './irCalendarApi'

// The bundled dataset's events, with "today" fixed so the upcoming ones do not move.
const handler = createIrCalendarHandler({
  loadUpcoming: (lang) => getIrEvents(lang, '2027-01-01'),
  loadEvent: getIrEvent,
  siteUrl: 'https://www.example.co.th',
})

async function call(query: NextApiRequest['query'], method = 'GET') {
  return callApi<string | { message: string }>(handler, { method, query })
}

const unfold = (text: unknown) => String(text).replace(/\r\n /g, '')

describe('GET /api/ir-calendar', () => {
  it('answers the upcoming events as an .ics download in Thai', async () => {
    const answer = await call({ lang: 'th' })
    expect(answer.status).toBe(200)
    expect(answer.headers['content-type']).toBe('text/calendar; charset=utf-8')
    expect(answer.headers['content-disposition']).toBe(
      'attachment; filename="siam-harvest-ir-calendar-th.ics"',
    )
    const text = unfold(answer.body)
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(3)
    expect(text).toContain('UID:irEvent-2027-04-agm@ir-calendar.siamharvestfoods\r\n')
    expect(text).toContain('SUMMARY:การประชุมสามัญผู้ถือหุ้นประจำปี 2570\r\n')
    expect(text).toContain('URL:https://www.example.co.th/th/investors\r\n')
  })

  it('writes one event in English, with the same UID as in Thai', async () => {
    const answer = await call({ lang: 'en', event: 'irEvent-2027-04-agm' })
    expect(answer.status).toBe(200)
    expect(answer.headers['content-disposition']).toBe(
      'attachment; filename="irEvent-2027-04-agm-en.ics"',
    )
    const text = unfold(answer.body)
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(1)
    expect(text).toContain('UID:irEvent-2027-04-agm@ir-calendar.siamharvestfoods\r\n')
    expect(text).toContain('DTSTART;VALUE=DATE:20270423\r\n')
    expect(text).toMatch(/SUMMARY:2027 Annual General Meeting/)
  })

  it.each([
    ['no language', {}],
    ['an unknown language', { lang: 'fr' }],
    ['a repeated language', { lang: ['th', 'en'] }],
  ])('refuses %s with 400', async (_name, query) => {
    const answer = await call(query)
    expect(answer.status).toBe(400)
    expect(answer.body).toEqual({ message: 'lang must be given once, as th or en' })
  })

  it.each([
    ['an unknown event', 'irEvent-1999-01-none'],
    ['a draft', 'drafts.irEvent-2027-04-agm'],
    ['another type of document', 'siteSettings'],
  ])('answers %s with 404', async (_name, event) => {
    const answer = await call({ lang: 'en', event })
    expect(answer.status).toBe(404)
    expect(answer.body).toEqual({ message: 'There is no such investor relations event.' })
  })

  it('says so in the language asked for', async () => {
    const answer = await call({ lang: 'th', event: 'irEvent-1999-01-none' })
    expect(answer.body).toEqual({ message: 'ไม่พบกิจกรรมนักลงทุนสัมพันธ์นี้' })
  })

  it('refuses other methods', async () => {
    expect((await call({ lang: 'th' }, 'POST')).status).toBe(405)
  })

  it('says when the content cannot be read', async () => {
    const failing = createIrCalendarHandler({
      loadUpcoming: () => Promise.reject(new Error('dataset missing')),
      loadEvent: getIrEvent,
      siteUrl: 'https://www.example.co.th',
    })
    const answer = await callApi(failing, { query: { lang: 'th' } })
    expect(answer.status).toBe(503)
    expect(answer.body).toEqual({
      message: 'ปฏิทินนักลงทุนสัมพันธ์ไม่พร้อมใช้งานในขณะนี้ โปรดลองใหม่อีกครั้งในอีกสักครู่',
    })
  })
})
