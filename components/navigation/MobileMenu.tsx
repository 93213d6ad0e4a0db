import { Box, chakra } from '@chakra-ui/react'
import NextLink from 'next/link'
import { useTranslation } from 'next-i18next/pages'
import { ChevronDownIcon } from '@/components/common/icons'
import type { MenuSections } from '@/lib/content/getSiteLayout'
import { TOP_MENU, isTopMenuItemActive } from '@/lib/navigation/topMenu'
import { useCurrentPath } from './useCurrentPath'

const Link = chakra(NextLink, {
  base: {
    display: 'block',
    py: '2.5',
    borderRadius: 'sm',
    '&[aria-current=page]': { color: 'brand.fg', fontWeight: 'semibold' },
  },
})

const rowStyles = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  py: '3',
  fontWeight: 'semibold',
  fontSize: 'sm',
  letterSpacing: '0.02em',
} as const

/** Every top-menu entry, each section folded in a native disclosure (keyboard-ready as is). */
export function MobileMenu({ id, sections }: { id: string; sections: MenuSections }) {
  const { t } = useTranslation('common')
  const { path } = useCurrentPath()
  return (
    <Box
      id={id}
      position="absolute"
      insetX="0"
      top="100%"
      h="calc(100dvh - 100%)"
      overflowY="auto"
      bg="bg"
      borderTopWidth="1px"
      borderColor="border"
      px="4"
      pb="10"
    >
      <nav aria-label={t('header.mainNavigation')}>
        <chakra.ul listStyle="none">
          {TOP_MENU.map((item) => {
            const label = t(item.name)
            const isActive = isTopMenuItemActive(item, path)
            const section = sections.find((entry) => entry.id === item.id)
            return (
              <chakra.li key={item.id} borderBottomWidth="1px" borderColor="border">
                {section ? (
                  <details open={isActive}>
                    <chakra.summary
                      {...rowStyles}
                      cursor="pointer"
                      listStyle="none"
                      color={isActive ? 'brand.fg' : undefined}
                      css={{ '&::-webkit-details-marker': { display: 'none' } }}
                    >
                      {label}
                      <ChevronDownIcon />
                    </chakra.summary>
                    <chakra.ul listStyle="none" pb="3" ps="3">
                      {section.subMenuList.map((entry) => (
                        <li key={entry._key}>
                          <Link
                            href={entry.path}
                            aria-current={entry.path === path ? 'page' : undefined}
                          >
                            {entry.mainTopic}
                          </Link>
                          {entry.innerTopic?.map((inner) => (
                            <Link
                              key={inner._key}
                              href={inner.path}
                              ps="4"
                              color="fg.muted"
                              fontSize="sm"
                              aria-current={inner.path === path ? 'page' : undefined}
                            >
                              {inner.topic}
                            </Link>
                          ))}
                        </li>
                      ))}
                    </chakra.ul>
                  </details>
                ) : (
                  <Link
                    href={item.path ?? '/home'}
                    {...rowStyles}
                    aria-current={isActive ? 'page' : undefined}
                  >
                    {label}
                  </Link>
                )}
              </chakra.li>
            )
          })}
        </chakra.ul>
      </nav>
    </Box>
  )
}
