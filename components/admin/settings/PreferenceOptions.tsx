import { Box, chakra, type SystemStyleObject } from '@chakra-ui/react'
import { tileStyle } from '@/components/admin/tileStyle'
import { focusRing } from '@/lib/theme/focusRing'

export interface PreferenceOption<T extends string> {
  value: T
  label: string
  hint?: string
}

interface PreferenceOptionsProps<T extends string> {
  /** The radio group's name: one per group on the page. */
  name: string
  legend: string
  options: PreferenceOption<T>[]
  value: T
  onChange: (value: T) => void
}

// The chosen option is marked; the card shows its radio button's focus ring.
const checkedAndFocused: SystemStyleObject = {
  '&:has(input:checked)': { borderColor: 'brand.solid', bg: 'brand.subtle' },
  // The site's two-tone ring (lib/theme/focusRing.ts), on the card.
  '&:has(input:focus-visible)': focusRing,
}

/**
 * One preference as a native radio group in a fieldset: arrow keys move and choose, Tab leaves
 * the group, and screen readers announce the legend and "1 of 3" with no ARIA of our own.
 */
export function PreferenceOptions<T extends string>({
  name,
  legend,
  options,
  value,
  onChange,
}: PreferenceOptionsProps<T>) {
  return (
    <chakra.fieldset border="0" p="0" m="0" minW="0">
      <chakra.legend fontWeight="semibold" mb="2">
        {legend}
      </chakra.legend>
      <Box display="grid" gap="2">
        {options.map((option) => (
          <chakra.label
            key={option.value}
            display="flex"
            alignItems="flex-start"
            gap="3"
            px="3"
            py="2.5"
            cursor="pointer"
            css={[tileStyle, checkedAndFocused]}
          >
            <chakra.input
              type="radio"
              name={name}
              value={option.value}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
              boxSize="4"
              mt="1"
              flexShrink={0}
              accentColor="brand.solid"
              // The whole card shows the focus ring.
              _focusVisible={{ outline: 'none', boxShadow: 'none' }}
            />
            <Box as="span" display="grid" gap="0.5">
              <span>{option.label}</span>
              {option.hint !== undefined && (
                <Box as="span" fontSize="sm" color="fg.muted">
                  {option.hint}
                </Box>
              )}
            </Box>
          </chakra.label>
        ))}
      </Box>
    </chakra.fieldset>
  )
}
