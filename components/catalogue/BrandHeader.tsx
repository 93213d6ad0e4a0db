import { css, cx } from '@/styled-system/css'
import { brandCard, heading } from '@/styled-system/recipes'
import { FramedImage, SiteImage } from '@/components/common/SiteImage'
import type { ProductListBrand } from '@/lib/catalogue/productList'
import { WholeText } from '@/components/common/WholeText'

// Under a banner (`data-banner` on the section) the logo rises into it and the text starts a
// little lower; without one, the body has padding of its own at the top.
const card = brandCard({ size: 'header' })

const styles = {
  root: card.root,
  body: cx(card.body, css({ pt: { base: '4', lg: '6' }, '[data-banner] &': { pt: '0' } })),
  logo: cx(
    card.logo,
    css({
      w: { base: '20', md: '[8rem]', xl: '[10rem]' },
      mt: '0',
      '[data-banner] &': { mt: { base: '-8', lg: '-12' } },
    }),
  ),
  text: cx(card.text, css({ pt: '0', '[data-banner] &': { pt: { md: '4' } } })),
  name: heading({ size: 'lg' }),
  description: css({ mt: '2', lineHeight: 'tall', maxW: 'prose', color: 'fg.muted' }),
}

/** The one brand chosen, heading the list: its banner (1440×400), logo (200×200) and text. */
export function BrandHeader({ brand }: { brand: ProductListBrand }) {
  return (
    <section
      aria-labelledby="catalogue-brand-name"
      className={styles.root}
      data-banner={brand.banner ? '' : undefined}
      data-testid="brand-header"
    >
      {brand.banner && (
        <SiteImage
          image={brand.banner}
          sizes="(min-width: 1280px) 1232px, 100vw"
          priority
          fluid="block"
        />
      )}
      <div className={styles.body}>
        <FramedImage
          className={styles.logo}
          image={brand.logo}
          data-testid="brand-logo"
          sizes="(min-width: 1280px) 160px, (min-width: 640px) 128px, 80px"
          block
        />
        <div className={styles.text}>
          <h2 id="catalogue-brand-name" className={styles.name}>
            <WholeText>{brand.name}</WholeText>
          </h2>
          {brand.description && <p className={styles.description}>{brand.description}</p>}
        </div>
      </div>
    </section>
  )
}
