import { Box, Heading, chakra } from '@chakra-ui/react'
import { useTranslation } from 'next-i18next/pages'
import { useId } from 'react'
import { LinkIcon } from '@/components/common/icons'
import { shareLinks } from '@/lib/news/share'
import { notify } from '@/lib/toast/notify'
import { ShareIcon } from './ShareIcons'

const shareItem = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  minH: '10',
  px: '3',
  borderRadius: 'md',
  borderWidth: '1px',
  borderColor: 'border',
  bg: 'bg',
  color: 'fg',
  fontSize: 'sm',
  fontWeight: 'medium',
  cursor: 'pointer',
  transitionProperty: 'border-color, color',
  transitionDuration: 'fast',
  _hover: { borderColor: 'brand.solid', color: 'brand.fg' },
} as const

interface ShareLinksProps {
  /** The article's canonical address, the one every link shares. */
  url: string
  title: string
}

/**
 * Share the article: plain links to each network's share page with the canonical address
 * (nothing loads from the networks until the reader follows one), and a copy-link button.
 */
export function ShareLinks({ url, title }: ShareLinksProps) {
  const { t } = useTranslation('news')
  const headingId = useId()
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url)
      void notify({ type: 'success', title: t('share.copied'), description: t('share.copiedText') })
    } catch {
      void notify({
        type: 'error',
        title: t('share.copyFailed'),
        description: t('share.copyFailedText'),
      })
    }
  }
  return (
    <Box
      as="aside"
      aria-labelledby={headingId}
      position={{ lg: 'sticky' }}
      top={{ lg: '24' }}
      p={{ base: '4', md: '5' }}
      bg="bg.subtle"
      borderWidth="1px"
      borderColor="border"
      borderRadius="lg"
    >
      <Heading as="h2" id={headingId} size="md">
        {t('share.title')}
      </Heading>
      <chakra.ul
        listStyle="none"
        mt="3"
        display="flex"
        flexWrap="wrap"
        flexDirection={{ lg: 'column' }}
        gap="2"
      >
        {shareLinks(url, title).map(({ network, href, isExternal }) => {
          const name = t(`share.networks.${network}`)
          return (
            <li key={network}>
              <chakra.a
                href={href}
                {...shareItem}
                w={{ lg: 'full' }}
                data-network={network}
                aria-label={isExternal ? t('share.on', { network: name }) : t('share.byEmail')}
                {...(isExternal ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              >
                <ShareIcon network={network} />
                {name}
              </chakra.a>
            </li>
          )
        })}
        <li>
          <chakra.button type="button" onClick={copy} {...shareItem} w={{ lg: 'full' }}>
            <LinkIcon />
            {t('share.copy')}
          </chakra.button>
        </li>
      </chakra.ul>
    </Box>
  )
}
