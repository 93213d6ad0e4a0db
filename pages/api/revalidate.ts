// The signature covers the raw bytes, so Next must not parse the body first.
export const config = { api: { bodyParser: false } }

export { revalidateRoute as default } from '@/lib/revalidation/revalidateRoute'
