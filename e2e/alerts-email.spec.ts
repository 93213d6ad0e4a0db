import { rmSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import type { ParsedMail } from 'mailparser'
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook'
import { findDocument, readDataset, writeDataset, WEBHOOK_SECRET } from './datasetCopy'
import { copyBundledDataset } from './servers/bundledDatasetCopy'
import { startCluster, type Cluster } from './servers/cluster'
import { alertBaselineAt } from './servers/coreDatabase'
import { rawHeader, startSmtpCatcher, type SmtpCatcher } from './servers/smtpCatcher'

/*
 * The e-mail alerts end to end, against a real SMTP server this test starts (smtp-server) and the
 * cluster: two site instances sharing one Redis and one core service, each running its
 * dispatcher. A journalist signs up in the browser; the confirmation arrives; an article published
 * before they confirm sends them nothing; once confirmed, each article arrives once, in their
 * language, with a working one-click unsubscribe — also when both instances hear the webhook,
 * for a timed article (at its minute, not before) and across an SMTP outage; after unsubscribing,
 * nothing more.
 */

const ADDRESS = `journalist-${Date.now()}@example.co.th`
/** Long enough for both instances to have sent anything they were going to. */
const QUIET_MS = 8_000

let cluster: Cluster
let smtp: SmtpCatcher
let datasetDir: string
let origins: string[]

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  test.setTimeout(180_000)
  smtp = await startSmtpCatcher()
  datasetDir = copyBundledDataset('e2e-alerts-')
  cluster = await startCluster({
    env: { CONTENT_DATASET_DIR: datasetDir, SMTP_URL: smtp.url },
  })
  origins = cluster.instances.map((instance) => instance.origin)
  // The core service's first list of public items is its baseline (never announced): wait for
  // it, or the first article below could be taken into it.
  await expect.poll(() => alertBaselineAt(cluster.dataDir), { timeout: 30_000 }).not.toBeNull()
})

test.afterEach(async ({}, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus) {
    // The instances' warnings (a failed send, a refused list) are on the launcher's stderr.
    const lines = cluster.log.filter((line) => /alert|e-mail|smtp/i.test(line))
    await testInfo.attach('alerts log', { body: lines.join('\n') || '(nothing)' })
    const mails = smtp
      .messages()
      .map((mail) => `${mail.to ? JSON.stringify(mail.to) : ''} ${mail.subject}`)
    await testInfo.attach('mail received', { body: mails.join('\n') || '(nothing)' })
  }
})

test.afterAll(async () => {
  await cluster?.stop()
  await smtp?.close()
  rmSync(datasetDir, { recursive: true, force: true })
})

const toAddress = (mail: ParsedMail) =>
  [mail.to ?? []].flat().flatMap((to) => to.value.map((one) => one.address?.toLowerCase()))

const mailTo = (address: string) =>
  smtp.messages().filter((mail) => toAddress(mail).includes(address))

/** A link of the e-mail, on the instance at `origin` (the e-mails name SITE_URL). */
function onInstance(link: string, origin: string): string {
  const url = new URL(link)
  return `${origin}${url.pathname}${url.search}`
}

