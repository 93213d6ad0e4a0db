import { createTransport } from 'nodemailer'

// Sending the alert e-mails (issue 33): through the SMTP server that `SMTP_URL` names, with
// nodemailer's pooled transport, or — the embedded default, no `SMTP_URL` — composed by
// nodemailer all the same and handed to the core service's outbox, so what the console shows
// is byte for byte what an SMTP server would have received. Reads no environment: lib/env.ts
// does, and the dispatcher passes the values in.

/** An e-mail to send. `headers` carries List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
export interface OutgoingMail {
  to: string
  subject: string
  html: string
  text: string
  headers: Record<string, string>
  /** `<id@host>`; nodemailer makes one when absent. */
  messageId?: string
}

/** What the outbox keeps of an e-mail: its parts, and `raw`, the whole MIME message. */
export interface OutboxMessage {
  to: string
  subject: string
  html: string
  text: string
  headers: Record<string, string>
  raw: string
}

/**
 * `permanent`: the server refused this message for good (an SMTP 5xx reply): retrying cannot
 * help. Anything else — connection refused or lost, timeouts, 4xx, a refused login, the
 * outbox not answering — may pass, and the delivery is retried.
 */
export type SendResult = { ok: true } | { ok: false; permanent: boolean; error: string }

export interface MailSender {
  send(message: OutgoingMail): Promise<SendResult>
  /** Closes the pool's connections (at shutdown). */
  close(): void
}

export interface MailSenderOptions {
  /** `smtp://user:pass@host:port` (STARTTLS when the server offers it), `smtps://` for TLS. */
  smtpUrl: string | null
  /** The From header: `"Siam Harvest Foods" <alerts@example.com>`. */
  from: string
  sendToOutbox: (message: OutboxMessage) => Promise<void>
}

/** The contract's bound on an outbox message (`POST /alerts/outbox`: raw ≤ 512 KB). */
export const OUTBOX_RAW_LIMIT_BYTES = 512 * 1024

// A dead or silent server must fail a send well within the dispatcher's lease on a delivery,
// not after nodemailer's default two minutes.
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 }

// Errors that say nothing about the message itself: the server or the way to it.
const NEVER_PERMANENT = new Set([
  'EAUTH', // a wrong password is the operator's to fix; the message is fine
  'ECONNECTION',
  'ETIMEDOUT',
  'ESOCKET',
  'EDNS',
  'ETLS',
])

interface SmtpError {
  message?: unknown
  code?: unknown
  responseCode?: unknown
  permanent?: unknown
}

/** A failed send as the dispatcher reports it: permanent only for a 5xx about the message. */
export function classifySmtpError(error: unknown): {
  ok: false
  permanent: boolean
  error: string
} {
  const { message, code, responseCode } = (error ?? {}) as SmtpError
  const text = String(message ?? error).slice(0, 500)
  const isServerTrouble = typeof code === 'string' && NEVER_PERMANENT.has(code)
  const isFiveHundred =
    typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600
  // 503 is "bad sequence of commands": the session went wrong, not the message (nodemailer's
  // own isPermanentResponseCode says the same).
  return {
    ok: false,
    permanent: !isServerTrouble && isFiveHundred && responseCode !== 503,
    error: text,
  }
}

// The message's own content only: no file or URL a string could name is ever read into it.
const SAFE_CONTENT = { disableFileAccess: true, disableUrlAccess: true } as const

function smtpSender(smtpUrl: string, from: string): MailSender {
  // One pool for the process: connections are reused across deliveries and reopened when the
  // server has dropped them. The URL's own settings (port, TLS, auth) win over these defaults.
  const transport = createTransport(
    { url: smtpUrl, pool: true, maxConnections: 2, maxMessages: 100, ...SMTP_TIMEOUTS },
    { from },
  )
  return {
    async send(message) {
      try {
        await transport.sendMail({ ...message, ...SAFE_CONTENT })
        return { ok: true }
      } catch (error) {
        return classifySmtpError(error)
      }
    },
    close() {
      transport.close()
    },
  }
}

function outboxSender(from: string, sendToOutbox: MailSenderOptions['sendToOutbox']): MailSender {
  // The same composer as the SMTP path, writing the message into a buffer: CRLF line ends as
  // it would travel over SMTP.
  const composer = createTransport(
    { streamTransport: true, buffer: true, newline: 'windows' },
    { from },
  )
  return {
    async send(message) {
      let raw: string
      try {
        const info = await composer.sendMail({ ...message, ...SAFE_CONTENT })
        raw = (info.message as Buffer).toString('utf8')
      } catch (error) {
        // Composing failed on the message itself: it would fail again.
        return { ok: false, permanent: true, error: String(error).slice(0, 500) }
      }
      if (Buffer.byteLength(raw) > OUTBOX_RAW_LIMIT_BYTES) {
        return { ok: false, permanent: true, error: 'MESSAGE_TOO_LARGE' }
      }
      try {
        const { to, subject, html, text, headers } = message
        await sendToOutbox({ to, subject, html, text, headers, raw })
        return { ok: true }
      } catch (error) {
        return { ok: false, permanent: false, error: String(error).slice(0, 500) }
      }
    },
    close() {
      composer.close()
    },
  }
}

/** The sender the dispatcher uses: SMTP when `smtpUrl` is set, else the core service's outbox. */
export function createMailSender({ smtpUrl, from, sendToOutbox }: MailSenderOptions): MailSender {
  return smtpUrl ? smtpSender(smtpUrl, from) : outboxSender(from, sendToOutbox)
}
