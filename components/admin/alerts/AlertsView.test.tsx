import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import {
  useAlertsOverview,
  useAnnouncementRecipients,
  useDeleteSubscriber,
  useOutbox,
  useOutboxMessage,
  useSubscriberLookup,
} from '@/lib/admin/alertQueries'
import { renderInConsole } from '@/lib/testing/render'
import { adminToaster } from '@/lib/toast/adminToaster'
import {
  ALERT_TOPICS,
  type AlertsOverview,
  type AnnouncementDetail,
  type OutboxMessage,
  type SubscriberLookup,
} from '@/shared/alerts'
import { AlertsView } from './AlertsView'

jest.mock('@/lib/admin/alertQueries', () => ({
  useAlertsOverview: jest.fn(),
  useAnnouncementRecipients: jest.fn(),
  useSubscriberLookup: jest.fn(),
  useDeleteSubscriber: jest.fn(),
  useOutbox: jest.fn(),
  useOutboxMessage: jest.fn(),
}))
jest.mock('@/lib/toast/adminToaster', () => ({ adminToaster: { create: jest.fn() } }))

type Lang = 'th' | 'en'

const COUNTS: Record<string, number> = { 'results/th': 4, 'results/en': 2, 'dividends/en': 1 }

const OVERVIEW: AlertsOverview = {
  subscribers: ALERT_TOPICS.flatMap((topic) =>
    (['th', 'en'] as const).map((lang) => ({
      topic,
      lang,
      confirmed: COUNTS[`${topic}/${lang}`] ?? 0,
    })),
  ),
  pending: 3,
  confirmedTotal: 6,
  announcements: [
    {
      id: 'a1',
      key: 'news:q3',
      topic: 'results',
      publishedAt: '2026-11-20T03:00:00.000Z',
      announcedAt: '2026-11-20T03:00:30.000Z',
      th: { title: 'งบการเงินไตรมาส 3', url: 'https://example.com/th/q3' },
      en: { title: 'Q3 results', url: 'https://example.com/en/q3' },
      recipients: 6,
      sent: 4,
      failed: 1,
      pending: 1,
    },
  ],
}

const RECIPIENTS: AnnouncementDetail = {
  announcement: {
    id: 'a1',
    key: 'news:q3',
    topic: 'results',
    publishedAt: '2026-11-20T03:00:00.000Z',
    announcedAt: '2026-11-20T03:00:30.000Z',
    th: { title: 'งบการเงินไตรมาส 3', summary: '', url: 'https://example.com/th/q3' },
    en: { title: 'Q3 results', summary: '', url: 'https://example.com/en/q3' },
  },
  recipients: [
    {
      deliveryId: 'd1',
      email: 'nok@example.co.th',
      lang: 'th',
      status: 'sent',
      attempts: 1,
      lastError: null,
      sentAt: '2026-11-20T03:01:00.000Z',
    },
    {
      deliveryId: 'd2',
      email: null,
      lang: null,
      status: 'failed',
      attempts: 12,
      lastError: '550 mailbox unavailable',
      sentAt: null,
    },
  ],
}

const LOOKUP: SubscriberLookup = {
  subscriber: {
    id: 's1',
    email: 'nok@example.co.th',
    lang: 'th',
    topics: ['results', 'dividends'],
    status: 'confirmed',
    consentAt: '2026-11-01T02:00:00.000Z',
    consentVersion: '2026-11',
    consentLang: 'th',
    createdAt: '2026-11-01T02:00:00.000Z',
    confirmedAt: '2026-11-01T02:05:00.000Z',
    expiresAt: null,
  },
  deliveries: 7,
  outboxMessages: 2,
}

const MESSAGE: OutboxMessage = {
  id: 'm1',
  to: 'nok@example.co.th',
  subject: 'งบการเงินไตรมาส 3',
  createdAt: '2026-11-20T03:01:00.000Z',
  deliveryId: 'd1',
  html: '<p>สวัสดี <script>alert(1)</script></p>',
  text: 'สวัสดี\nอ่านต่อ: https://example.com/th/q3',
  headers: {
    'List-Unsubscribe': '<https://example.com/api/alerts/unsubscribe?token=t>',
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  },
}

const query = <T,>(data: T | undefined, extra: object = {}) =>
  ({
    data,
    isError: false,
    isPending: data === undefined,
    isFetching: false,
    refetch: jest.fn(),
    ...extra,
  }) as never

const mutate = jest.fn()

beforeEach(() => {
  jest.clearAllMocks()
  jest.mocked(useAlertsOverview).mockReturnValue(query(OVERVIEW))
  jest.mocked(useAnnouncementRecipients).mockReturnValue(query(RECIPIENTS))
  jest
    .mocked(useSubscriberLookup)
    .mockImplementation((email) => query(email === LOOKUP.subscriber!.email ? LOOKUP : undefined))
  jest.mocked(useDeleteSubscriber).mockReturnValue({ mutate, isPending: false } as never)
  jest.mocked(useOutbox).mockReturnValue(query([MESSAGE]))
  jest.mocked(useOutboxMessage).mockReturnValue(query(MESSAGE))
})

