import { Box, Button, Container, Flex, Heading, Text, chakra } from '@chakra-ui/react'
import NextLink from 'next/link'
import { useTranslation } from 'next-i18next/pages'
import { useEffect, useId, useRef, useState } from 'react'
import { MAIN_CONTENT_ID } from '@/components/layout/SkipLink'
import { useCurrentPath } from '@/components/navigation/useCurrentPath'
import { ACCEPT_ALL, REJECT_ALL, type ConsentSelection } from '@/lib/consent/consent'
import { useConsent } from '@/lib/consent/useConsent'
import { ConsentCategoryList } from './ConsentCategoryList'
import { CONSENT_NAMESPACE, useConsentStrings } from './useConsentStrings'

/** The first-visit consent banner, once its strings are loaded. */
export function ConsentBanner() {
  const { lang } = useCurrentPath()
  const isReady = useConsentStrings(lang)
  return isReady ? <ConsentBannerContent /> : null
}

const InlineLink = chakra(NextLink, {
  base: {
    color: 'brand.fg',
    fontWeight: 'semibold',
    textDecoration: 'underline',
    textUnderlineOffset: '2px',
    borderRadius: 'sm',
  },
})

/**
 * Not modal: it sits at the bottom of the window and the page stays usable behind it. It comes
 * first in the tab order (after the skip link); the page keeps room for it at its end, and
 * focused elements scroll clear of it. Accept and reject weigh the same (PDPA).
 */
function ConsentBannerContent() {
  const { t } = useTranslation(CONSENT_NAMESPACE)
  const { saveConsent } = useConsent()
  const [isChoosing, setIsChoosing] = useState(false)
  const [selection, setSelection] = useState<ConsentSelection>(REJECT_ALL)
  const bannerRef = useRef<HTMLElement>(null)
  const preferencesRef = useRef<HTMLHeadingElement>(null)
  const titleId = useId()
  const textId = useId()

  useEffect(() => {
    if (isChoosing) preferencesRef.current?.focus()
  }, [isChoosing])

  useEffect(() => reserveRoomAtBottom(bannerRef.current), [])

  // Accept and reject always look alike; while choosing, saving the switches comes first.
  const allVariant = isChoosing ? 'outline' : 'solid'

  const choose = (choice: ConsentSelection) => {
    // The banner is about to disappear: keep keyboard users' place in the page.
    const hadFocus = bannerRef.current?.contains(document.activeElement) ?? false
    saveConsent(choice)
    if (hadFocus) document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true })
  }

  return (
    <Box
      as="section"
      ref={bannerRef}
      aria-labelledby={titleId}
      aria-describedby={textId}
      data-testid="consent-banner"
      position="fixed"
      insetX="0"
      bottom="0"
      zIndex="header"
      bg="bg"
      borderTopWidth="2px"
      borderColor="brand.solid"
      boxShadow="lg"
      // Enters with a short fade: it arrives after the page has painted, and a banner that
      // pops in is jarring. (A fade from transparent also keeps Chrome from taking it for the
      // page's largest content: it is not the content.)
      animation="fade-in 200ms ease-out"
    >
      <Container
        py={{ base: '3', md: '4' }}
        maxH={isChoosing ? '75dvh' : undefined}
        overflowY={isChoosing ? 'auto' : undefined}
      >
        <Flex
          direction={{ base: 'column', lg: isChoosing ? 'column' : 'row' }}
          align={{ base: 'stretch', lg: isChoosing ? 'stretch' : 'center' }}
          gap={{ base: '3', lg: '6' }}
        >
          <Box flex="1">
            <Heading as="h2" id={titleId} fontSize={{ base: 'md', md: 'lg' }}>
              {t('banner.title')}
            </Heading>
            <Text id={textId} mt="1" fontSize="sm" maxW="4xl">
              {t('banner.text')}
            </Text>
            <Flex as="p" mt="1" gap="4" fontSize="sm" flexWrap="wrap">
              <InlineLink href="/cookies">{t('banner.cookiePolicy')}</InlineLink>
              <InlineLink href="/privacy-notice">{t('banner.privacyNotice')}</InlineLink>
            </Flex>
          </Box>

          {isChoosing && (
            <Box maxW="3xl">
              <Heading
                as="h3"
                ref={preferencesRef}
                tabIndex={-1}
                fontSize="md"
                mb="2"
                outline="none"
              >
                {t('banner.preferencesTitle')}
              </Heading>
              <ConsentCategoryList selection={selection} onChange={setSelection} />
            </Box>
          )}

          <Box
            display="grid"
            // Equal columns: reject is exactly as wide as accept.
            gridTemplateColumns={{ base: '1fr 1fr', md: '1fr 1fr auto' }}
            alignSelf={{
              base: 'stretch',
              md: isChoosing ? 'flex-start' : 'flex-end',
              lg: isChoosing ? 'flex-start' : 'center',
            }}
            gap="2"
            flexShrink={0}
          >
            <Button variant={allVariant} onClick={() => choose(REJECT_ALL)}>
              {t('banner.rejectAll')}
            </Button>
            <Button variant={allVariant} onClick={() => choose(ACCEPT_ALL)}>
              {t('banner.acceptAll')}
            </Button>
            {isChoosing ? (
              <Button
                gridColumn={{ base: 'span 2', md: 'auto' }}

                onClick={() => choose(selection)}
              >
                {t('banner.save')}
              </Button>
            ) : (
              <Button
                variant="outline"
                gridColumn={{ base: 'span 2', md: 'auto' }}

                onClick={() => setIsChoosing(true)}
              >
                {t('banner.choose')}
              </Button>
            )}
          </Box>
        </Flex>
      </Container>
    </Box>
  )
}

/** Keeps the end of the page and focused elements from hiding behind the banner. */
function reserveRoomAtBottom(banner: HTMLElement | null) {
  if (!banner) return
  const { body, documentElement: root } = document
  const observer = new ResizeObserver(() => {
    const height = `${banner.offsetHeight}px`
    body.style.paddingBottom = height
    root.style.scrollPaddingBottom = height
  })
  observer.observe(banner)
  return () => {
    observer.disconnect()
    body.style.paddingBottom = ''
    root.style.scrollPaddingBottom = ''
  }
}
