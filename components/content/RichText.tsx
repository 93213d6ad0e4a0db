import {
  PortableText,
  type PortableTextComponents,
  type PortableTextProps,
} from '@portabletext/react'
import { langAttribute, type FallbackLang } from '@/components/common/InLanguage'
import { Link } from '@/components/common/Link'
import { keepWholeChildren } from '@/components/common/keepWholeChildren'
import { StaticHtml } from '@/components/common/StaticHtml'
import type { ReactNode } from 'react'
import { css, cx } from '@/styled-system/css'
import { heading } from '@/styled-system/recipes'

const styles = {
  root: css({ maxW: 'prose', fontSize: { base: 'md', lg: 'lg' } }),
  paragraph: css({ mb: '4', lineHeight: 'tall' }),
  h2: cx(heading({ size: 'lg' }), css({ mt: '8', mb: '3' })),
  h3: cx(heading({ size: 'md' }), css({ mt: '6', mb: '2' })),
  blockquote: css({
    borderStartWidth: '4px',
    borderColor: 'brand.solid',
    ps: '4',
    my: '6',
    fontSize: 'lg',
    color: 'fg.muted',
  }),
  bulletList: css({ ps: '6', mb: '4', listStyleType: 'disc' }),
  numberList: css({ ps: '6', mb: '4', listStyleType: 'decimal' }),
  listItem: css({ mb: '1', lineHeight: 'tall' }),
  // Inline in running text: it wraps with the words around it.
  link: css({
    color: 'brand.fg',
    textDecoration: 'underline',
    textUnderlineOffset: '3px',
    borderRadius: 'sm',
  }),
}

function RichLink({ href, children }: { href: string; children: ReactNode }) {
  // Links inside the site stay in the app (and in the reader's language); others open as usual.
  if (href.startsWith('/'))
    return (
      <Link href={href} className={styles.link}>
        {children}
      </Link>
    )
  const external = /^https?:/.test(href)
  return (
    <Link href={href} className={styles.link} {...(external ? { rel: 'noopener noreferrer' } : {})}>
      {children}
    </Link>
  )
}

const components: PortableTextComponents = {
  block: {
    // A line never ends inside a Thai name, date, time or listed compound (KeepWhole).
    normal: ({ children }) => <p className={styles.paragraph}>{keepWholeChildren(children)}</p>,
    h2: ({ children }) => <h2 className={styles.h2}>{keepWholeChildren(children)}</h2>,
    h3: ({ children }) => <h3 className={styles.h3}>{keepWholeChildren(children)}</h3>,
    blockquote: ({ children }) => (
      <blockquote className={styles.blockquote}>{keepWholeChildren(children)}</blockquote>
    ),
  },
  list: {
    bullet: ({ children }) => <ul className={styles.bulletList}>{children}</ul>,
    number: ({ children }) => <ol className={styles.numberList}>{children}</ol>,
  },
  listItem: ({ children }) => <li className={styles.listItem}>{keepWholeChildren(children)}</li>,
  marks: {
    link: ({ value, children }) => (
      <RichLink href={String(value?.href ?? '#')}>{keepWholeChildren(children)}</RichLink>
    ),
  },
  // Images inside text are not part of the bundled content; unknown types render nothing.
  types: {},
}

/**
 * Rich text from the CMS (Portable Text), in the site's typography. `lang`: the text's language
 * when it is the other language's (the page's is missing; see components/common/InLanguage).
 */
export function RichText({
  value,
  lang,
}: {
  value: PortableTextProps['value'] | null | undefined
  lang?: FallbackLang
}) {
  if (!value || (Array.isArray(value) && value.length === 0)) return null
  return (
    // Only text and links: kept as the server's HTML (StaticHtml), whose Thai keeps its names,
    // dates, times and listed compounds whole (KeepWhole), on a hydrated page too.
    <StaticHtml className={styles.root} lang={langAttribute(lang)}>
      <PortableText value={value} components={components} onMissingComponent={false} />
    </StaticHtml>
  )
}
