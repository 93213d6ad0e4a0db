import { css } from '@/styled-system/css'
import { heading } from '@/styled-system/recipes'
import { SiteImage } from '@/components/common/SiteImage'
import type { ProductListBrand } from '@/lib/content/productList'

// Under a banner (`data-banner` on the section) the logo rises into it and the text starts a
// little lower; without one, the body has padding of its own at the top.
const styles = {
  root: css({
    bg: 'bg',
    borderWidth: '1px',
    borderColor: 'border',
    borderRadius: 'xl',
    overflow: 'hidden',
  }),
  body: css({
    display: 'flex',
    flexDirection: { base: 'column', md: 'row' },
    gap: { base: '3', md: '6' },
    px: { base: '4', lg: '8' },
    pb: { base: '4', lg: '6' },
    pt: { base: '4', lg: '6' },
    '[data-banner] &': { pt: '0' },
  }),
  logo: css({
    flexShrink: 0,
    w: { base: '20', md: '[8rem]', xl: '[10rem]' },
    mt: '0',
    '[data-banner] &': { mt: { base: '-8', lg: '-12' } },
    position: 'relative',
    borderWidth: '4px',
    borderColor: 'bg',
    borderRadius: 'lg',
    overflow: 'hidden',
    bg: 'bg',
    shadow: 'md',
    alignSelf: 'flex-start',
  }),
  text: css({
    flex: '1',
    minW: '0',
    pt: '0',
    '[data-banner] &': { pt: { md: '4' } },
  }),
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
          style={{ width: '100%', height: 'auto', display: 'block' }}
        />
      )}
      <div className={styles.body}>
        {brand.logo && (
          <div className={styles.logo} data-testid="brand-logo">
            <SiteImage
              image={brand.logo}
              sizes="(min-width: 1280px) 160px, (min-width: 640px) 128px, 80px"
              style={{ width: '100%', height: 'auto', display: 'block' }}
            />
          </div>
        )}
        <div className={styles.text}>
          <h2 id="catalogue-brand-name" className={styles.name}>
            {brand.name}
          </h2>
          {brand.description && <p className={styles.description}>{brand.description}</p>}
        </div>
      </div>
    </section>
  )
}
