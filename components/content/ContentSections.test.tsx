import { screen, within } from '@testing-library/react'
import type { PageSection } from '@/lib/page/contentPage'
import { renderWithProviders } from '@/lib/testing/render'
import { ContentSections, groupRuns, sectionRenderers } from './ContentSections'

// @portabletext/react ships only as an ES module, which this jest setup does not transform;
// RichText has its own concern (Portable Text), so here it stands in as plain paragraphs.
jest.mock('./RichText', () => ({
  RichText: ({ value }: { value: { _key: string; children: { text: string }[] }[] | null }) =>
    value?.map((block) => <p key={block._key}>{block.children.map((span) => span.text)}</p>),
}))

const empty = {
  heading: null,
  body: null,
  intro: null,
  text: null,
  buttonLabel: null,
  path: null,
  imagePosition: null,
  image: null,
  items: null,
} as const

const block = (key: string, text: string) => ({
  _key: key,
  _type: 'block' as const,
  style: 'normal' as const,
  markDefs: [],
  children: [{ _key: `${key}s`, _type: 'span' as const, text, marks: [] }],
})

const sections: PageSection[] = [
  {
    ...empty,
    _key: 'who',
    _type: 'textSection',
    heading: 'Who we are',
    body: [block('b1', 'Since 1954.')],
  },
  {
    ...empty,
    _key: 'farm',
    _type: 'imageTextSection',
    heading: 'From farm to table',
    body: [block('b2', 'Every step is ours.')],
    imagePosition: 'start',
    image: {
      src: '/api/cms-image/x-400x300.webp',
      width: 400,
      height: 300,
      alt: 'Our farms',
      blurDataURL: null,
    },
  },
  {
    ...empty,
    _key: 'figures',
    _type: 'statsSection',
    heading: 'Key figures',
    items: [
      {
        _key: 'staff',
        value: '18,000+',
        label: 'Employees',
        labelLang: null,
        title: null,
        titleLang: null,
        text: null,
        textLang: null,
      },
      {
        _key: 'farmers',
        value: '1,200+',
        label: 'Contract farmers',
        labelLang: null,
        title: null,
        titleLang: null,
        text: null,
        textLang: null,
      },
    ],
  },
  {
    ...empty,
    _key: 'vision',
    _type: 'valuesSection',
    heading: 'Vision',
    items: [
      {
        _key: 'v',
        value: null,
        label: null,
        labelLang: null,
        title: 'The kitchen people trust',
        titleLang: null,
        text: 'Safe food.',
        textLang: null,
      },
    ],
  },
  {
    ...empty,
    _key: 'values',
    _type: 'valuesSection',
    heading: 'Our values',
    intro: 'Five values.',
    items: [
      {
        _key: 'a',
        value: null,
        label: null,
        labelLang: null,
        title: 'Safety first',
        titleLang: null,
        text: 'Always.',
        textLang: null,
      },
      {
        _key: 'b',
        value: null,
        label: null,
        labelLang: null,
        title: 'Integrity',
        titleLang: null,
        text: 'Do right.',
        textLang: null,
      },
    ],
  },
  {
    ...empty,
    _key: 'next',
    _type: 'ctaSection',
    heading: 'Explore our business',
    text: 'Meet each line.',
    buttonLabel: 'See all business lines',
    path: '/business',
  },
]

describe('ContentSections', () => {
  it('has a renderer for every section type of the page schema', () => {
    expect(Object.keys(sectionRenderers).sort()).toEqual(
      ['ctaSection', 'imageTextSection', 'statsSection', 'textSection', 'valuesSection'].sort(),
    )
  })

  it('draws each section in order, named by its heading', () => {
    renderWithProviders(<ContentSections sections={sections} />)
    const regions = screen.getAllByRole('region')
    expect(
      regions.map(
        (region) =>
          region.getAttribute('aria-labelledby') &&
          within(region).getByRole('heading', { level: 2 }).textContent,
      ),
    ).toEqual([
      'Who we are',
      'From farm to table',
      'Key figures',
      'Vision',
      'Our values',
      'Explore our business',
    ])
    expect(screen.getByText('Since 1954.')).toBeInTheDocument()
    expect(screen.getByRole('img', { name: 'Our farms' })).toBeInTheDocument()
  })

  it('pairs each key figure with what it counts', () => {
    renderWithProviders(<ContentSections sections={sections} />)
    const figures = screen.getByRole('region', { name: 'Key figures' })
    const terms = within(figures)
      .getAllByRole('term')
      .map((term) => term.textContent)
    const values = within(figures)
      .getAllByRole('definition')
      .map((value) => value.textContent)
    expect(terms).toEqual(['Employees', 'Contract farmers'])
    expect(values).toEqual(['18,000+', '1,200+'])
  })

  it('shows statements as headed items and links the call to action without a language', () => {
    renderWithProviders(<ContentSections sections={sections} />)
    const values = screen.getByRole('region', { name: 'Our values' })
    expect(within(values).getAllByRole('listitem')).toHaveLength(2)
    expect(within(values).getByRole('heading', { level: 3, name: 'Integrity' })).toBeInTheDocument()
    expect(
      screen.getByRole('heading', { level: 3, name: 'The kitchen people trust' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'See all business lines' })).toHaveAttribute(
      'href',
      '/business',
    )
  })

  it('skips a section type it does not know instead of failing the page', () => {
    const unknown = { ...empty, _key: 'new', _type: 'videoSection' } as unknown as PageSection
    renderWithProviders(<ContentSections sections={[unknown, sections[0]!]} />)
    expect(screen.getAllByRole('region')).toHaveLength(1)
  })
})

describe('groupRuns', () => {
  it('gathers consecutive calls to action and leaves a lone one as it is', () => {
    const [text, , , , , cta] = sections
    const second = { ...cta!, _key: 'next2' }
    expect(groupRuns([text!, cta!, second, text!, cta!])).toEqual([
      text,
      { _type: 'ctaSection', sections: [cta, second] },
      text,
      cta,
    ])
  })

  it('gathers consecutive text sections too when the page asks for columns', () => {
    const [text, , , , , cta] = sections
    const second = { ...text!, _key: 'text2' }
    expect(groupRuns([text!, second, cta!], ['ctaSection', 'textSection'])).toEqual([
      { _type: 'textSection', sections: [text, second] },
      cta,
    ])
    expect(groupRuns([text!, second, cta!])).toEqual([text, second, cta])
  })
})
