/**
 * @jest-environment node
 */
import { callApi } from '@/lib/testing/apiTest'
import { languageSwitchRoute } from './languageSwitchRoute'

// The 404 page's language switch before its script runs: the page the visitor was on, in the
// language asked for.

const switchTo = (to: string | string[] | undefined, referer?: string) =>
  callApi(languageSwitchRoute, {
    query: to === undefined ? {} : { to },
    headers: referer === undefined ? {} : { referer },
  })

test('goes on to the same address in the other language, kept by no cache', async () => {
  const answer = await switchTo('th', 'https://www.example.co.th/en/no-such-page?x=1')
  expect(answer.status).toBe(303)
  expect(answer.headers.location).toBe('/th/no-such-page?x=1')
  expect(answer.headers['cache-control']).toBe('no-store')
})

test('without a Referer, the home page in the language asked for', async () => {
  const answer = await switchTo('en')
  expect(answer.status).toBe(303)
  expect(answer.headers.location).toBe('/en/home')
})

test.each([[undefined], ['fr'], [''], [['th', 'en']]])('to=%p is a 400', async (to) => {
  const answer = await switchTo(to, 'https://www.example.co.th/en/no-such-page')
  expect(answer.status).toBe(400)
})
