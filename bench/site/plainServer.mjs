// The yardstick for the ISR measurement: a bare node:http server answering every request with
// the same HTML bytes, held in memory, and the same content type.
// Usage: node bench/site/plainServer.mjs <port> <html file>
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'

const [port, file] = process.argv.slice(2)
const body = readFileSync(file)
const headers = { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': body.length }

createServer((request, response) => {
  response.writeHead(200, headers)
  response.end(body)
}).listen(Number(port), '127.0.0.1', () => console.log(`plain server on ${port}`))
