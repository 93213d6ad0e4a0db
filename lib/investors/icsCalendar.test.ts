/** @jest-environment node */

import { escapeText, foldLine, writeCalendar, type Calendar } from './icsCalendar'

const octets = (text: string) => Buffer.byteLength(text, 'utf8')

/** Undoes folding (RFC 5545 §3.1): a CRLF followed by one space joins the lines. */
const unfold = (text: string) => text.replace(/\r\n /g, '')

const agm = {
  uid: 'irEvent-2027-04-agm@ir-calendar.siamharvestfoods',
  date: '2027-04-23',
  stamp: '2026-11-01T08:00:00Z',
  summary: 'การประชุมสามัญผู้ถือหุ้นประจำปี 2570',
  description: 'ประชุมแบบไฮบริด เริ่มลงทะเบียนเวลา 12:30 น.\nเริ่มประชุมเวลา 14:00 น.',
  location: 'ห้องแกรนด์บอลรูม, โรงแรมในกรุงเทพฯ; ชั้น 3',
  url: 'https://www.example.co.th/th/investors',
}

const calendar: Calendar = {
  productId: '-//Siam Harvest Foods//IR calendar//EN',
  name: 'ปฏิทินนักลงทุนสัมพันธ์ สยามฮาร์เวสต์ ฟู้ดส์',
  language: 'th-TH',
  events: [agm],
}

describe('escapeText', () => {
  it('escapes backslashes, semicolons and commas, and writes line breaks as \\n', () => {
    expect(escapeText('a\\b; c, d\r\ne\nf\rg')).toBe('a\\\\b\\; c\\, d\\ne\\nf\\ng')
  })
})

describe('foldLine', () => {
  it('leaves a line of 75 octets alone and folds the 76th onto a line starting with a space', () => {
    expect(foldLine('x'.repeat(75))).toBe('x'.repeat(75))
    expect(foldLine('x'.repeat(76))).toBe(`${'x'.repeat(75)}\r\n x`)
  })

  it('never cuts a Thai character (three octets) in two', () => {
    const line = `SUMMARY:${'ก'.repeat(60)}`
    const folded = foldLine(line)
    const lines = folded.split('\r\n')
    expect(lines.length).toBeGreaterThan(2)
    for (const part of lines) {
      expect(octets(part)).toBeLessThanOrEqual(75)
      expect(part.replace(/^ /, '')).toMatch(/^(SUMMARY:)?ก*$/)
    }
    expect(lines[0]).toBe(`SUMMARY:${'ก'.repeat(22)}`)
    expect(unfold(folded)).toBe(line)
  })
})

describe('writeCalendar', () => {
  const text = writeCalendar(calendar)
  const lines = unfold(text).split('\r\n')

  it('ends every line with CRLF and keeps each within 75 octets', () => {
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true)
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
    for (const line of text.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75)
  })

  it('writes one all-day VEVENT in a VCALENDAR with the required properties', () => {
    expect(lines.slice(0, 4)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Siam Harvest Foods//IR calendar//EN',
      'CALSCALE:GREGORIAN',
    ])
    expect(lines).toContain('X-WR-CALNAME;LANGUAGE=th-TH:ปฏิทินนักลงทุนสัมพันธ์ สยามฮาร์เวสต์ ฟู้ดส์')
    const event = lines.slice(lines.indexOf('BEGIN:VEVENT'), lines.indexOf('END:VEVENT') + 1)
    expect(event).toEqual([
      'BEGIN:VEVENT',
      'UID:irEvent-2027-04-agm@ir-calendar.siamharvestfoods',
      'DTSTAMP:20261101T080000Z',
      'DTSTART;VALUE=DATE:20270423',
      'DTEND;VALUE=DATE:20270424',
      'SUMMARY:การประชุมสามัญผู้ถือหุ้นประจำปี 2570',
      'DESCRIPTION:ประชุมแบบไฮบริด เริ่มลงทะเบียนเวลา 12:30 น.\\nเริ่มประชุมเวลา 14:00 น.',
      'LOCATION:ห้องแกรนด์บอลรูม\\, โรงแรมในกรุงเทพฯ\\; ชั้น 3',
      'URL:https://www.example.co.th/th/investors',
      'TRANSP:TRANSPARENT',
      'END:VEVENT',
    ])
    expect(lines.at(-2)).toBe('END:VCALENDAR')
  })

  it('ends an event on the last day of a month in the next month', () => {
    const text = writeCalendar({ ...calendar, events: [{ ...agm, date: '2028-02-29' }] })
    expect(text).toContain('DTSTART;VALUE=DATE:20280229\r\nDTEND;VALUE=DATE:20280301\r\n')
  })

  it('writes an empty calendar when nothing is coming up', () => {
    const text = writeCalendar({ ...calendar, events: [] })
    expect(text).not.toContain('BEGIN:VEVENT')
    expect(text).toContain('END:VCALENDAR\r\n')
  })
})
