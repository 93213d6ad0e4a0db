// The shapes of the core service's alert routes (shared with it: shared/alerts.ts), and what the
// site alone says to them.
export type {
  AlertAnnouncement as Announcement,
  AlertItem,
  AlertItemText,
  AlertSubscriber,
  ClaimedDelivery,
  DeliveryKind,
} from '@/shared/alerts'

export type DeliveryResult =
  { outcome: 'sent' } | { outcome: 'retry'; error: string } | { outcome: 'failed'; error: string }

/** `POST /alerts/outbox`: an e-mail kept on this machine instead of sent (no SMTP_URL). */
export interface OutboxPost {
  deliveryId: string | null
  to: string
  subject: string
  html: string
  text: string
  headers: Record<string, string>
  raw: string
}
