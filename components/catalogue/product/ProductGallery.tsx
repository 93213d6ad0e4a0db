import { useRouter } from 'next/router'
import { useTranslation } from 'next-i18next/pages'
import { useRef, type KeyboardEvent } from 'react'
import { css, cx } from '@/styled-system/css'
import { thumbnailStrip } from '@/styled-system/recipes'
import { SiteImage } from '@/components/common/SiteImage'
import { IMAGE_PARAM, imageParamValue, selectedImageIndex } from '@/lib/catalogue/productGallery'
import type { ProductGalleryImage } from '@/lib/content/product'

const KEY_STEPS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowDown: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  ArrowUp: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
}

const strip = thumbnailStrip({ layout: 'swatches' })

const styles = {
  root: css({ minW: '0', w: 'full', maxW: { md: '[36rem]' } }),
  figure: css({ m: '0' }),
  frame: css({ bg: 'bg.subtle', borderRadius: 'xl', overflow: 'hidden', aspectRatio: '1 / 1' }),
  caption: css({ mt: '2', fontSize: 'sm', color: 'fg.muted' }),
  position: css({ display: 'block', fontSize: 'xs', mt: '0.5' }),
  thumbnails: cx(strip.list, css({ listStyle: 'none', mt: '3' })),
  thumbnail: strip.thumbnail,
}

/**
 * The product's pictures: the chosen one large (the main picture at 744×744, the others at
 * 400×400) and a row of 40×40 thumbnails to choose another. The choice lives in the address
 * (`?image=2`), changed by shallow routing, so it can be shared and survives a reload; the
 * static HTML, and so the hydrating render, shows the first picture until the router knows the
 * query. Every thumbnail is a button in the tab order; arrows, Home and End move between them.
 */
export function ProductGallery({ images }: { images: readonly ProductGalleryImage[] }) {
  const { t } = useTranslation('product')
  const router = useRouter()
  const buttons = useRef<(HTMLButtonElement | null)[]>([])
  const count = images.length
  const selected = router.isReady ? selectedImageIndex(router.query[IMAGE_PARAM], count) : 0
  const current = images[selected]
  if (!current) return null

  const select = (index: number) => {
    const query = { ...router.query }
    const value = imageParamValue(index)
    if (value) query[IMAGE_PARAM] = value
    else delete query[IMAGE_PARAM]
    void router.replace({ pathname: router.pathname, query }, undefined, {
      shallow: true,
      scroll: false,
    })
  }

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const step = KEY_STEPS[event.key]
    if (!step) return
    event.preventDefault()
    const next = step(selected, count)
    select(next)
    buttons.current[next]?.focus()
  }

  return (
    <section aria-label={t('gallery.label')} className={styles.root}>
      <figure className={styles.figure}>
        <div className={styles.frame}>
          <SiteImage
            key={current._key}
            image={current.image}
            sizes="(min-width: 640px) 576px, 100vw"
            priority={selected === 0}
            style={{ width: '100%', height: '100%', display: 'block', objectFit: 'cover' }}
          />
        </div>
        <figcaption
          className={styles.caption}
          aria-live="polite"
          data-testid="product-gallery-caption"
        >
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
                onClick={() => select(index)}
              >
                <SiteImage
                  image={{ ...entry.thumbnail, alt: '' }}
                  style={{ display: 'block', width: '40px', height: '40px', borderRadius: '4px' }}
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
