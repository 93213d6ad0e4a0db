import { Box, Flex, Text, chakra } from '@chakra-ui/react'
import { useTranslation } from 'next-i18next/pages'
import { useId } from 'react'
import {
  CONSENT_CATEGORIES,
  type ConsentCategory,
  type ConsentSelection,
} from '@/lib/consent/consent'
import { ConsentSwitch } from './ConsentSwitch'

interface ConsentCategoryListProps {
  selection: ConsentSelection
  onChange: (selection: ConsentSelection) => void
  disabled?: boolean
}

/** One row per category: its name, what it is for, and a switch (fixed on for `necessary`). */
export function ConsentCategoryList({ selection, onChange, disabled }: ConsentCategoryListProps) {
  const { t } = useTranslation('consent')
  const baseId = useId()
  const isOn = (category: ConsentCategory) =>
    category === 'necessary' ? true : selection[category]

  return (
    <Box as="ul" listStyleType="none" borderTopWidth="1px" borderColor="border">
      {CONSENT_CATEGORIES.map((category) => {
        const switchId = `${baseId}-${category}`
        const textId = `${switchId}-text`
        const isNecessary = category === 'necessary'
        return (
          <Box as="li" key={category} py="3" borderBottomWidth="1px" borderColor="border">
            <Flex align="center" justify="space-between" gap="4">
              <chakra.label htmlFor={switchId} fontWeight="semibold" cursor="pointer">
                {t(`categories.${category}.title`)}
              </chakra.label>
              <Flex align="center" gap="2">
                {isNecessary && (
                  <Text as="span" fontSize="sm" color="fg.muted" whiteSpace="nowrap">
                    {t('categories.alwaysOn')}
                  </Text>
                )}
                <ConsentSwitch
                  id={switchId}
                  checked={isOn(category)}
                  disabled={isNecessary || disabled}
                  describedBy={textId}
                  onChange={(checked) => {
                    if (category !== 'necessary') onChange({ ...selection, [category]: checked })
                  }}
                />
              </Flex>
            </Flex>
            <Text id={textId} mt="1" fontSize="sm" color="fg.muted" maxW="prose">
              {t(`categories.${category}.text`)}
            </Text>
          </Box>
        )
      })}
    </Box>
  )
}
