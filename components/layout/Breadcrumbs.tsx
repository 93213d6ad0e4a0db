import { Box, chakra } from '@chakra-ui/react'
import NextLink from 'next/link'
import { useTranslation } from 'next-i18next/pages'
import type { Crumb } from '@/lib/navigation/breadcrumbs'

const CrumbLink = chakra(NextLink, {
  base: {
    color: 'fg.muted',
    textDecoration: 'underline',
    textUnderlineOffset: '3px',
    borderRadius: 'sm',
    _hover: { color: 'brand.fg' },
  },
})

/** Where the page sits in the site; the last crumb is the page itself. */
export function Breadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  const { t } = useTranslation('common')
  return (
    <nav aria-label={t('breadcrumbs.label')}>
      <Box
        as="ol"
        display="flex"
        flexWrap="wrap"
        alignItems="center"
        gap="1"
        fontSize="sm"
        listStyleType="none"
      >
        {crumbs.map((crumb, index) => (
          <Box
            as="li"
            key={`${crumb.path ?? 'current'}-${index}`}
            display="inline-flex"
            alignItems="center"
            gap="1"
          >
            {index > 0 && (
              <Box as="span" aria-hidden="true" color="gray.400" px="1">
                /
              </Box>
            )}
            {crumb.path ? (
              <CrumbLink href={crumb.path}>{crumb.label}</CrumbLink>
            ) : (
              <Box as="span" aria-current="page" fontWeight="semibold" color="fg">
                {crumb.label}
              </Box>
            )}
          </Box>
        ))}
      </Box>
    </nav>
  )
}
