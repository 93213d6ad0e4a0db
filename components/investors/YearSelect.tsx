import { Box, chakra } from '@chakra-ui/react'
import { useId } from 'react'
import { ChevronDownIcon } from '@/components/common/icons'
import { useCurrentPath } from '@/components/navigation/useCurrentPath'
import { formatYear } from '@/lib/i18n/format'

interface YearSelectProps {
  label: string
  /** Gregorian years, newest first. */
  years: readonly number[]
  value: number
  onChange: (year: number) => void
}

/**
 * A labelled native select of years, shown as the page's readers count them (2568 on Thai
 * pages) while the value stays Gregorian: the URL and the content use Gregorian years.
 */
export function YearSelect({ label, years, value, onChange }: YearSelectProps) {
  const { lang } = useCurrentPath()
  const id = useId()
  return (
    <Box display="flex" alignItems="center" gap="3" flexWrap="wrap">
      <chakra.label htmlFor={id} fontWeight="semibold">
        {label}
      </chakra.label>
      <Box position="relative" minW="9rem">
        <chakra.select
          id={id}
          value={value}
          onChange={(event) => onChange(Number(event.target.value))}
          appearance="none"
          w="full"
          h="12"
          ps="4"
          pe="10"
          fontSize="md"
          fontWeight="semibold"
          fontVariantNumeric="tabular-nums"
          bg="bg"
          color="fg"
          borderWidth="1px"
          borderColor="gray.400"
          borderRadius="md"
          cursor="pointer"
          _hover={{ borderColor: 'brand.solid' }}
          data-testid="year-select"
        >
          {years.map((year) => (
            <option key={year} value={year}>
              {formatYear(year, lang)}
            </option>
          ))}
        </chakra.select>
        <Box
          position="absolute"
          insetEnd="3"
          top="50%"
          transform="translateY(-50%)"
          pointerEvents="none"
          color="fg.muted"
          display="flex"
        >
          <ChevronDownIcon />
        </Box>
      </Box>
    </Box>
  )
}
