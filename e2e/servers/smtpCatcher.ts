import type { AddressInfo } from 'node:net'
import { simpleParser, type ParsedMail } from 'mailparser'
import { SMTPServer } from 'smtp-server'

// A real SMTP server for tests (issue 33's alerts): it accepts every message on 127.0.0.1,
// parses it with mailparser and keeps it in memory. It can refuse everything for good (5xx)
// or be "down" for a while (421, the reply of a server that cannot serve now), so tests see
// how the sender tells a permanent refusal from a passing outage.

export interface SmtpCatcher {
  /** `smtp://127.0.0.1:<port>`, for SMTP_URL. */
  url: string
  /** Every message received so far, oldest first. */
  messages(): ParsedMail[]
  /** The user names clients logged in with (any password is accepted). */
  logins(): string[]
  /** The first message (received before or after the call) that `predicate` accepts. */
  waitFor(predicate: (mail: ParsedMail) => boolean, timeoutMs: number): Promise<ParsedMail>
  /** While down, new connections and new messages are answered 421. */
  setDown(down: boolean): void
  close(): Promise<void>
}

export interface SmtpCatcherOptions {
  /** Refuse every recipient with 550 (a permanent refusal). */
  rejectAll?: boolean
}

/** What a message may weigh here: more than any alert, less than a runaway test. */
const MAX_MESSAGE_BYTES = 5 * 1024 * 1024

function smtpError(responseCode: number, message: string): Error {
  return Object.assign(new Error(message), { responseCode })
}

export async function startSmtpCatcher(options: SmtpCatcherOptions = {}): Promise<SmtpCatcher> {
  const received: ParsedMail[] = []
  const waiters = new Set<(mail: ParsedMail) => void>()
  const logins: string[] = []
  let down = false

  const server = new SMTPServer({
    secure: false,
    // Plain SMTP on loopback: no certificate to make, and any user and password will do.
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    allowInsecureAuth: true,
    logger: false,
    size: MAX_MESSAGE_BYTES,
    // close() must not wait for a pooled client to hang up.
    closeTimeout: 500,
    onAuth(auth, _session, callback) {
      logins.push(auth.username ?? '')
      callback(null, { user: auth.username ?? 'test' })
    },
    onConnect(_session, callback) {
      callback(down ? smtpError(421, 'Service not available, try again later') : null)
    },
    onMailFrom(_address, _session, callback) {
      callback(down ? smtpError(421, 'Service not available, try again later') : null)
    },
    onRcptTo(_address, _session, callback) {
      callback(options.rejectAll ? smtpError(550, 'Mailbox unavailable') : null)
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          if (stream.sizeExceeded) {
            callback(smtpError(552, 'Message too large'))
            return
          }
          received.push(mail)
          for (const waiter of waiters) waiter(mail)
          callback()
        })
        .catch((error: unknown) =>
          callback(error instanceof Error ? error : new Error(String(error))),
        )
    },
  })

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject)
      resolve()
    })
  })
  // A client that hangs up mid-session is not the test's failure.
  server.on('error', () => {})
  const { port } = server.server.address() as AddressInfo

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages: () => [...received],
    logins: () => [...logins],
    waitFor(predicate, timeoutMs) {
      const found = received.find(predicate)
      if (found) return Promise.resolve(found)
      return new Promise((resolve, reject) => {
        const waiter = (mail: ParsedMail) => {
          if (!predicate(mail)) return
          clearTimeout(timer)
          waiters.delete(waiter)
          resolve(mail)
        }
        const timer = setTimeout(() => {
          waiters.delete(waiter)
          reject(
            new Error(`No matching e-mail within ${timeoutMs} ms (${received.length} received)`),
          )
        }, timeoutMs)
        waiters.add(waiter)
      })
    },
    setDown(isDown) {
      down = isDown
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/**
 * A header as it travelled (unfolded), by name: mailparser turns the `List-*` headers into one
 * structured `list` entry, which hides whether each was written as RFC 8058 asks.
 */
export function rawHeader(mail: ParsedMail, name: string): string | undefined {
  const line = mail.headerLines.find((header) => header.key === name.toLowerCase())?.line
  return line?.replace(/\r?\n(?=[ \t])/g, '').replace(/^[^:]+:\s*/, '')
}
