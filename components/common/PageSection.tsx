import { useTranslation } from '@/lib/i18n/useTranslation'
import type { GroupWith, Namespace, TranslationKey } from '@/lib/i18n/keys'
import type { TranslateOptions } from '@/lib/i18n/translate'
import type { ReactNode } from 'react'
import { css } from '@/styled-system/css'
import { container } from '@/styled-system/patterns'
import { ButtonLink } from './ButtonLink'
import { ArrowRightIcon } from './icons'
import { MoreLink, SectionHeader } from './SectionHeader'

// Every band a section can stand in, as class names known at build time (the calls are replaced
// by their results: see lib/build/pandaStaticCalls.cjs). A band with a `column` spans the window
// (its background does) and holds the page's column inside.
const BANDS = {
  /** In the page's column, spaced above and below. */
  plain: { root: container({ py: { base: '12', lg: '16' } }) },
  /** In the page's column, right under the section before it (spaced below only). */
  following: { root: container({ pb: { base: '12', lg: '16' } }) },
  /** On the light grey of the page's quieter surfaces, across the window. */
  subtle: { root: css({ bg: 'bg.subtle', py: { base: '12', lg: '16' } }), column: container() },
  /** The same, ruled off from a grey band above it. */
  subtleRuled: {
    root: css({
      bg: 'bg.subtle',
      borderTopWidth: '1px',
      borderColor: 'border',
      py: { base: '12', lg: '16' },
    }),
    column: container(),
  },
  /** A list under an article or a product, ruled off from it. */
  related: {
    root: css({
      mt: { base: '12', lg: '16' },
      pt: { base: '8', lg: '10' },
      borderTopWidth: '1px',
      borderColor: 'border',
    }),
  },
}

interface PageSectionProps {
  band?: keyof typeof BANDS
  /** The heading's id, which the section names itself by (`aria-labelledby`). */
  id: string
  /**
   * Where its words are, as `namespace:key`: `key.heading`, `key.intro` and `key.more` for a
   * section of a page, `key.title` and `key.all` for a related list.
   */
  text: GroupWith<'heading'> | GroupWith<'all'>
  /** The page with the rest (the whole list), linked across from the heading. */
  moreHref?: string
  introWidth?: 'prose' | 'full'
  /** Values the introduction's text takes (`count` chooses its plural): a count from the data. */
  introValues?: TranslateOptions
  children: ReactNode
}

/**
 * A section of a page named by its header (`SectionHeader`): heading, introduction and the way
 * to the rest, a button across from them; or, for a `related` list, the smaller heading and an
 * underlined link. Then its content.
 */
export function PageSection({
  band = 'plain',
  id,
  text,
  moreHref,
  introWidth,
  introValues,
  children,
}: PageSectionProps) {
  const [namespace] = text.split(':') as [Namespace]
  const { t } = useTranslation(namespace)
  // `text`'s type holds only groups that have these strings, but TypeScript cannot follow a
  // key built from a union: the built key and its string are named here, once.
  const line = (
    field: 'heading' | 'intro' | 'more' | 'title' | 'all',
    values: TranslateOptions = {},
  ) => t(`${text}.${field}` as TranslationKey<Namespace>, values) as string
  const { root, column } = BANDS[band] as { root: string; column?: string }
  const header =
    band === 'related' ? (
      <SectionHeader
        kind="related"
        size="lg"
        id={id}
        title={line('title')}
        action={moreHref && <MoreLink href={moreHref}>{line('all')}</MoreLink>}
      />
    ) : (
      <SectionHeader
        id={id}
        title={line('heading')}
        intro={line('intro', introValues)}
        introWidth={introWidth}
        action={
          moreHref && (
            <ButtonLink href={moreHref}>
              {line('more')}
              <ArrowRightIcon />
            </ButtonLink>
          )
        }
      />
    )
  return (
    <section aria-labelledby={id} className={root}>
      {column ? (
        <div className={column}>
          {header}
          {children}
        </div>
      ) : (
        <>
          {header}
          {children}
        </>
      )}
    </section>
  )
}
