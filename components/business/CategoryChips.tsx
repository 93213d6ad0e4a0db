import { chakra } from '@chakra-ui/react'
import { SiteImage } from '@/components/common/SiteImage'
import type { BusinessLineSummary } from '@/lib/content/business'

/** A business line's categories as small labels with their icons. */
export function CategoryChips({
  categories,
  labelledBy,
}: {
  categories: BusinessLineSummary['categories']
  labelledBy: string
}) {
  return (
    <chakra.ul
      aria-labelledby={labelledBy}
      listStyle="none"
      display="flex"
      flexWrap="wrap"
      gap="2"
      mt="2"
    >
      {categories.map((category) => (
        <chakra.li
          key={category._id}
          display="inline-flex"
          alignItems="center"
          gap="2"
          ps="2"
          pe="3"
          py="1"
          bg="bg.subtle"
          borderWidth="1px"
          borderColor="border"
          borderRadius="full"
          fontSize="sm"
        >
          {/* The name beside it says what the icon shows. */}
          {category.icon && <SiteImage image={{ ...category.icon, alt: '' }} />}
          {category.name}
        </chakra.li>
      ))}
    </chakra.ul>
  )
}
