#!/usr/bin/env node
// A stand-in for the public creature-data service (PokeAPI) the playground calls, for the
// browser tests: no internet here. `/pokemon/pikachu` answers like the real service (the fields
// the playground reads), every other name 404. CORS as the real service sends it.
import { createServer } from 'node:http'

const port = Number(process.argv[2] ?? process.env.PORT)
const PIKACHU = {
  id: 25,
  name: 'pikachu',
  types: [{ slot: 1, type: { name: 'electric', url: '' } }],
  sprites: { front_default: null, other: { 'official-artwork': { front_default: null } } },
}

createServer((request, response) => {
  const headers = { 'Access-Control-Allow-Origin': '*', 'Content-Type': 'application/json' }
  if (request.url === '/pokemon/pikachu') {
    response.writeHead(200, headers)
    response.end(JSON.stringify(PIKACHU))
  } else {
    response.writeHead(404, { ...headers, 'Content-Type': 'text/plain' })
    response.end('Not Found')
  }
}).listen(port, '127.0.0.1')
