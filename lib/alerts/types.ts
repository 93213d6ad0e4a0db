import type { OutboxMessage } from './mailTransport'

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

/**
 * `POST /alerts/outbox`: an e-mail kept on this machine instead of sent (no SMTP_URL), as the
 * mail sender hands it over, and the delivery it carries out.
 */
export interface OutboxPost extends OutboxMessage {
  deliveryId: string | null
}
