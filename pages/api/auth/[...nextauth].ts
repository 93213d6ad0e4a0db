import type { NextApiRequest, NextApiResponse } from 'next'
import NextAuth from 'next-auth'
import { authOptions } from '@/lib/auth/serverAuth'

/**
 * next-auth's routes (session, csrf, providers, signin, signout, callback, error, _log). With
 * no identity provider configured, the session is empty and every sign-in attempt lands on
 * `/login?error=Configuration`, the product's explanation.
 */
export default function auth(req: NextApiRequest, res: NextApiResponse) {
  const options = authOptions()
  if (options !== null) return NextAuth(req, res, options)
  res.setHeader('Cache-Control', 'no-store')
  const action = Array.isArray(req.query.nextauth) ? req.query.nextauth[0] : undefined
  if (action === 'session') return res.status(200).json({})
  if (action === 'providers') return res.status(200).json({})
  if (action === '_log') return res.status(200).end()
  if (req.method === 'POST') return res.status(200).json({ url: '/login?error=Configuration' })
  return res.redirect(302, '/login?error=Configuration')
}
