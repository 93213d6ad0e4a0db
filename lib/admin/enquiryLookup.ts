import axios, { type AxiosInstance } from 'axios'
import { readSessionToken } from '@/lib/auth/serverAuth'
import { serverEnv } from '@/lib/env'
import { createCoreClient } from '@/lib/http/core-client'
import { serviceAddresses } from '@/lib/http/serviceAddresses'

/**
 * What the core service says of an enquiry id, asked on the server before its console page is
 * drawn: `missing` makes the page a 404; `unknown` (no answer, a refusal, a slow service) leaves
 * the question to the page in the browser, which shows the core service's error as it does for
 * any other call.
 */
export type EnquiryLookup = 'found' | 'missing' | 'unknown'

// The page waits for this answer: a slow core service must not hold it for long.
const LOOKUP_TIMEOUT_MS = 5_000

type Request = Parameters<typeof readSessionToken>[0]

/** Asks with `client` (the signed-in user's token attached) whether the enquiry `id` exists. */
export async function lookUpEnquiry(client: AxiosInstance, id: string): Promise<EnquiryLookup> {
  try {
    await client.get(`/enquiries/${encodeURIComponent(id)}`)
    return 'found'
  } catch (error) {
    if (!axios.isAxiosError(error)) throw error
    const { status, data } = error.response ?? {}
    return status === 404 && (data as { message?: unknown })?.message === 'NOT_FOUND'
      ? 'missing'
      : 'unknown'
  }
}

/** `lookUpEnquiry` with the core client of the user whose request `req` is. */
export async function lookUpEnquiryFor(req: Request, id: string): Promise<EnquiryLookup> {
  const token = await readSessionToken(req)
  const accessToken = token?.accessToken
  if (typeof accessToken !== 'string') return 'unknown'
  const env = serverEnv()
  const client = createCoreClient({
    baseURL: serviceAddresses(env.siteUrl, env.core).core,
    businessUnit: env.core.businessUnit,
    timeout: LOOKUP_TIMEOUT_MS,
    getAccessToken: async () => accessToken,
    // On the server there is nowhere to send the user: the page in the browser meets the same
    // refusal and reacts to it there.
    onUnauthorized: () => undefined,
  })
  return lookUpEnquiry(client, id)
}
