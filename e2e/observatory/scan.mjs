// Scans one site with the MDN HTTP Observatory's own retriever, tests and grader (the package's
// `scan()` takes no ports), and prints the result as JSON. Run by e2e/observatory.spec.ts in a
// process of its own, because Node reads NODE_EXTRA_CA_CERTS (the test certificate) only at start.
//
//   NODE_EXTRA_CA_CERTS=cert.pem node e2e/observatory/scan.mjs <host> <http port> <https port>
import { ALL_TESTS } from '@mdn/mdn-http-observatory/src/constants.js'
import { MINIMUM_SCORE_FOR_EXTRA_CREDIT } from '@mdn/mdn-http-observatory/src/grader/charts.js'
import { getGradeForScore, getScoreModifier } from '@mdn/mdn-http-observatory/src/grader/grader.js'
import { retrieve } from '@mdn/mdn-http-observatory/src/retriever/retriever.js'

const [hostname, httpPort, httpsPort] = process.argv.slice(2)
const requests = await retrieve(hostname, { httpPort, httpsPort })
if (!requests.responses.auto) throw new Error(`${hostname} did not answer`)

// As the package's scanner/index.js grades: every penalty counts; bonuses only from an A up.
const tests = {}
let withBonuses = 100
let penaltiesOnly = 100
for (const test of ALL_TESTS) {
  const output = test(requests)
  const modifier = getScoreModifier(output.result)
  withBonuses += modifier
  if (modifier < 0) penaltiesOnly += modifier
  tests[output.constructor.name] = { pass: output.pass, result: output.result, modifier }
}
const { grade, score } = getGradeForScore(
  penaltiesOnly >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withBonuses : penaltiesOnly,
)
const verified = requests.responses.https?.verified ?? false
console.log(
  JSON.stringify({ grade, score, verified, status: requests.responses.auto.status, tests }),
)
