/**
 * @jest-environment node
 */
import { isEmailAddress, parseSignUpForm, parseTopicsForm } from './signUpForm'

const form = (fields: [string, string][]) => new URLSearchParams(fields)

describe('the sign-up form', () => {
  it('takes an address (lower-cased), a language, topics in their order and consent', () => {
    expect(
      parseSignUpForm(
        form([
          ['email', ' Somchai.K@Example.co.th '],
          ['lang', 'th'],
          ['topics', 'dividends'],
          ['topics', 'pressReleases'],
          ['consent', 'yes'],
        ]),
        'en',
      ),
    ).toEqual({
      values: {
        email: 'somchai.k@example.co.th',
        lang: 'th',
        topics: ['pressReleases', 'dividends'],
        consent: true,
      },
      problems: {},
    })
  })

  it('names every problem at once, keeping what can be shown again', () => {
    const { values, problems } = parseSignUpForm(
      form([
        ['email', 'not an address'],
        ['lang', 'fr'],
        ['topics', 'weather'],
      ]),
      'en',
    )
    expect(problems).toEqual({ email: true, lang: true, topics: true, consent: true })
    expect(values).toMatchObject({ email: 'not an address', lang: 'en', topics: [] })
  })

  it.each([
    ['name@example.com', true],
    ['first.last+ir@sub.example.co.th', true],
    ['name@localhost', false],
    ['name@@example.com', false],
    ['name@exa mple.com', false],
    ['<script>@example.com', false],
    [`${'a'.repeat(250)}@example.com`, false],
  ])('%s is an address: %p', (address, expected) => {
    expect(isEmailAddress(address)).toBe(expected)
  })

  it('manage form: a language and at least one known topic', () => {
    expect(
      parseTopicsForm(
        form([
          ['lang', 'en'],
          ['topics', 'results'],
        ]),
      ),
    ).toEqual({
      lang: 'en',
      topics: ['results'],
    })
    expect(parseTopicsForm(form([['lang', 'en']]))).toEqual({ problem: 'topics' })
    expect(parseTopicsForm(form([['topics', 'results']]))).toEqual({ problem: 'lang' })
  })
})