function linkIn(mail: ParsedMail, pathname: string): string {
  const links = [...(mail.text ?? '').matchAll(/https?:\/\/[^\s<>"')\]]+/g)].map(
    (match) => match[0],
  )
  const found = links.find((link) => new URL(link).pathname === pathname)
  if (!found) throw new Error(`No ${pathname} link in ${mail.subject}: ${links.join(' ')}`)
  return found
}

let published = 0

/** Publishes a news article (a press release) as an editor would, with the webhook. */
async function publishArticle(
  tag: string,
  { publicFrom, webhookTo = origins }: { publicFrom?: number; webhookTo?: string[] } = {},
) {
  published += 1
  const slug = `alert-${tag}-${Date.now()}`
  const title = { th: `ข่าวประชาสัมพันธ์ทดสอบ ${slug}`, en: `Test press release ${slug}` }
  const news = findDocument('news-2025-sustainability-report', datasetDir)
  const id = `news-${slug}`
  writeDataset(
    [
      ...readDataset(datasetDir),
      {
        ...news,
        _id: id,
        _createdAt: new Date().toISOString(),
        slug: { _type: 'slug', current: slug },
        category: 'press-release',
        title: { _type: 'localeString', ...title },
        publishedAt: new Date(publicFrom ?? Date.now()).toISOString(),
        ...(publicFrom ? { publicFrom: new Date(publicFrom).toISOString() } : {}),
      },
    ],
    datasetDir,
  )
  const body = JSON.stringify({ _id: id, _type: 'news', slug, previousSlug: null })
  for (const [index, origin] of webhookTo.entries()) {
    const signature = await encodeSignatureHeader(
      body,
      Date.now() + published * 10 + index,
      WEBHOOK_SECRET,
    )
    const answer = await fetch(`${origin}/api/revalidate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER_NAME]: signature },
      body,
    })
    expect([200, 207]).toContain(answer.status)
  }
  return { slug, title }
}

const about = (title: string) => (mail: ParsedMail) => (mail.subject ?? '').includes(title)

async function expectNoMailAbout(title: string) {
  await new Promise((resolve) => setTimeout(resolve, QUIET_MS))
  expect(mailTo(ADDRESS).filter(about(title))).toEqual([])
}

async function expectOneMailAbout(title: string, timeout: number) {
  const mail = await smtp.waitFor(
    (one) => toAddress(one).includes(ADDRESS) && about(title)(one),
    timeout,
  )
  // Both instances sent the items and claimed e-mails meanwhile: still one.
  await new Promise((resolve) => setTimeout(resolve, QUIET_MS))
  expect(mailTo(ADDRESS).filter(about(title))).toHaveLength(1)
  return mail
}

async function signUp(page: Page) {
  await page.goto(`${origins[0]}/en/alerts`)
  await page.getByLabel('E-mail address').fill(ADDRESS)
  await page.getByRole('checkbox', { name: 'Financial results' }).uncheck()
  await page.getByRole('radio', { name: 'ภาษาไทย' }).check()
  await page.getByRole('checkbox', { name: /I agree/ }).check()
  await page.getByRole('button', { name: 'Sign up' }).click()
  await expect(page.getByTestId('alert-sign-up-sent')).toContainText(ADDRESS)
}

test('sign-up, double opt-in, one e-mail per article in the subscriber language, one-click unsubscribe', async ({
  page,
}) => {
  test.setTimeout(300_000)
  await signUp(page)

  const confirmation = await smtp.waitFor((mail) => toAddress(mail).includes(ADDRESS), 20_000)
  // In the language chosen in the form (Thai), not the page's (English).
  expect(confirmation.subject).toMatch(/[\u0E00-\u0E7F]/)
  expect(rawHeader(confirmation, 'List-Unsubscribe')).toBeUndefined()

  // Not confirmed yet: an article published now sends nothing (and is never announced again).
  const early = await publishArticle('early')
  await expectNoMailAbout(early.title.th)

  // Confirming: the link shows a button; only the button confirms.
  // The instances share one origin for browsers (SITE_URL, the first's here): forms post there.
  await page.goto(onInstance(linkIn(confirmation, '/th/alerts/confirm'), origins[0]!))
  await page.getByRole('button', { name: 'ยืนยันการสมัคร' }).click()
  await expect(page.getByTestId('alert-confirmed')).toContainText(ADDRESS)

  // Published with the webhook reaching both instances: one e-mail, in Thai.
  const article = await publishArticle('confirmed')
  const mail = await expectOneMailAbout(article.title.th, 30_000)
  expect(mail.subject).toContain(article.title.th)
  expect(mail.text).toContain(`/th/news/${article.slug}`)
  expect(mail.html).toContain(`/th/news/${article.slug}`)
  expect(rawHeader(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click')
  expect(rawHeader(mail, 'List-Unsubscribe')).toMatch(
    /^<https?:\/\/.+\/api\/alerts\/unsubscribe\?token=/,
  )
  // The article published before the confirmation is still never announced.
  expect(mailTo(ADDRESS).filter(about(early.title.th))).toEqual([])

  // A timed article: nothing before its minute, one e-mail within a minute after, no webhook
  // needed (sent anyway, as Sanity does on publish).
  const publicFrom = Date.now() + 25_000
  const timed = await publishArticle('timed', { publicFrom })
  await new Promise((resolve) => setTimeout(resolve, publicFrom - Date.now() - 2_000))
  expect(mailTo(ADDRESS).filter(about(timed.title.th))).toEqual([])
  const timedMail = await expectOneMailAbout(timed.title.th, publicFrom + 60_000 - Date.now())
  expect(timedMail.date!.getTime()).toBeGreaterThanOrEqual(publicFrom - 1_000)

  // SMTP down while an article is published, then back: it arrives once.
  smtp.setDown(true)
  const duringOutage = await publishArticle('outage')
  await new Promise((resolve) => setTimeout(resolve, 6_000))
  expect(mailTo(ADDRESS).filter(about(duringOutage.title.th))).toEqual([])
  smtp.setDown(false)
  await expectOneMailAbout(duringOutage.title.th, 90_000)

  // One-click unsubscribe, as a mail client does it (RFC 8058): then nothing more.
  const oneClick = rawHeader(mail, 'List-Unsubscribe')!.slice(1, -1)
  const answer = await fetch(onInstance(oneClick, origins[0]!), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'List-Unsubscribe=One-Click',
  })
  expect(answer.status).toBe(200)
  expect(await answer.text()).toContain('ยกเลิกเรียบร้อยแล้ว')
  const after = await publishArticle('after')
  await expectNoMailAbout(after.title.th)
})
