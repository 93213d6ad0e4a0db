import { useTranslation } from 'next-i18next/pages'
import { useId, useRef, useState, type KeyboardEvent } from 'react'
import { css, cx } from '@/styled-system/css'
import { heading, thumbnailStrip } from '@/styled-system/recipes'
import { SiteImage } from '@/components/common/SiteImage'
import type { NewsItem } from '@/lib/content/news'

const strip = thumbnailStrip({ layout: 'tiles' })

const styles = {
  root: css({ mt: { base: '10', lg: '12' } }),
  title: heading({ size: 'lg' }),
  figure: css({ mt: '4' }),
  caption: css({ mt: '2', fontSize: 'sm', color: 'fg.muted' }),
  position: css({ display: 'block', fontSize: 'xs', mt: '0.5' }),
  thumbnails: cx(strip.list, css({ mt: '4' })),
  thumbnail: strip.thumbnail,
}

const KEY_STEPS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowDown: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  ArrowUp: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
}

/**
 * The article's photos: the chosen one large with its description, and a row of thumbnails
 * (buttons) to choose another. Every thumbnail is in the tab order; the arrow keys, Home and
 * End also move between them and show the photo at once.
 */
export function NewsGallery({ images }: { images: NewsItem['gallery'] }) {
  const { t } = useTranslation('news')
  const headingId = useId()
  const [selected, setSelected] = useState(0)
  const buttons = useRef<(HTMLButtonElement | null)[]>([])
  const current = images[selected]
  if (!current) return null
  const count = images.length

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const step = KEY_STEPS[event.key]
    if (!step) return
    event.preventDefault()
    const next = step(selected, count)
    setSelected(next)
    buttons.current[next]?.focus()
  }

  return (
    <section aria-labelledby={headingId} className={styles.root}>
      <h2 id={headingId} className={styles.title}>
        {t('gallery.title')}
      </h2>
      <figure className={styles.figure}>
        <SiteImage
          key={current._key}
          image={current.image}
          sizes="(min-width: 1024px) 768px, 100vw"
          style={{
            width: '100%',
            height: 'auto',
            display: 'block',
            aspectRatio: '3 / 2',
            borderRadius: '0.75rem',
          }}
        />
        <figcaption className={styles.caption} data-testid="gallery-caption">
          {current.image.alt}
          {count > 1 && (
            <span className={styles.position}>
              {t('gallery.position', { index: selected + 1, count })}
            </span>
          )}
        </figcaption>
      </figure>
      {count > 1 && (
        <ul aria-label={t('gallery.choose')} className={styles.thumbnails} onKeyDown={onKeyDown}>
          {images.map((entry, index) => (
            <li key={entry._key}>
              <button
                ref={(element) => {
                  buttons.current[index] = element
                }}
                type="button"
                className={styles.thumbnail}
                aria-current={index === selected ? 'true' : undefined}
                aria-label={t('gallery.show', { index: index + 1, count, alt: entry.image.alt })}
                onClick={() => setSelected(index)}
              >
                <SiteImage
                  image={{ ...entry.image, alt: '' }}
                  sizes="(min-width: 640px) 180px, 30vw"
                  style={{ width: '100%', height: 'auto', display: 'block' }}
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
