/**
 * @jest-environment node
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { setClock } from '@/lib/testing/clock'
import { investorPageProps } from './investorPageProps'

// Every page of the investor section is given the quiet period by `investorPageProps`, on the
// bundled dataset (results announced 2027-02-25, the quiet period from 2027-02-11 on).
describe('investorPageProps', () => {
  const props = investorPageProps(['investors'], async () => ({ content: 'x' }))

  it('inside a quiet period: the notice’s period, its namespace, revalidated at its end', async () => {
    // 23:58:20 in Bangkok on the period's last day: 100 s before it ends.
    setClock('2027-02-24T23:58:20+07:00')
    const result = await props({ locale: 'en' })
    if (!('props' in result)) throw new Error('no props')
    expect(result.props.quietPeriod.current).toMatchObject({
      start: '2027-02-11',
      end: '2027-02-25',
      endLabel: 'February 25, 2027',
    })
    expect(result.props.content).toBe('x')
    const translations = result.props as typeof result.props & {
      _nextI18Next: { initialI18nStore: Record<string, Record<string, unknown>> }
    }
    expect(Object.keys(translations._nextI18Next.initialI18nStore.en!)).toContain('quietPeriod')
    expect(result.revalidate).toBe(100)
  })

  it('outside: no notice, the site’s interval when the next change is further away', async () => {
    setClock('2026-11-21T12:00:00+07:00')
    const result = await props({ locale: 'th' })
    if (!('props' in result)) throw new Error('no props')
    expect(result.props.quietPeriod.current).toBeNull()
    expect(result.props.quietPeriod.periods[0]).toMatchObject({ start: '2027-02-11' })
    expect(result.revalidate).toBe(300)
  })

  it('is a 404 for the pseudo locale, as every public page', async () => {
    expect(await props({ locale: 'default' })).toEqual({ notFound: true })
  })
})

describe('the investor pages', () => {
  // A static page that forgot it would show no notice: every static page of pages/investors
  // goes through it (a page rendered per request shows the notice with its own props).
  // The document lists' pages and their years' pages go through it by documentYearPageProps.
  const dir = path.join(process.cwd(), 'pages', 'investors')
  const staticPages = readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.tsx'))
    .filter((file) => readFileSync(path.join(dir, file), 'utf8').includes('getStaticProps'))
  it.each(staticPages)('%s gets its props from investorPageProps', (file) => {
    const source = readFileSync(path.join(dir, file), 'utf8')
    expect(source).toMatch(
      /export const getStaticProps = [\s\S]*(investorPageProps|documentYearPageProps)(<[^>]*>)?\(/,
    )
  })

  it('documentYearPageProps is investorPageProps', () => {
    const source = readFileSync(path.join(__dirname, 'documentYearPage.ts'), 'utf8')
    expect(source).toMatch(/return investorPageProps\(/)
  })
})
