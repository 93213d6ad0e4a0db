import type { NextApiRequest, NextApiResponse } from 'next'
import { apiRoute } from '@/lib/http/apiRoute'
import { INSTANCE_ID } from '@/lib/health/instanceId'
import { isDraining } from '@/lib/health/lifecycle'
import { checkReadiness } from '@/lib/health/readiness'
import { siteProbes } from '@/lib/health/siteProbes'

/**
 * `GET /api/health`: liveness — this process answers. `GET /api/health?ready=1`: readiness —
 * the content source, the identity provider and the core service answer too; 503 when one does
 * not, or while this instance shuts down, so a load balancer sends visitors elsewhere. Neither says more than names and timings.
 */
async function health(req: NextApiRequest, res: NextApiResponse) {
  res.setHeader('Cache-Control', 'no-store')
  const ready = req.query.ready
  if (ready === undefined) return res.status(200).json({ status: 'ok', instance: INSTANCE_ID })
  if (ready !== '1') return res.status(400).json({ message: 'ready must be 1 or left out' })
  // Shutting down: alive until requests in flight are done, but no longer ready for new ones.
  if (isDraining()) return res.status(503).json({ status: 'draining', instance: INSTANCE_ID })
  const readiness = await checkReadiness(siteProbes())
  return res.status(readiness.ready ? 200 : 503).json({
    status: readiness.ready ? 'ready' : 'not ready',
    instance: INSTANCE_ID,
    checks: readiness.checks,
  })
}

export const healthRoute = apiRoute({ GET: health, HEAD: health })
