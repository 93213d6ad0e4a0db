import { documentCountQuery } from '@/cms/queries/health'
import { fetchContent } from '@/lib/content/fetchContent'
import { serverEnv } from '@/lib/env'
import { serviceAddresses } from '@/lib/http/serviceAddresses'
import { httpProbe, ProbeError, type Probe } from './readiness'

/**
 * What the site depends on to serve every page and the console: the content source answers a
 * query, the identity provider publishes its discovery document, the core service its health.
 */
export function siteProbes(): Record<string, Probe> {
  const env = serverEnv()
  const probes: Record<string, Probe> = {
    content: async () => {
      const count = await fetchContent(documentCountQuery, {})
      if (typeof count !== 'number' || count === 0) throw new ProbeError('bad answer')
    },
    core: httpProbe(`${serviceAddresses(env.siteUrl, env.core).core.replace(/\/+$/, '')}/health`),
  }
  if (env.auth) {
    probes.identityProvider = httpProbe(
      `${env.auth.issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`,
    )
  }
  return probes
}
