import type { PageSection } from '@/lib/page/contentPage'
import { missingPeopleLinks } from './LeadershipLinks'

const cta = (key: string, path: string): PageSection => ({
  _key: key,
  _type: 'ctaSection',
  heading: key,
  body: null,
  intro: null,
  text: null,
  buttonLabel: key,
  path,
  imagePosition: null,
  image: null,
  items: null,
})

describe('missingPeopleLinks', () => {
  it('adds nothing when the editors already lead to both people pages', () => {
    expect(
      missingPeopleLinks([
        cta('board', '/about/board-of-director'),
        cta('team', '/about/executives'),
      ]),
    ).toEqual([])
  })

  it('adds whichever one is missing', () => {
    expect(
      missingPeopleLinks([cta('board', '/about/board-of-director')]).map((l) => l.path),
    ).toEqual(['/about/executives'])
    expect(missingPeopleLinks([]).map((l) => l.path)).toEqual([
      '/about/board-of-director',
      '/about/executives',
    ])
  })
})
