/** The parts of an OpenID Connect discovery document the site uses. */
export interface ProviderMetadata {
  token_endpoint: string
  end_session_endpoint?: string
}

const cache = new Map<string, Promise<ProviderMetadata>>()

/** The issuer's discovery document, fetched once per process (again after a failure). */
export function providerMetadata(issuer: string): Promise<ProviderMetadata> {
  let metadata = cache.get(issuer)
  if (metadata === undefined) {
    metadata = fetchMetadata(issuer)
    cache.set(issuer, metadata)
    metadata.catch(() => cache.delete(issuer))
  }
  return metadata
}

async function fetchMetadata(issuer: string): Promise<ProviderMetadata> {
  const response = await fetch(`${issuer}/.well-known/openid-configuration`, {
    signal: AbortSignal.timeout(10_000),
  })
  if (!response.ok) throw new Error(`Discovery at ${issuer} answered ${response.status}`)
  const document = (await response.json()) as Partial<ProviderMetadata>
  if (typeof document.token_endpoint !== 'string') {
    throw new Error(`Discovery at ${issuer} names no token endpoint`)
  }
  return {
    token_endpoint: document.token_endpoint,
    end_session_endpoint:
      typeof document.end_session_endpoint === 'string' ? document.end_session_endpoint : undefined,
  }
}
