import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

/** A real local creature service for tests: 127.0.0.1, a free port, CORS open like PokeAPI's. */
export interface CreatureServer {
  baseUrl: string
  /** Paths asked for, in order. */
  requests: string[]
  /**
   * Holds every answer until the returned function is called, so a test can look at the page
   * while a request is truly in flight instead of racing a server that answers in a millisecond.
   */
  holdAnswers: () => () => void
  close: () => Promise<void>
}

export const PIKACHU = {
  id: 25,
  name: 'pikachu',
  types: [{ slot: 1, type: { name: 'electric', url: 'https://example.test/type/13/' } }],
  sprites: {
    front_default: 'https://example.test/sprites/25.png',
    other: { 'official-artwork': { front_default: 'https://example.test/artwork/25.png' } },
  },
}

export async function startCreatureServer(
  creatures: Record<string, unknown> = { pikachu: PIKACHU },
): Promise<CreatureServer> {
  const requests: string[] = []
  let held: Promise<void> = Promise.resolve()
  const server: Server = createServer(async (request: IncomingMessage, response) => {
    const path = request.url ?? '/'
    requests.push(path)
    await held
    response.setHeader('Access-Control-Allow-Origin', '*')
    const match = /^\/pokemon\/([^/?]+)$/.exec(path)
    const creature = match ? creatures[decodeURIComponent(match[1] ?? '')] : undefined
    if (creature === undefined) {
      response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not Found')
      return
    }
    response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(creature))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    holdAnswers: () => {
      let release = () => {}
      held = new Promise<void>((resolve) => {
        release = () => {
          held = Promise.resolve()
          resolve()
        }
      })
      return release
    },
    close: () =>
      new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      ),
  }
}

/** The address of a port nothing listens on: the connection is refused at once. */
export async function refusedBaseUrl(): Promise<string> {
  const closed = await startCreatureServer()
  await closed.close()
  return closed.baseUrl
}
