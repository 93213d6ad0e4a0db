import { css } from '@/styled-system/css'
import { heading } from '@/styled-system/recipes'

const styles = {
  heading: heading({ size: 'md' }),
  list: css({
    mt: '3',
    ps: '5',
    listStyleType: 'disc',
    color: 'fg.muted',
    lineHeight: 'tall',
  }),
}

/** What a page's figures mean, under the tables: a heading over a bulleted list of notes. */
export function FigureNotes({
  id,
  title,
  notes,
  className,
}: {
  /** The heading's id, which labels the section. */
  id: string
  title: string
  notes: readonly string[]
  className?: string
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      <ul className={styles.list}>
        {notes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
    </section>
  )
}
