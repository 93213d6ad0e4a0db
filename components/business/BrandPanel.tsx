import { langAttribute } from '@/components/common/InLanguage'
import { useTranslation } from '@/lib/i18n/useTranslation'
import { css, cx } from '@/styled-system/css'
import { actionLink, brandCard, heading } from '@/styled-system/recipes'
import { ButtonLink } from '@/components/common/ButtonLink'
import { ArrowRightIcon, GlobeIcon } from '@/components/common/icons'
import { FramedImage, SiteImage } from '@/components/common/SiteImage'
import type { BusinessBrand } from '@/lib/business/business'
import { brandCatalogueHref } from './catalogueHref'
import { useProductCount } from './useProductCount'
import { WholeText } from '@/components/common/WholeText'
import { KeepWhole } from '@/components/common/KeepWhole'

const card = brandCard({ size: 'panel' })
const leadLogo = css.raw({ w: { base: '24', lg: '[10rem]' } })

const styles = {
  root: card.root,
  body: cx(card.body, css({ pt: { base: '5', lg: '8' } })),
  // The logo overlaps the banner's lower edge: the body starts at the banner.
  bodyUnderBanner: cx(card.body, css({ pt: '0' })),
  logo: cx(card.logo, css({ w: { base: '20', lg: '[8rem]' } })),
  leadLogo: cx(card.logo, css(leadLogo)),
  leadLogoOverBanner: cx(card.logo, css(leadLogo, { mt: { base: '-10', lg: '-12' } })),
  text: card.text,
  // Beside the raised logo from `md`, the text starts below the banner's edge.
  textBesideRaisedLogo: cx(card.text, css({ pt: { md: '5' } })),
  name: heading({ size: 'lg' }),
  count: css({ mt: '1', fontSize: 'sm', fontWeight: 'semibold', color: 'fg.muted' }),
  description: css({ mt: '3', lineHeight: 'tall', maxW: 'prose' }),
  actions: css({
    mt: '5',
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    columnGap: '6',
    rowGap: '2',
  }),
  // A long brand name wraps inside the button, which then grows.
  productsLink: css({ h: 'auto', minH: '12', py: '2' }),
  websiteLink: cx(actionLink(), css({ minH: '12' })),
}

function logoClass(isLead: boolean, isOverPicture: boolean): string {
  if (isOverPicture) return styles.leadLogoOverBanner
  return isLead ? styles.leadLogo : styles.logo
}

/**
 * A brand: its banner (the lead brand, 1440×400, with the logo over its lower edge) or its cover
 * strip (1440×200) across the top, then logo, what it is and its products in the catalogue.
 */
export function BrandPanel({ brand, isLead = false }: { brand: BusinessBrand; isLead?: boolean }) {
  const { t } = useTranslation('business')
  const productCount = useProductCount()
  const picture = isLead ? (brand.banner ?? brand.cover) : (brand.cover ?? brand.banner)
  // Only the tall banner leaves room for the logo over its edge; a strip would lose its motif.
  const isLogoOverPicture = isLead && picture !== null
  return (
    <article className={styles.root} data-testid="business-brand">
      {picture && (
        <SiteImage image={picture} sizes="(min-width: 1280px) 1216px, 100vw" fluid="block" />
      )}
      <div className={isLogoOverPicture ? styles.bodyUnderBanner : styles.body}>
        <FramedImage
          className={logoClass(isLead, isLogoOverPicture)}
          image={brand.logo}
          sizes={isLead ? '(min-width: 1024px) 160px, 96px' : '(min-width: 1024px) 128px, 80px'}
          block
        />
        <div className={isLogoOverPicture ? styles.textBesideRaisedLogo : styles.text}>
          <h3 className={styles.name}>
            <WholeText>{brand.name}</WholeText>
          </h3>
          <p className={styles.count}>{productCount(brand.productCount)}</p>
          {brand.description && (
            <p className={styles.description} lang={langAttribute(brand.descriptionLang)}>
              <KeepWhole>{brand.description}</KeepWhole>
            </p>
          )}
          <div className={styles.actions}>
            <ButtonLink href={brandCatalogueHref(brand.slug)} className={styles.productsLink}>
              {t('line.brands.products', { name: brand.name })}
              <ArrowRightIcon />
            </ButtonLink>
            {brand.website && (
              <a href={brand.website} className={styles.websiteLink}>
                <GlobeIcon />
                {t('line.brands.website', { name: brand.name })}
              </a>
            )}
          </div>
        </div>
      </div>
    </article>
  )
}
