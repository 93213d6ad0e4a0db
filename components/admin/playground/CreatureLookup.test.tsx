/** @jest-environment ./lib/playground/testing/jsdomWithFetch.js */
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createQueryClient } from '@/lib/query/queryClient'
import {
  refusedBaseUrl,
  startCreatureServer,
  type CreatureServer,
} from '@/lib/playground/testing/creatureServer'
import { creatureQueryKey } from '@/lib/playground/useCreature'
import { renderInConsole } from '@/lib/testing/render'
import { CreatureLookup } from './CreatureLookup'

let server: CreatureServer
beforeAll(async () => {
  server = await startCreatureServer()
})
afterAll(() => server.close())
beforeEach(() => server.requests.splice(0))

function renderLookup(baseUrl: string, lang: 'th' | 'en' = 'en') {
  // The app's own client (5-minute cache, 3 retries by default): the lookup's options must win.
  const client: QueryClient = createQueryClient()
  renderInConsole(
    <QueryClientProvider client={client}>
      <CreatureLookup baseUrl={baseUrl} />
    </QueryClientProvider>,
    lang,
  )
  return { client, user: userEvent.setup() }
}

const field = () => screen.getByRole('textbox', { name: 'Creature name' })
const result = () => screen.getByTestId('creature-result')

async function lookUp(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.clear(field())
  await user.type(field(), `${name}{Enter}`)
}

describe('CreatureLookup against a real local server', () => {
  it('asks nothing until a name is submitted, and nothing for a blank one', async () => {
    const { user } = renderLookup(server.baseUrl)
    expect(result()).toHaveTextContent("Type a creature's name and press Look up.")
    await user.type(field(), 'pika')
    await user.clear(field())
    await user.type(field(), '   {Enter}')
    expect(result()).toHaveAttribute('data-state', 'idle')
    expect(server.requests).toEqual([])
  })

  it('finds a creature by a trimmed, lower-case name and shows name, number, types and picture', async () => {
    const { user } = renderLookup(server.baseUrl)
    await user.type(field(), '  PikaChu ')
    await user.click(screen.getByRole('button', { name: 'Look up' }))
    expect(await screen.findByRole('heading', { name: 'pikachu' })).toBeInTheDocument()
    expect(result()).toHaveAttribute('aria-busy', 'false')
    expect(result()).toHaveTextContent('#025')
    expect(result()).toHaveTextContent('electric')
    expect(screen.getByRole('img', { name: 'Picture of pikachu' })).toHaveAttribute(
      'src',
      'https://example.test/artwork/25.png',
    )
    expect(server.requests).toEqual(['/pokemon/pikachu'])
  })

  it('says so while looking', async () => {
    const { user } = renderLookup(server.baseUrl)
    const release = server.holdAnswers()
    try {
      await lookUp(user, 'pikachu')
      // The request is under way as soon as the form is sent, and the server has not answered.
      await waitFor(() => expect(server.requests).toEqual(['/pokemon/pikachu']))
      expect(result()).toHaveAttribute('aria-busy', 'true')
      expect(result()).toHaveTextContent('Looking up pikachu…')
    } finally {
      release()
    }
    await screen.findByRole('heading', { name: 'pikachu' })
    expect(result()).toHaveAttribute('aria-busy', 'false')
  })

  it('tells a name nobody has', async () => {
    const { user } = renderLookup(server.baseUrl, 'th')
    await user.type(screen.getByRole('textbox', { name: 'ชื่อสิ่งมีชีวิต' }), 'Agumon{Enter}')
    expect(await screen.findByRole('alert')).toHaveTextContent('ไม่พบสิ่งมีชีวิตชื่อ “agumon”')
    expect(result()).toHaveAttribute('data-state', 'notFound')
  })

  it('says the service cannot be reached when the connection is refused, at once', async () => {
    const { user } = renderLookup(await refusedBaseUrl())
    const started = Date.now()
    await lookUp(user, 'pikachu')
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The creature service cannot be reached.',
    )
    // No retries with back-off: the answer comes in well under the app's first retry delay.
    expect(Date.now() - started).toBeLessThan(1000)
  })

  it('still asks when the browser says it is offline, and says the service cannot be reached', async () => {
    const onLine = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false)
    try {
      const { user } = renderLookup(await refusedBaseUrl())
      await lookUp(user, 'pikachu')
      expect(await screen.findByRole('alert')).toHaveTextContent('cannot be reached')
    } finally {
      onLine.mockRestore()
    }
  })

  it('serves a name asked again within a minute from the cache: the server sees it once', async () => {
    const { user, client } = renderLookup(server.baseUrl)
    await lookUp(user, 'pikachu')
    await screen.findByRole('heading', { name: 'pikachu' })
    await lookUp(user, 'missingno')
    await screen.findByRole('alert')
    await lookUp(user, 'Pikachu')
    expect(screen.getByRole('heading', { name: 'pikachu' })).toBeInTheDocument()
    expect(result()).toHaveAttribute('aria-busy', 'false')
    expect(server.requests).toEqual(['/pokemon/pikachu', '/pokemon/missingno'])

    const query = client
      .getQueryCache()
      .find({ queryKey: creatureQueryKey(server.baseUrl, 'pikachu') })
    expect(query?.options).toMatchObject({ gcTime: 60_000, retry: false })
  })

  it('asks again when the same name is sent after a failure', async () => {
    const { user } = renderLookup(server.baseUrl)
    await lookUp(user, 'missingno')
    await screen.findByRole('alert')
    await user.click(screen.getByRole('button', { name: 'Look up' }))
    await waitFor(() =>
      expect(server.requests).toEqual(['/pokemon/missingno', '/pokemon/missingno']),
    )
  })
})
