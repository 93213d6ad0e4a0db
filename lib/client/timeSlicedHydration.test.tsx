import { act, render, screen } from '@testing-library/react'
import { createRef, Suspense, useImperativeHandle, useState, type Ref } from 'react'
import type ReactDOMClient from 'react-dom/client'
import { hydrateInTransition } from './timeSlicedHydration'

type Client = { hydrateRoot: typeof ReactDOMClient.hydrateRoot }
type Root = ReturnType<Client['hydrateRoot']>

const never = new Promise<never>(() => {})

function Reader({ value }: { value: string }) {
  if (value === 'suspends') throw never
  return <p>{value}</p>
}

/**
 * A shown page whose next update suspends. React keeps showing it if the update is a
 * transition and swaps in the fallback if not: a public way to see which one hydrateRoot's
 * work was scheduled as.
 */
function renderShownPage() {
  const update = createRef<(value: string) => void>()
  function Page({ updateRef }: { updateRef: Ref<(value: string) => void> }) {
    const [value, setValue] = useState('shown')
    useImperativeHandle(updateRef, () => setValue, [])
    return (
      <Suspense fallback={<p>fallback</p>}>
        <Reader value={value} />
      </Suspense>
    )
  }
  render(<Page updateRef={update} />)
  expect(screen.getByText('shown')).toBeInTheDocument()
  return { scheduleSuspendingUpdate: () => update.current?.('suspends') }
}

/** A stand-in for react-dom's hydrateRoot that schedules its work the way it is called. */
function clientScheduling(work: () => void, calls: unknown[][]): Client {
  return {
    hydrateRoot: ((...args: unknown[]) => {
      calls.push(args)
      work()
      return { marker: 'root' } as unknown as Root
    }) as Client['hydrateRoot'],
  }
}

describe('hydrateInTransition', () => {
  it('left alone, hydrateRoot schedules urgent work (the fallback replaces the page)', async () => {
    const { scheduleSuspendingUpdate } = renderShownPage()
    const client = clientScheduling(scheduleSuspendingUpdate, [])
    await act(async () => {
      client.hydrateRoot(document.createElement('div'), null)
    })
    expect(screen.getByText('fallback')).toBeInTheDocument()
  })

  it('wrapped, hydrateRoot runs inside a transition, with the same arguments and result', async () => {
    const { scheduleSuspendingUpdate } = renderShownPage()
    const calls: unknown[][] = []
    const client = clientScheduling(scheduleSuspendingUpdate, calls)
    hydrateInTransition(client)
    const container = document.createElement('div')
    const options = { identifierPrefix: 'page' }
    let root: Root | undefined
    await act(async () => {
      root = client.hydrateRoot(container, 'children', options)
    })
    expect(screen.getByText('shown')).toBeInTheDocument()
    expect(screen.queryByText('fallback')).not.toBeInTheDocument()
    expect(calls).toEqual([[container, 'children', options]])
    expect(root).toEqual({ marker: 'root' })
  })

  it('wraps only once', () => {
    const client = clientScheduling(() => {}, [])
    hydrateInTransition(client)
    const wrapped = client.hydrateRoot
    hydrateInTransition(client)
    expect(client.hydrateRoot).toBe(wrapped)
  })
})
