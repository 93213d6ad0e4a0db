/** @jest-environment ./lib/playground/testing/jsdomWithFetch.js */
import {
  CreatureError,
  creatureUrl,
  fetchCreature,
  formatCreatureNumber,
  normalizeCreatureName,
  parseCreature,
} from './creature'
import {
  PIKACHU,
  refusedBaseUrl,
  startCreatureServer,
  type CreatureServer,
} from './testing/creatureServer'

describe('parseCreature', () => {
  it('reads name, number, types and the official artwork', () => {
    expect(parseCreature(PIKACHU)).toEqual({
      name: 'pikachu',
      id: 25,
      types: ['electric'],
      imageUrl: 'https://example.test/artwork/25.png',
    })
  })

  it('falls back to the small sprite, then to no image', () => {
    expect(
      parseCreature({ ...PIKACHU, sprites: { front_default: 'https://x.test/a.png', other: {} } })
        .imageUrl,
    ).toBe('https://x.test/a.png')
    expect(parseCreature({ name: 'ditto', id: 132 })).toEqual({
      name: 'ditto',
      id: 132,
      types: [],
      imageUrl: null,
    })
  })

  it('takes a numeric string as the number and drops fields of an unexpected shape', () => {
    const creature = parseCreature({
      name: 'mew',
      id: '151',
      types: 'psychic',
      sprites: { front_default: 'javascript:alert(1)', other: 42 },
    })
    expect(creature).toEqual({ name: 'mew', id: 151, types: [], imageUrl: null })
  })

  it.each([null, 'pikachu', { name: 'pikachu' }, { id: 25 }, { name: '', id: 25 }])(
    'refuses an answer without a name and a number: %p',
    (body) => {
      expect(() => parseCreature(body)).toThrow(new CreatureError('invalid'))
    },
  )
})

describe('names and numbers', () => {
  it('normalises a typed name and encodes it as one path segment', () => {
    expect(normalizeCreatureName('  Mr. Mime ')).toBe('mr. mime')
    expect(creatureUrl('https://pokeapi.co/api/v2/', 'mr. mime')).toBe(
      'https://pokeapi.co/api/v2/pokemon/mr.%20mime',
    )
    expect(creatureUrl('http://127.0.0.1:1', 'a/../b?c')).toBe(
      'http://127.0.0.1:1/pokemon/a%2F..%2Fb%3Fc',
    )
  })

  it('prints the number with three digits at least', () => {
    expect(formatCreatureNumber(25)).toBe('#025')
    expect(formatCreatureNumber(1025)).toBe('#1025')
  })
})

describe('fetchCreature against a real local server', () => {
  let server: CreatureServer
  beforeAll(async () => {
    server = await startCreatureServer({
      pikachu: PIKACHU,
      broken: 'not json',
    })
  })
  afterAll(() => server.close())

  it('finds a creature', async () => {
    await expect(fetchCreature(server.baseUrl, 'pikachu')).resolves.toMatchObject({ id: 25 })
    expect(server.requests).toContain('/pokemon/pikachu')
  })

  it('tells a missing one from an unreachable service', async () => {
    await expect(fetchCreature(server.baseUrl, 'nobody')).rejects.toMatchObject({
      kind: 'notFound',
      status: 404,
    })
    const started = Date.now()
    await expect(fetchCreature(await refusedBaseUrl(), 'pikachu')).rejects.toMatchObject({
      kind: 'unreachable',
    })
    expect(Date.now() - started).toBeLessThan(2000)
  })

  it('calls an answer that is not a creature invalid', async () => {
    await expect(fetchCreature(server.baseUrl, 'broken')).rejects.toMatchObject({
      kind: 'invalid',
    })
  })
})