const renderView = (lang: Lang) => renderInConsole(<AlertsView lang={lang} />, lang)

describe('AlertsView: subscribers and announcements', () => {
  it.each([
    ['en', 'Financial results', 'Awaiting confirmation', 'Q3 results'],
    ['th', 'ผลการดำเนินงาน', 'รอการยืนยัน', 'งบการเงินไตรมาส 3'],
  ] as const)(
    '%s: counts per topic and language, totals and pending',
    (lang, topic, pending, title) => {
      renderView(lang)
      const table = screen.getByTestId('subscriber-counts')
      const row = within(table).getByRole('row', { name: new RegExp(topic) })
      expect(
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ).toEqual(['4', '2', '6'])
      expect(within(table).getAllByRole('row')).toHaveLength(ALERT_TOPICS.length + 1)
      const panel = screen.getByTestId('alerts-subscribers')
      expect(within(panel).getByText(pending).nextSibling).toHaveTextContent('3')
      expect(panel.querySelector('[data-total="confirmed"]')).toHaveTextContent('6')
      expect(screen.getByRole('link', { name: title })).toHaveAttribute(
        'href',
        `https://example.com/${lang}/q3`,
      )
    },
  )

  it.each([
    ['en', 'Recipients of “Q3 results”', 'removed', 'Failed'],
    ['th', 'ผู้รับของ “งบการเงินไตรมาส 3”', 'ลบแล้ว', 'ไม่สำเร็จ'],
  ] as const)('%s: an announcement opens its recipients', async (lang, open, removed, failed) => {
    renderView(lang)
    const row = screen.getByTestId('announcements').querySelector('[data-announcement="news:q3"]')!
    expect(
      ['recipients', 'sent', 'failed', 'pending'].map(
        (figure) => row.querySelector(`[data-figure="${figure}"]`)?.textContent,
      ),
    ).toEqual(['6', '4', '1', '1'])
    expect(screen.queryByTestId('announcement-recipients')).toBeNull()
    const button = screen.getByRole('button', { name: open })
    await userEvent.click(button)
    expect(button).toHaveAttribute('aria-expanded', 'true')
    expect(useAnnouncementRecipients).toHaveBeenCalledWith('a1')
    const recipients = screen.getByTestId('announcement-recipients')
    expect(within(recipients).getByText('nok@example.co.th')).toBeInTheDocument()
    const removedRow = within(recipients).getByText(removed).closest('tr')!
    expect(removedRow).toHaveTextContent(failed)
    expect(removedRow).toHaveTextContent('550 mailbox unavailable')
    expect(removedRow).toHaveTextContent('12')
  })

  it.each([
    ['en', 'Nothing has been announced yet', 'No e-mails in the outbox'],
    ['th', 'ยังไม่มีการแจ้งเตือน', 'ยังไม่มีอีเมลในกล่องจดหมายออก'],
  ] as const)('%s: says so when nothing was announced or kept', (lang, noAnnouncements, noMail) => {
    jest.mocked(useAlertsOverview).mockReturnValue(query({ ...OVERVIEW, announcements: [] }))
    jest.mocked(useOutbox).mockReturnValue(query([]))
    renderView(lang)
    expect(screen.getByTestId('announcements-empty')).toHaveTextContent(noAnnouncements)
    expect(screen.getByTestId('outbox-empty')).toHaveTextContent(noMail)
  })

  it.each([
    ['en', 'Loading e-mail alerts…', 'We could not load the e-mail alerts', 'Try again'],
    ['th', 'กำลังโหลดข้อมูลการแจ้งเตือนทางอีเมล…', 'ข้อมูลการแจ้งเตือนทางอีเมล', 'ลองอีกครั้ง'],
  ] as const)(
    '%s: shows loading, then a failure with a way to try again',
    async (lang, loading, error, retry) => {
      jest.mocked(useAlertsOverview).mockReturnValue(query(undefined))
      const { unmount } = renderView(lang)
      expect(screen.getAllByLabelText(loading).length).toBeGreaterThan(0)
      unmount()
      const refetch = jest.fn()
      jest
        .mocked(useAlertsOverview)
        .mockReturnValue(query(undefined, { isError: true, isPending: false, refetch }))
      renderView(lang)
      const alert = screen.getByRole('alert')
      expect(alert).toHaveTextContent(error)
      await userEvent.click(within(alert).getByRole('button', { name: retry }))
      expect(refetch).toHaveBeenCalled()
    },
  )
})

