/** @jest-environment node */
import { fetchContent } from '@/lib/content/fetchContent'
import * as units from './lineBreakUnits'
import { splitOnServer } from './lineBreakStore'
import { readLineBreakDictionary } from './serverLineBreaks'

jest.mock('@/lib/content/fetchContent', () => ({ fetchContent: jest.fn() }))
jest.mock('./lineBreakUnits', () => {
  const actual = jest.requireActual<typeof units>('./lineBreakUnits')
  return { ...actual, lineBreakDictionary: jest.fn(actual.lineBreakDictionary) }
})

const fetchMock = fetchContent as jest.MockedFunction<typeof fetchContent>
const answer = (names: string[]) =>
  ({ names, settings: { siteName: null, legalName: null, lineBreakWords: ['รับผิดชอบ'] } }) as never

describe('readLineBreakDictionary', () => {
  it('compiles the dictionary once per content result, and again for new names', async () => {
    const compile = units.lineBreakDictionary as jest.Mock
    const first = answer(['สมชาย ใจดี'])
    fetchMock.mockResolvedValue(first)
    const dictionary = await readLineBreakDictionary()
    expect(await readLineBreakDictionary()).toBe(dictionary)

    // The same names in a new object (the Content Lake answers anew): compared by value.
    fetchMock.mockResolvedValue(answer(['สมชาย ใจดี']))
    expect(await readLineBreakDictionary()).toBe(dictionary)
    expect(compile).toHaveBeenCalledTimes(1)

    fetchMock.mockResolvedValue(answer(['ธนากร วิวัฒน์']))
    const changed = await readLineBreakDictionary()
    expect(changed).not.toBe(dictionary)
    expect(compile).toHaveBeenCalledTimes(2)
    expect(splitOnServer('คุณธนากร วิวัฒน์')).toEqual([[3, 16]])

    // Back to the first result object: its dictionary becomes the server's current one again.
    fetchMock.mockResolvedValue(first)
    expect(await readLineBreakDictionary()).toBe(dictionary)
    expect(splitOnServer('คุณสมชาย ใจดี')).toEqual([[3, 13]])
    expect(compile).toHaveBeenCalledTimes(2)
  })
})
