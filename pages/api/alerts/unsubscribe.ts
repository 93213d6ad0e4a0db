import { alertPageDeps } from '@/lib/alerts/alertPageDeps'
import { createOneClickUnsubscribe } from '@/lib/alerts/oneClickUnsubscribe'

// RFC 8058's one-click POST arrives as a form; the handler reads (and bounds) the body itself.
export const config = { api: { bodyParser: false } }

export default createOneClickUnsubscribe(alertPageDeps)
