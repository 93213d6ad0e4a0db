import { Box, Heading, chakra } from '@chakra-ui/react'
import { useTranslation } from 'next-i18next/pages'
import { useId } from 'react'
import type { ProductSpecs } from '@/lib/catalogue/productSpecs'

const headerCell = {
  textAlign: 'start',
  fontWeight: 'medium',
  color: 'fg.muted',
  fontSize: 'sm',
  verticalAlign: 'top',
  py: '3',
  pe: '4',
  w: { base: '8rem', md: '11rem' },
} as const

/** Pack size, storage, shelf life and certifications: only the rows the product has. */
export function ProductSpecTable({ specs }: { specs: ProductSpecs }) {
  const { t } = useTranslation('product')
  const headingId = useId()
  const { rows, certifications } = specs
  if (rows.length === 0 && certifications.length === 0) return null
  return (
    <Box as="section" aria-labelledby={headingId} mt="10">
      <Heading as="h2" id={headingId} size="lg">
        {t('specs.title')}
      </Heading>
      <chakra.table
        mt="3"
        w="full"
        borderCollapse="collapse"
        aria-labelledby={headingId}
        data-testid="product-specs"
      >
        <tbody>
          {rows.map(({ field, value }) => (
            <chakra.tr key={field} borderBottomWidth="1px" borderColor="border">
              <chakra.th scope="row" {...headerCell}>
                {t(`specs.${field}`)}
              </chakra.th>
              <chakra.td py="3">{value}</chakra.td>
            </chakra.tr>
          ))}
          {certifications.length > 0 && (
            <chakra.tr borderBottomWidth="1px" borderColor="border">
              <chakra.th scope="row" {...headerCell}>
                {t('specs.certifications')}
              </chakra.th>
              <chakra.td py="3">
                <chakra.ul listStyle="none" p="0" display="flex" flexWrap="wrap" gap="2">
                  {certifications.map((code) => (
                    <chakra.li
                      key={code}
                      px="2.5"
                      py="0.5"
                      borderRadius="full"
                      bg="green.50"
                      color="green.700"
                      fontSize="sm"
                      fontWeight="medium"
                      data-certification={code}
                    >
                      {t(`certifications.${code}`, { defaultValue: code })}
                    </chakra.li>
                  ))}
                </chakra.ul>
              </chakra.td>
            </chakra.tr>
          )}
        </tbody>
      </chakra.table>
    </Box>
  )
}