describe('AlertsView: a PDPA request', () => {
  it.each([
    [
      'en',
      'E-mail address',
      'Find',
      'Delete this address',
      'Delete for good',
      'Address deleted',
      'Financial results',
    ],
    ['th', 'อีเมล', 'ค้นหา', 'ลบอีเมลนี้', 'ลบถาวร', 'ลบอีเมลแล้ว', 'ผลการดำเนินงาน'],
  ] as const)(
    '%s: finds an exact address, shows what is kept, deletes it after a confirmation',
    async (lang, label, find, remove, confirm, deleted, topic) => {
      const user = userEvent.setup()
      renderView(lang)
      const pdpa = screen.getByTestId('alerts-pdpa')
      await user.type(within(pdpa).getByLabelText(label), '  Nok@Example.co.th ')
      await user.click(within(pdpa).getByRole('button', { name: find }))
      expect(useSubscriberLookup).toHaveBeenLastCalledWith('nok@example.co.th')
      const record = within(pdpa).getByTestId('pdpa-record')
      expect(record.querySelector('[data-field="consentVersion"]')).toHaveTextContent('2026-11')
      expect(record.querySelector('[data-field="deliveries"]')).toHaveTextContent('7')
      expect(record.querySelector('[data-field="outboxMessages"]')).toHaveTextContent('2')
      expect(record.querySelector('[data-field="topics"]')?.textContent).toContain(topic)

      await user.click(within(pdpa).getByRole('button', { name: remove }))
      const dialog = await screen.findByRole('alertdialog')
      expect(dialog).toHaveTextContent('nok@example.co.th')
      expect(mutate).not.toHaveBeenCalled()
      mutate.mockImplementation((_id: string, options: { onSuccess: () => void }) =>
        options.onSuccess(),
      )
      await user.click(within(dialog).getByRole('button', { name: confirm }))
      expect(mutate).toHaveBeenCalledWith('s1', expect.anything())
      expect(adminToaster.create).toHaveBeenCalledWith(
        expect.objectContaining({ type: 'success', title: deleted }),
      )
    },
  )

  it('cancelling the dialog deletes nothing', async () => {
    const user = userEvent.setup()
    renderView('en')
    const pdpa = screen.getByTestId('alerts-pdpa')
    await user.type(within(pdpa).getByLabelText('E-mail address'), 'nok@example.co.th')
    await user.click(within(pdpa).getByRole('button', { name: 'Find' }))
    await user.click(within(pdpa).getByRole('button', { name: 'Delete this address' }))
    const dialog = await screen.findByRole('alertdialog')
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(mutate).not.toHaveBeenCalled()
  })

  it.each([
    ['en', 'Enter a whole e-mail address', 'Nothing is kept about someone@example.com.'],
    ['th', 'กรุณากรอกอีเมลให้ครบ', 'ไม่มีข้อมูลใดของ someone@example.com ที่เก็บไว้'],
  ] as const)(
    '%s: refuses a fragment and says when nothing is kept',
    async (lang, invalid, none) => {
      const user = userEvent.setup()
      jest
        .mocked(useSubscriberLookup)
        .mockImplementation((email) =>
          query(
            email === null ? undefined : { subscriber: null, deliveries: 0, outboxMessages: 0 },
          ),
        )
      renderView(lang)
      const pdpa = screen.getByTestId('alerts-pdpa')
      const input = within(pdpa).getByRole('textbox')
      await user.type(input, 'nok')
      await user.click(within(pdpa).getByRole('button', { name: lang === 'en' ? 'Find' : 'ค้นหา' }))
      expect(within(pdpa).getByRole('alert')).toHaveTextContent(invalid)
      expect(input).toHaveAttribute('aria-invalid', 'true')
      expect(useSubscriberLookup).not.toHaveBeenCalledWith('nok')
      await user.clear(input)
      await user.type(input, 'someone@example.com')
      await user.click(within(pdpa).getByRole('button', { name: lang === 'en' ? 'Find' : 'ค้นหา' }))
      expect(within(pdpa).getByTestId('pdpa-not-found')).toHaveTextContent(none)
    },
  )
})

describe('AlertsView: the outbox', () => {
  it.each([
    ['en', 'Open: งบการเงินไตรมาส 3', 'Plain-text version', 'Back to the outbox'],
    ['th', 'เปิด: งบการเงินไตรมาส 3', 'ฉบับข้อความธรรมดา', 'กลับไปที่กล่องจดหมายออก'],
  ] as const)(
    '%s: opens a message: sandboxed HTML, plain text, headers',
    async (lang, open, text, back) => {
      const user = userEvent.setup()
      renderView(lang)
      const outbox = screen.getByTestId('alerts-outbox')
      expect(within(outbox).getByTestId('outbox')).toHaveTextContent('nok@example.co.th')
      await user.click(within(outbox).getByRole('button', { name: open }))
      expect(useOutboxMessage).toHaveBeenCalledWith('m1')
      const frame = within(outbox).getByTestId('outbox-html')
      expect(frame.tagName).toBe('IFRAME')
      // Empty: every restriction on, scripts included.
      expect(frame).toHaveAttribute('sandbox', '')
      expect(frame).toHaveAttribute('srcdoc', MESSAGE.html)
      expect(within(outbox).getByText(text)).toBeInTheDocument()
      expect(within(outbox).getByTestId('outbox-text').textContent).toBe(MESSAGE.text)
      const headers = within(outbox).getByTestId('outbox-headers')
      expect(within(headers).getByRole('row', { name: /List-Unsubscribe-Post/ })).toHaveTextContent(
        'List-Unsubscribe=One-Click',
      )
      await user.click(within(outbox).getByRole('button', { name: back }))
      expect(within(outbox).getByTestId('outbox')).toBeInTheDocument()
    },
  )
})
