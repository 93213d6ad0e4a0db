import { Link } from '@/components/common/Link'
import { css, cx } from '@/styled-system/css'
import { card, heading } from '@/styled-system/recipes'
import { ArrowRightIcon } from '@/components/common/icons'
import { FramedImage, SiteImage } from '@/components/common/SiteImage'
import type { BusinessCategory } from '@/lib/business/business'
import { categoryCatalogueHref } from './catalogueHref'
import { useProductCount } from './useProductCount'

const cardClasses = card()

const layout = css.raw({ display: 'grid', gridTemplateRows: { md: 'auto 1fr' } })

const styles = {
  root: cx(cardClasses.root, css(layout, { gridTemplateColumns: '1fr' })),
  // Picture beside the text on phones, above it from tablets on.
  rootWithPicture: cx(
    cardClasses.root,
    css(layout, { gridTemplateColumns: { base: '8rem minmax(0, 1fr)', md: '1fr' } }),
  ),
  // A thumbnail on phones, the card's full-width picture from tablets on.
  picture: css({ p: { base: '3', md: '0' }, pe: '0' }),
  pictureFrame: css({ borderRadius: { base: 'md', md: 'none' }, overflow: 'hidden' }),
  body: css({ display: 'flex', flexDirection: 'column', p: { base: '4', md: '5' } }),
  titleRow: css({ display: 'flex', alignItems: 'center', gap: '2' }),
  title: heading({ size: 'md' }),
  // The name is the card's one link: it covers the card (the card recipe's `link`).
  link: cardClasses.link,
  description: css({ mt: '2', fontSize: 'sm', color: 'fg.muted', lineHeight: 'tall' }),
  count: css({
    mt: 'auto',
    pt: '4',
    display: 'flex',
    alignItems: 'center',
    gap: '2',
    fontSize: 'sm',
    fontWeight: 'semibold',
    color: 'brand.fg',
  }),
}

/** A category of the line: picture, icon and name, what it is and its products in the catalogue. */
export function CategoryCard({
  category,
  lineSlug,
}: {
  category: BusinessCategory
  lineSlug: string
}) {
  const productCount = useProductCount()
  return (
    <article
      className={category.image ? styles.rootWithPicture : styles.root}
      data-testid="business-category"
    >
      {category.image && (
        <div className={styles.picture}>
          <FramedImage
            className={styles.pictureFrame}
            image={category.image}
            sizes="(min-width: 640px) 320px, 128px"
            block
          />
        </div>
      )}
      <div className={styles.body}>
        <div className={styles.titleRow}>
          {category.icon && <SiteImage image={{ ...category.icon, alt: '' }} />}
          <h3 className={styles.title}>
            <Link href={categoryCatalogueHref(lineSlug, category.slug)} className={styles.link}>
              {category.name}
            </Link>
          </h3>
        </div>
        {category.description && <p className={styles.description}>{category.description}</p>}
        <div className={styles.count}>
          {productCount(category.productCount)}
          <ArrowRightIcon />
        </div>
      </div>
    </article>
  )
}
