import { useRouter } from 'next/router'
import { useTranslation } from '@/lib/i18n/useTranslation'
import { css } from '@/styled-system/css'
import { GalleryCaption, GalleryThumbnails } from '@/components/common/GalleryParts'
import { SiteImage } from '@/components/common/SiteImage'
import { IMAGE_PARAM, imageParamValue, selectedImageIndex } from '@/lib/catalogue/productGallery'
import type { ProductGalleryImage } from '@/lib/catalogue/product'

const styles = {
  root: css({ minW: '0', w: 'full', maxW: { md: '[36rem]' } }),
  figure: css({ m: '0' }),
  frame: css({ bg: 'bg.subtle', borderRadius: 'xl', overflow: 'hidden', aspectRatio: '1 / 1' }),
  thumbnails: css({ listStyle: 'none', mt: '3' }),
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
        <GalleryCaption
          namespace="product"
          alt={current.image.alt}
          altLang={current.image.altLang}
          index={selected}
          count={count}
          isLive
          testId="product-gallery-caption"
        />
      </figure>
      <GalleryThumbnails
        namespace="product"
        items={images}
        selected={selected}
        onSelect={select}
        layout="swatches"
        className={styles.thumbnails}
      >
        {(entry) => (
          <SiteImage
            image={{ ...entry.thumbnail, alt: '' }}
            style={{ display: 'block', width: '40px', height: '40px', borderRadius: '4px' }}
          />
        )}
      </GalleryThumbnails>
    </section>
  )
}
