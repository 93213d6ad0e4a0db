import { useQueryClient } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import { QueryProvider } from './QueryProvider'

function ClientProbe({ onClient }: { onClient: (client: unknown) => void }) {
  onClient(useQueryClient())
  return null
}

describe('QueryProvider', () => {
  it('gives every part of the page in the browser the same client, with the spec’s defaults', () => {
    const clients: unknown[] = []
    render(
      <>
        <QueryProvider>
          <ClientProbe onClient={(client) => clients.push(client)} />
        </QueryProvider>
        <QueryProvider>
          <ClientProbe onClient={(client) => clients.push(client)} />
        </QueryProvider>
      </>,
    )
    expect(clients).toHaveLength(2)
    expect(clients[0]).toBe(clients[1])
    const defaults = (clients[0] as ReturnType<typeof useQueryClient>).getDefaultOptions().queries
    expect(defaults).toMatchObject({ gcTime: 300_000, retry: 3 })
  })
})
