import { useTranslation } from '@/lib/i18n/useTranslation'
import { css, cx } from '@/styled-system/css'
import { panel } from '@/styled-system/recipes'
import { ArrowRightIcon } from '@/components/common/icons'
import { ContactValue } from '@/components/common/ContactValue'
import { SiteImage } from '@/components/common/SiteImage'
import { websiteHost } from '@/lib/catalogue/resellerLink'
import type { ProductPage } from '@/lib/catalogue/product'
import { ProductSection } from './ProductSection'
import { WholeText } from '@/components/common/WholeText'

// A reseller's card (a link to its website when it has one): the logo beside name and address.
const card = panel({ tone: 'plain' })
const cardLayout = css.raw({ display: 'flex', alignItems: 'center', gap: '4', h: 'full', p: '3' })

const styles = {
  list: css({
    gridTemplateColumns: {
      base: 'minmax(0, 1fr)',
      md: 'repeat(2, minmax(0, 1fr))',
      lg: 'repeat(3, minmax(0, 1fr))',
    },
    gap: '4',
  }),
  card: cx(card, css(cardLayout)),
  linkCard: cx(
    card,
    css(cardLayout, {
      transitionProperty: '[border-color, box-shadow]',
      transitionDuration: 'fast',
      _hover: { borderColor: 'brand.solid', shadow: 'sm' },
    }),
  ),
  logo: css({ flexShrink: 0, w: '[100px]', borderRadius: 'md', overflow: 'hidden' }),
  text: css({ minW: '0', flex: '1' }),
  name: css({ fontWeight: 'semibold', color: 'fg' }),
  host: css({
    mt: '1',
    fontSize: 'sm',
    color: 'brand.fg',
    display: 'flex',
    alignItems: 'center',
    gap: '1',
  }),
  srOnly: css({ srOnly: true }),
}

/**
 * Where to buy: each reseller with its 100×100 logo, linked to its website in a new tab. The
 * link is named by what it shows (name and address), then, unseen, that it opens a new tab: an
 * `aria-label` of its own would not read as the text people see (WCAG 2.5.3, label in name).
 */
export function ProductResellers({ resellers }: { resellers: ProductPage['resellers'] }) {
  const { t } = useTranslation('product')
  if (resellers.length === 0) return null
  return (
    <ProductSection
      title={t('resellers.title')}
      intro={t('resellers.intro')}
      listClassName={styles.list}
      data-testid="product-resellers"
    >
      {resellers.map((reseller) => {
        const host = websiteHost(reseller.website)
        const name = reseller.name ?? host ?? ''
        const content = (
          <>
            {reseller.logo && (
              <div className={styles.logo}>
                <SiteImage
                  image={{ ...reseller.logo, alt: '' }}
                  style={{ width: '100px', height: '100px', display: 'block' }}
                />
              </div>
            )}
            <div className={styles.text}>
              <p className={styles.name}>
                <WholeText>{name}</WholeText>
              </p>
              {host && (
                <p className={styles.host}>
                  <ContactValue kind="web" value={host} />
                  <ArrowRightIcon style={{ transform: 'rotate(-45deg)', flexShrink: 0 }} />
                </p>
              )}
            </div>
          </>
        )
        return (
          <li key={reseller._id}>
            {host ? (
              <a
                href={reseller.website}
                target="_blank"
                rel="noopener noreferrer"
                className={styles.linkCard}
              >
                {content}
                <span className={styles.srOnly}>{t('resellers.newTab')}</span>
              </a>
            ) : (
              <div className={styles.card}>{content}</div>
            )}
          </li>
        )
      })}
    </ProductSection>
  )
}
