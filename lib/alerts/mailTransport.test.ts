/**
 * @jest-environment node
 */
import { simpleParser } from 'mailparser'
import { rawHeader, startSmtpCatcher, type SmtpCatcher } from '@/e2e/servers/smtpCatcher'
import {
  classifySmtpError,
  createMailSender,
  type MailSender,
  type OutboxMessage,
  type OutgoingMail,
} from './mailTransport'

// The sender against a real SMTP server (smtp-server, e2e/servers/smtpCatcher.ts) and, without
// one, into an outbox whose raw MIME mailparser reads back.

const FROM = '"Siam Harvest Foods" <alerts@example.com>'
const UNSUBSCRIBE =
  '<https://ir.example.com/th/api/alerts/unsubscribe?token=aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb>'

function mail(to: string, overrides: Partial<OutgoingMail> = {}): OutgoingMail {
  return {
    to,
    subject: 'ผลการดำเนินงาน: ไตรมาส 3 ปี 2569 & more',
    html: '<p>สวัสดี <b>ครับ</b></p>',
    text: 'สวัสดีครับ\nhttps://ir.example.com/th/news/q3',
    headers: {
      'List-Unsubscribe': UNSUBSCRIBE,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    ...overrides,
  }
}

/** A header exactly as it travelled, unfolded (RFC 5322 §2.2.3). */

const noOutbox = () => Promise.reject(new Error('the SMTP path must not use the outbox'))

describe('createMailSender with an SMTP server', () => {
  let catcher: SmtpCatcher
  let sender: MailSender

  beforeEach(async () => {
    catcher = await startSmtpCatcher()
  })
  afterEach(async () => {
    sender?.close()
    await catcher.close()
  })

  it('delivers the message with its parts and the one-click unsubscribe headers intact', async () => {
    sender = createMailSender({ smtpUrl: catcher.url, from: FROM, sendToOutbox: noOutbox })
    const result = await sender.send(
      mail('investor@example.net', { messageId: '<d-1@ir.example.com>' }),
    )
    expect(result).toEqual({ ok: true })

    const [received] = catcher.messages()
    expect(catcher.messages()).toHaveLength(1)
    expect(received!.subject).toBe('ผลการดำเนินงาน: ไตรมาส 3 ปี 2569 & more')
    expect(received!.from?.text).toBe('"Siam Harvest Foods" <alerts@example.com>')
    expect(received!.to && 'text' in received!.to ? received!.to.text : '').toBe(
      'investor@example.net',
    )
    expect(received!.text?.trim()).toBe('สวัสดีครับ\nhttps://ir.example.com/th/news/q3')
    expect(received!.html).toContain('<b>ครับ</b>')
    expect(received!.messageId).toBe('<d-1@ir.example.com>')
    expect(rawHeader(received!, 'List-Unsubscribe')).toBe(UNSUBSCRIBE)
    expect(rawHeader(received!, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click')
  })

  it('logs in when the URL carries a user and password', async () => {
    const url = catcher.url.replace('smtp://', 'smtp://alerts:s3cret@')
    sender = createMailSender({ smtpUrl: url, from: FROM, sendToOutbox: noOutbox })
    expect(await sender.send(mail('a@example.net'))).toEqual({ ok: true })
    expect(catcher.logins()).toEqual(['alerts'])
    expect(catcher.messages()).toHaveLength(1)
  })

  it('reuses its pool for several messages', async () => {
    sender = createMailSender({ smtpUrl: catcher.url, from: FROM, sendToOutbox: noOutbox })
    const results = await Promise.all(
      ['a', 'b', 'c', 'd'].map((name) => sender.send(mail(`${name}@example.net`))),
    )
    expect(results).toEqual(Array(4).fill({ ok: true }))
    await catcher.waitFor((m) => m.subject?.includes('more') === true, 2_000)
    expect(catcher.messages()).toHaveLength(4)
  })

  it('a server that is down for a while fails the send for now, not for good, and then works', async () => {
    sender = createMailSender({ smtpUrl: catcher.url, from: FROM, sendToOutbox: noOutbox })
    expect(await sender.send(mail('before@example.net'))).toEqual({ ok: true })

    catcher.setDown(true)
    const whileDown = await sender.send(mail('during@example.net'))
    expect(whileDown).toMatchObject({ ok: false, permanent: false })

    catcher.setDown(false)
    expect(await sender.send(mail('after@example.net'))).toEqual({ ok: true })
    const addresses = catcher.messages().map((m) => (m.to && 'text' in m.to ? m.to.text : ''))
    expect(addresses).toEqual(['before@example.net', 'after@example.net'])
  })

  it('a server down from the first connection fails the send for now', async () => {
    catcher.setDown(true)
    sender = createMailSender({ smtpUrl: catcher.url, from: FROM, sendToOutbox: noOutbox })
    expect(await sender.send(mail('a@example.net'))).toMatchObject({ ok: false, permanent: false })
  })
})

describe('createMailSender with a refusing or absent server', () => {
  it('a 5xx refusal is permanent', async () => {
    const catcher = await startSmtpCatcher({ rejectAll: true })
    const sender = createMailSender({ smtpUrl: catcher.url, from: FROM, sendToOutbox: noOutbox })
    try {
      const result = await sender.send(mail('gone@example.net'))
      expect(result).toMatchObject({ ok: false, permanent: true })
      expect(result.ok ? '' : result.error).toMatch(/550|reject/i)
      expect(catcher.messages()).toHaveLength(0)
    } finally {
      sender.close()
      await catcher.close()
    }
  })

  it('a refused connection is not permanent', async () => {
    const catcher = await startSmtpCatcher()
    const url = catcher.url
    await catcher.close()
    const sender = createMailSender({ smtpUrl: url, from: FROM, sendToOutbox: noOutbox })
    try {
      expect(await sender.send(mail('a@example.net'))).toMatchObject({
        ok: false,
        permanent: false,
      })
    } finally {
      sender.close()
    }
  })
})

describe('classifySmtpError', () => {
  it.each([
    [{ code: 'EENVELOPE', responseCode: 550, message: 'no such user' }, true],
    [{ code: 'EMESSAGE', responseCode: 552, message: 'too big' }, true],
    [{ code: 'EENVELOPE', responseCode: 451, message: 'try later' }, false],
    [{ code: 'EAUTH', responseCode: 535, message: 'bad password' }, false],
    [{ code: 'EPROTOCOL', responseCode: 503, message: 'bad sequence' }, false],
    [{ code: 'ECONNECTION', message: 'refused' }, false],
    [new Error('anything else'), false],
  ])('%o → permanent %s', (error, permanent) => {
    expect(classifySmtpError(error)).toMatchObject({ ok: false, permanent })
  })
})

describe('createMailSender without an SMTP server (the outbox)', () => {
  it('hands the outbox the parts and a raw MIME message that reads back the same', async () => {
    const outbox: OutboxMessage[] = []
    const sender = createMailSender({
      smtpUrl: null,
      from: FROM,
      sendToOutbox: async (message) => {
        outbox.push(message)
      },
    })
    const message = mail('investor@example.net', { messageId: '<d-2@ir.example.com>' })
    expect(await sender.send(message)).toEqual({ ok: true })
    sender.close()

    expect(outbox).toHaveLength(1)
    const [kept] = outbox
    expect(kept).toMatchObject({
      to: message.to,
      subject: message.subject,
      html: message.html,
      text: message.text,
      headers: message.headers,
    })
    expect(kept!.raw).toMatch(/\r\n\r\n/)
    const parsed = await simpleParser(kept!.raw)
    expect(parsed.subject).toBe(message.subject)
    expect(parsed.messageId).toBe('<d-2@ir.example.com>')
    expect(parsed.html).toContain('<b>ครับ</b>')
    expect(parsed.text?.trim()).toBe(message.text)
    expect(rawHeader(parsed, 'List-Unsubscribe')).toBe(UNSUBSCRIBE)
    expect(rawHeader(parsed, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click')
  })

  it('an outbox that fails is retried later: not permanent', async () => {
    const sender = createMailSender({
      smtpUrl: null,
      from: FROM,
      sendToOutbox: () => Promise.reject(new Error('core service unavailable')),
    })
    expect(await sender.send(mail('a@example.net'))).toEqual({
      ok: false,
      permanent: false,
      error: 'Error: core service unavailable',
    })
    sender.close()
  })
})
