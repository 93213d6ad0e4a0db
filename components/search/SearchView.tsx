import { Box, Dialog, Input, Text, chakra } from '@chakra-ui/react'
import NextLink from 'next/link'
import { useTranslation } from 'next-i18next/pages'
import { ArrowRightIcon, CloseIcon, SearchIcon } from '@/components/common/icons'
import type { SearchViewData } from '@/lib/modal/modalStore'

const QuickLink = chakra(NextLink, {
  base: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: '3',
    px: '3',
    py: '2.5',
    borderRadius: 'md',
    _hover: { bg: 'bg.muted' },
  },
})

/** SEARCH_VIEW: the search field and popular pages. Results come with the site search. */
export function SearchView({ data }: { data: SearchViewData | undefined }) {
  const { t } = useTranslation('common')
  return (
    <>
      <Dialog.Header>
        <Dialog.Title>{t('search.title')}</Dialog.Title>
      </Dialog.Header>
      <Dialog.CloseTrigger asChild>
        <chakra.button
          type="button"
          aria-label={t('search.close')}
          display="inline-flex"
          alignItems="center"
          justifyContent="center"
          boxSize="10"
          borderRadius="md"
          cursor="pointer"
          _hover={{ bg: 'bg.muted' }}
        >
          <CloseIcon />
        </chakra.button>
      </Dialog.CloseTrigger>
      <Dialog.Body>
        <chakra.form role="search" onSubmit={(event) => event.preventDefault()}>
          <chakra.label htmlFor="site-search" display="block" fontWeight="semibold" mb="2">
            {t('search.label')}
          </chakra.label>
          <Box position="relative">
            <Box
              position="absolute"
              insetStart="3"
              top="50%"
              transform="translateY(-50%)"
              color="fg.muted"
            >
              <SearchIcon />
            </Box>
            <Input
              id="site-search"
              type="search"
              name="q"
              ps="10"
              autoComplete="off"
              placeholder={t('search.placeholder')}
              data-autofocus
            />
          </Box>
        </chakra.form>
        <Text mt="3" fontSize="sm" color="fg.muted">
          {t('search.hint')}
        </Text>
        {data && data.quickLinks.length > 0 && (
          <Box as="section" mt="6" aria-labelledby="search-quick-links">
            <Text id="search-quick-links" fontSize="sm" fontWeight="bold" color="fg.muted" mb="2">
              {t('search.quickLinks')}
            </Text>
            <chakra.ul
              listStyle="none"
              display="grid"
              gridTemplateColumns={{ base: '1fr', md: '1fr 1fr' }}
              gap="1"
            >
              {data.quickLinks.map((link) => (
                <li key={link.href}>
                  <QuickLink href={link.href}>
                    {link.label}
                    <ArrowRightIcon />
                  </QuickLink>
                </li>
              ))}
            </chakra.ul>
          </Box>
        )}
      </Dialog.Body>
    </>
  )
}
