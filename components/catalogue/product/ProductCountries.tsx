import { useTranslation } from '@/lib/i18n/useTranslation'
import { css } from '@/styled-system/css'
import { SiteImage } from '@/components/common/SiteImage'
import type { ProductPage } from '@/lib/catalogue/product'
import { ProductSection } from './ProductSection'

const styles = {
  list: css({
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(8.5rem, 40%), 1fr))',
    gap: { base: '4', lg: '6' },
    maxW: { lg: '[60rem]' },
  }),
  country: css({ textAlign: 'center', maxW: '[150px]', mx: 'auto', w: 'full' }),
  name: css({ mt: '2', fontWeight: 'medium' }),
}

/** The countries where the product is sold, each with its 150×150 picture and name. */
export function ProductCountries({ countries }: { countries: ProductPage['countries'] }) {
  const { t } = useTranslation('product')
  if (countries.length === 0) return null
  return (
    <ProductSection
      title={t('countries.title')}
      intro={t('countries.intro', { count: countries.length })}
      listClassName={styles.list}
      data-testid="product-countries"
    >
      {countries.map((country) => (
        <li key={country._id} className={styles.country}>
          {country.image && (
            // The name is written under it: the picture needs no text of its own.
            <SiteImage
              image={{ ...country.image, alt: '' }}
              sizes="150px"
              fluid="block"
              rounded="full"
            />
          )}
          <p className={styles.name}>{country.name ?? country.code}</p>
        </li>
      ))}
    </ProductSection>
  )
}
