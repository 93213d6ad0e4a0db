import { css } from '@/styled-system/css'

const bar = css.raw({ bg: 'bg.muted', borderRadius: 'sm' })

const styles = {
  root: css({
    h: 'full',
    borderWidth: '1px',
    borderColor: 'border',
    borderRadius: 'lg',
    overflow: 'hidden',
    // The theme's fade, run back and forth: a slow pulse, still for reduced motion.
    animation: 'fade-in 900ms ease-in-out infinite alternate',
    _motionReduce: { animation: 'none' },
  }),
  picture: css(bar, { borderRadius: 'none', aspectRatio: '1' }),
  body: css({ p: { base: '3', md: '4' } }),
  name: css(bar, { h: '4', w: '[80%]' }),
  brand: css(bar, { h: '3', w: '[50%]', mt: '3' }),
  category: css(bar, { h: '3', w: '[60%]', mt: '3' }),
}

/** The shape of a product card while its product loads (hidden from assistive technology). */
export function ProductCardSkeleton() {
  return (
    <div aria-hidden="true" className={styles.root} data-testid="product-card-skeleton">
      <div className={styles.picture} />
      <div className={styles.body}>
        <div className={styles.name} />
        <div className={styles.brand} />
        <div className={styles.category} />
      </div>
    </div>
  )
}
