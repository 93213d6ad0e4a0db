import { act, useRef, useState } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import {
  useCheckedChosenBeforeHydration,
  useFieldsFilledBeforeHydration,
  useValueChosenBeforeHydration,
} from './useChosenBeforeHydration'

function Choices() {
  const [year, setYear] = useState('2026')
  const [fresh, setFresh] = useState(false)
  const [colour, setColour] = useState('red')
  const select = useRef<HTMLSelectElement>(null)
  const box = useRef<HTMLInputElement>(null)
  const red = useRef<HTMLInputElement>(null)
  const blue = useRef<HTMLInputElement>(null)
  useValueChosenBeforeHydration(select, year, setYear)
  useCheckedChosenBeforeHydration(box, fresh, setFresh)
  useCheckedChosenBeforeHydration(red, colour === 'red', () => setColour('red'))
  useCheckedChosenBeforeHydration(blue, colour === 'blue', () => setColour('blue'))
  return (
    <form>
      <select ref={select} value={year} onChange={(event) => setYear(event.target.value)}>
        <option value="2026">2026</option>
        <option value="2025">2025</option>
      </select>
      <input ref={box} type="checkbox" checked={fresh} onChange={() => setFresh(!fresh)} />
      {['red', 'blue'].map((value) => (
        <input
          key={value}
          ref={value === 'red' ? red : blue}
          type="radio"
          name="colour"
          value={value}
          checked={colour === value}
          onChange={() => setColour(value)}
        />
      ))}
      <output>{`${year} ${fresh} ${colour}`}</output>
    </form>
  )
}

/** The server's HTML in the document, then `before` (a visitor), then React hydrating it. */
async function hydrateAfter(before: (form: HTMLFormElement) => void) {
  const container = document.createElement('div')
  container.innerHTML = renderToString(<Choices />)
  document.body.replaceChildren(container)
  before(container.querySelector('form')!)
  await act(async () => {
    hydrateRoot(container, <Choices />)
  })
  return container.querySelector('output')!.textContent
}

describe('a choice made before the page hydrated', () => {
  it('is taken as the visitor’s choice: a select, a checkbox, a radio button', async () => {
    const shown = await hydrateAfter((form) => {
      form.querySelector('select')!.value = '2025'
      form.querySelector<HTMLInputElement>('input[type=checkbox]')!.checked = true
      form.querySelector<HTMLInputElement>('input[value=blue]')!.checked = true
    })
    expect(shown).toBe('2025 true blue')
  })

  it('changes nothing when the visitor did not touch the controls', async () => {
    expect(await hydrateAfter(() => {})).toBe('2026 false red')
  })
})

function Enquiry() {
  const [values, setValues] = useState<Record<string, string | boolean>>({ name: '', agree: false })
  const controls = useRef<Record<string, HTMLInputElement | null>>({})
  useFieldsFilledBeforeHydration(controls, (filled) => setValues((now) => ({ ...now, ...filled })))
  return (
    <form>
      <input
        ref={(element) => {
          controls.current.name = element
        }}
        value={String(values.name)}
        onChange={(event) => setValues({ ...values, name: event.target.value })}
      />
      <input
        ref={(element) => {
          controls.current.agree = element
        }}
        type="checkbox"
        checked={values.agree === true}
        onChange={(event) => setValues({ ...values, agree: event.target.checked })}
      />
      <output>{JSON.stringify(values)}</output>
    </form>
  )
}

it('a form takes in what was typed and ticked before it hydrated', async () => {
  const container = document.createElement('div')
  container.innerHTML = renderToString(<Enquiry />)
  document.body.replaceChildren(container)
  container.querySelector('input')!.value = 'Somchai'
  container.querySelector<HTMLInputElement>('input[type=checkbox]')!.checked = true
  await act(async () => {
    hydrateRoot(container, <Enquiry />)
  })
  expect(JSON.parse(container.querySelector('output')!.textContent!)).toEqual({
    name: 'Somchai',
    agree: true,
  })
})
