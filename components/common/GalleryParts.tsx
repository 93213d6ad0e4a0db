import { InLanguage } from './InLanguage'
import { useTranslation } from '@/lib/i18n/useTranslation'
import { useRef, type KeyboardEvent, type ReactNode } from 'react'
import { css, cx } from '@/styled-system/css'
import { thumbnailStrip } from '@/styled-system/recipes'
import type { SiteImage } from '@/lib/images/siteImage'

// The parts a gallery of pictures shares (a product's pictures, a news article's photos): the
// large picture's caption and the row of thumbnails to choose another. Their words come from the
// gallery's namespace (`gallery.position`, `gallery.choose`, `gallery.show`).

type GalleryNamespace = 'product' | 'news'

/** A picture of a gallery, its description in `image.alt`. */
interface GalleryItem {
  _key: string
  image: SiteImage
}

const KEY_STEPS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowDown: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  ArrowUp: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
}

// Each layout of the strip as class names known at build time (lib/build/pandaStaticCalls.cjs).
const STRIPS = {
  tiles: thumbnailStrip({ layout: 'tiles' }),
  swatches: thumbnailStrip({ layout: 'swatches' }),
}

const styles = {
  caption: css({ mt: '2', fontSize: 'sm', color: 'fg.muted' }),
  position: css({ display: 'block', fontSize: 'xs', mt: '0.5' }),
}

interface GalleryCaptionProps {
  namespace: GalleryNamespace
  /** The large picture's description. */
  alt: string
  /** Its language when it is the other language's text (SiteImage's `altLang`). */
  altLang?: 'th' | 'en'
  index: number
  count: number
  /** Announces the new description when another picture is chosen. */
  isLive?: boolean
  testId: string
}

/** Under the large picture: its description and, when there are several, which one it is. */
export function GalleryCaption({
  namespace,
  alt,
  altLang,
  index,
  count,
  isLive,
  testId,
}: GalleryCaptionProps) {
  const { t } = useTranslation(namespace)
  return (
    <figcaption
      className={styles.caption}
      aria-live={isLive ? 'polite' : undefined}
      data-testid={testId}
    >
      <InLanguage lang={altLang}>{alt}</InLanguage>
      {count > 1 && (
        <span className={styles.position}>
          {t('gallery.position', { index: index + 1, count })}
        </span>
      )}
    </figcaption>
  )
}

interface GalleryThumbnailsProps<T extends GalleryItem> {
  namespace: GalleryNamespace
  items: readonly T[]
  selected: number
  onSelect: (index: number) => void
  layout: keyof typeof STRIPS
  /** The list's place under the picture (its margin, …). */
  className: string
  /** The thumbnail's picture, without a text of its own (the button is named). */
  children: (item: T) => ReactNode
}

/**
 * A button per picture, the chosen one marked `aria-current`; every one is in the tab order, and
 * the arrow keys, Home and End move between them and show the picture at once. Nothing for a
 * single picture.
 */
export function GalleryThumbnails<T extends GalleryItem>({
  namespace,
  items,
  selected,
  onSelect,
  layout,
  className,
  children,
}: GalleryThumbnailsProps<T>) {
  const { t } = useTranslation(namespace)
  const buttons = useRef<(HTMLButtonElement | null)[]>([])
  const count = items.length
  if (count < 2) return null
  const strip = STRIPS[layout]

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const step = KEY_STEPS[event.key]
    if (!step) return
    event.preventDefault()
    const next = step(selected, count)
    onSelect(next)
    buttons.current[next]?.focus()
  }

  return (
    <ul
      aria-label={t('gallery.choose')}
      className={cx(strip.list, className)}
      onKeyDown={onKeyDown}
    >
      {items.map((item, index) => (
        <li key={item._key}>
          <button
            ref={(element) => {
              buttons.current[index] = element
            }}
            type="button"
            className={strip.thumbnail}
            aria-current={index === selected ? 'true' : undefined}
            aria-label={t('gallery.show', { index: index + 1, count, alt: item.image.alt })}
            onClick={() => onSelect(index)}
          >
            {children(item)}
          </button>
        </li>
      ))}
    </ul>
  )
}
