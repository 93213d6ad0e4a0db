// The bytes the site sent for a page's largest image, with the type it sent them as.
import { firstScreenAt, imageBytes } from '../../../../firstScreens.mjs'

export default function firstScreenImage(request, response) {
  const screen = firstScreenAt('image', [request.query.page].flat())
  if (!screen) return response.status(404).end()
  response.setHeader('Content-Type', screen.contentType)
  response.setHeader('Cache-Control', 'public, max-age=31536000, immutable')
  response.end(imageBytes(screen))
}
