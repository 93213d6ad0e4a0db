/**
 * @jest-environment node
 */
import type { GetServerSidePropsContext } from 'next'

type StudioPageModule = typeof import('./studioPage')

/** studioPage.ts as a build with (or without) a Studio project would load it. */
async function studioPageWith(projectId: string): Promise<StudioPageModule> {
  const previous = process.env.SANITY_STUDIO_PROJECT_ID
  process.env.SANITY_STUDIO_PROJECT_ID = projectId
  try {
    let loaded: StudioPageModule | undefined
    await jest.isolateModulesAsync(async () => {
      loaded = await import('./studioPage')
    })
    return loaded!
  } finally {
    if (previous === undefined) delete process.env.SANITY_STUDIO_PROJECT_ID
    else process.env.SANITY_STUDIO_PROJECT_ID = previous
  }
}

function context(query: Record<string, string>, acceptLanguage?: string, method = 'GET') {
  const headers: Record<string, string> = {}
  const res = {
    statusCode: 200,
    headers,
    setHeader: (name: string, value: string) => (headers[name] = value),
  }
  const req = { method, headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {} }
  return { ctx: { req, res, query } as unknown as GetServerSidePropsContext, res }
}

describe('/studio', () => {
  it('is the Studio when a project is configured', async () => {
    const { studioPageProps } = await studioPageWith('abc123')
    const { ctx, res } = context({})
    expect(await studioPageProps(ctx)).toEqual({ props: { hasProject: true } })
    expect(res.statusCode).toBe(200)
  })

  it('is the setup guide in the browser language, or the one ?lang= picks', async () => {
    const { studioPageProps } = await studioPageWith('')
    const english = context({}, 'en-US,en;q=0.9')
    expect(await studioPageProps(english.ctx)).toMatchObject({
      props: { hasProject: false, lang: 'en', unknownLang: null },
    })
    const thai = context({ lang: 'th' }, 'en-US')
    expect(await studioPageProps(thai.ctx)).toMatchObject({ props: { lang: 'th' } })
    expect(thai.res.statusCode).toBe(200)
  })

  it('answers an unknown ?lang= with 400 and names it on the page', async () => {
    const { studioPageProps } = await studioPageWith('')
    const { ctx, res } = context({ lang: 'fr' }, 'en')
    expect(await studioPageProps(ctx)).toMatchObject({
      props: { hasProject: false, lang: 'en', unknownLang: 'fr' },
    })
    expect(res.statusCode).toBe(400)
  })

  it('answers methods other than GET and HEAD with 405, as static pages do', async () => {
    for (const projectId of ['', 'abc123']) {
      const { studioPageProps } = await studioPageWith(projectId)
      const { ctx, res } = context({}, 'en', 'DELETE')
      await studioPageProps(ctx)
      expect(res.statusCode).toBe(405)
      expect(res.headers.Allow).toBe('GET, HEAD')
    }
  })
})
