import { useTranslation } from '@/lib/i18n/useTranslation'
import { useId, useState } from 'react'
import { css } from '@/styled-system/css'
import { heading } from '@/styled-system/recipes'
import { GalleryCaption, GalleryThumbnails } from '@/components/common/GalleryParts'
import { SiteImage } from '@/components/common/SiteImage'
import type { NewsItem } from '@/lib/news/news'

const styles = {
  root: css({ mt: { base: '10', lg: '12' } }),
  title: heading({ size: 'lg' }),
  figure: css({ mt: '4' }),
  thumbnails: css({ mt: '4' }),
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
  const current = images[selected]
  if (!current) return null

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
          fluid="block"
          rounded="lg"
          style={{ aspectRatio: '3 / 2' }}
        />
        <GalleryCaption
          namespace="news"
          alt={current.image.alt}
          altLang={current.image.altLang}
          index={selected}
          count={images.length}
          testId="gallery-caption"
        />
      </figure>
      <GalleryThumbnails
        namespace="news"
        items={images}
        selected={selected}
        onSelect={setSelected}
        layout="tiles"
        className={styles.thumbnails}
      >
        {(entry) => (
          <SiteImage
            image={{ ...entry.image, alt: '' }}
            sizes="(min-width: 640px) 180px, 30vw"
            fluid="block"
          />
        )}
      </GalleryThumbnails>
    </section>
  )
}
