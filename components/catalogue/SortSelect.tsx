import { Box, chakra } from '@chakra-ui/react'
import { useTranslation } from 'next-i18next/pages'
import { useId } from 'react'
import { ChevronDownIcon } from '@/components/common/icons'
import { PRODUCT_SORTS, isProductSort, type ProductSort } from '@/lib/catalogue/listSelection'

interface SortSelectProps {
  value: ProductSort
  onChange: (sort: ProductSort) => void
}

/** The list's order: featured first (the default), by name, or newest first. */
export function SortSelect({ value, onChange }: SortSelectProps) {
  const { t } = useTranslation('catalogue')
  const id = useId()
  return (
    <Box display="flex" alignItems="center" gap="2">
      <chakra.label htmlFor={id} fontSize="sm" color="fg.muted" whiteSpace="nowrap">
        {t('sort.label')}
      </chakra.label>
      <Box position="relative">
        <chakra.select
          id={id}
          value={value}
          onChange={(event) => {
            if (isProductSort(event.target.value)) onChange(event.target.value)
          }}
          appearance="none"
          h="10"
          ps="3"
          pe="9"
          borderWidth="1px"
          borderColor="gray.400"
          borderRadius="md"
          bg="bg"
          color="fg"
          fontSize="sm"
          cursor="pointer"
          data-testid="sort-select"
        >
          {PRODUCT_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`sort.${sort}`)}
            </option>
          ))}
        </chakra.select>
        <Box
          position="absolute"
          insetEnd="2.5"
          top="50%"
          transform="translateY(-50%)"
          pointerEvents="none"
          display="flex"
          color="fg.muted"
        >
          <ChevronDownIcon />
        </Box>
      </Box>
    </Box>
  )
}
