import { Link } from '@/components/common/Link'
import { css } from '@/styled-system/css'
import { card } from '@/styled-system/recipes'
import { SiteImage } from '@/components/common/SiteImage'
import type { ProductCard as ProductCardData } from '@/lib/catalogue/productList'
import { pagePath } from '@/lib/routes'
import { WholeText } from '@/components/common/WholeText'
import { KeepWhole } from '@/components/common/KeepWhole'

// The name is the card's one link (the card recipe's `link`): it covers the card, and the
// focus ring goes round the whole card.
const styles = {
  card: card(),
  name: css({ fontWeight: 'semibold', lineHeight: 'short' }),
  brand: css({ mt: '1', fontSize: 'sm', color: 'fg.muted' }),
  category: css({
    mt: '2',
    display: 'flex',
    alignItems: 'center',
    gap: '1.5',
    fontSize: 'sm',
    color: 'fg.muted',
  }),
}

/** A product in a grid: picture, name (linking to its page), brand and category with its icon. */
export function ProductCard({
  product,
  aboveTheFold = false,
}: {
  product: ProductCardData
  /** In the first row of the list: its picture loads at once (it is the page's largest paint). */
  aboveTheFold?: boolean
}) {
  return (
    <article className={styles.card.root} data-testid="product-card">
      {product.image && (
        <SiteImage
          image={product.image}
          priority={aboveTheFold}
          sizes="(min-width: 1280px) 300px, (min-width: 1024px) 25vw, 50vw"
          fluid="block"
        />
      )}
      <div className={styles.card.body}>
        <h3 className={styles.name}>
          <Link href={pagePath('product', product.slug)} className={styles.card.link}>
            {product.name && <KeepWhole isOwnStaticHtml>{product.name}</KeepWhole>}
          </Link>
        </h3>
        {product.brand?.name && (
          <p className={styles.brand}>
            <WholeText>{product.brand.name}</WholeText>
          </p>
        )}
        {product.category?.name && (
          <div className={styles.category}>
            {product.category.icon && <SiteImage image={{ ...product.category.icon, alt: '' }} />}
            {/* A category's name is one unit (อาหารพร้อม|รับประทาน), as the filters draw it. */}
            <WholeText>{product.category.name}</WholeText>
          </div>
        )}
      </div>
    </article>
  )
}
