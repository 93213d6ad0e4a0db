import { Box, Text, chakra } from '@chakra-ui/react'
import { useRouter } from 'next/router'
import { useTranslation } from 'next-i18next/pages'
import { useRef, type KeyboardEvent } from 'react'
import { SiteImage } from '@/components/common/SiteImage'
import { IMAGE_PARAM, imageParamValue, selectedImageIndex } from '@/lib/catalogue/productGallery'
import type { ProductGalleryImage } from '@/lib/content/product'

const KEY_STEPS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowDown: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  ArrowUp: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
}

/**
 * The product's pictures: the chosen one large (the main picture at 744×744, the others at
 * 400×400) and a row of 40×40 thumbnails to choose another. The choice lives in the address
 * (`?image=2`), changed by shallow routing, so it can be shared and survives a reload; the
 * static HTML, and so the hydrating render, shows the first picture until the router knows the
 * query. Every thumbnail is a button in the tab order; arrows, Home and End move between them.
 */
export function ProductGallery({ images }: { images: readonly ProductGalleryImage[] }) {
  const { t } = useTranslation('product')
  const router = useRouter()
  const buttons = useRef<(HTMLButtonElement | null)[]>([])
  const count = images.length
  const selected = router.isReady ? selectedImageIndex(router.query[IMAGE_PARAM], count) : 0
  const current = images[selected]
  if (!current) return null

  const select = (index: number) => {
    const query = { ...router.query }
    const value = imageParamValue(index)
    if (value) query[IMAGE_PARAM] = value
    else delete query[IMAGE_PARAM]
    void router.replace({ pathname: router.pathname, query }, undefined, {
      shallow: true,
      scroll: false,
    })
  }

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const step = KEY_STEPS[event.key]
    if (!step) return
    event.preventDefault()
    const next = step(selected, count)
    select(next)
    buttons.current[next]?.focus()
  }

  return (
    <Box as="section" aria-label={t('gallery.label')} minW="0" w="full" maxW={{ md: '36rem' }}>
      <Box as="figure" m="0">
        <Box bg="bg.subtle" borderRadius="xl" overflow="hidden" aspectRatio="1 / 1">
          <SiteImage
            key={current._key}
            image={current.image}
            sizes="(min-width: 640px) 576px, 100vw"
            priority={selected === 0}
            style={{ width: '100%', height: '100%', display: 'block', objectFit: 'cover' }}
          />
        </Box>
        <Text
          as="figcaption"
          mt="2"
          fontSize="sm"
          color="fg.muted"
          aria-live="polite"
          data-testid="product-gallery-caption"
        >
          {current.image.alt}
          {count > 1 && (
            <Box as="span" display="block" fontSize="xs" mt="0.5">
              {t('gallery.position', { index: selected + 1, count })}
            </Box>
          )}
        </Text>
      </Box>
      {count > 1 && (
        <chakra.ul
          aria-label={t('gallery.choose')}
          listStyle="none"
          p="0"
          mt="3"
          display="flex"
          flexWrap="wrap"
          gap="2"
          onKeyDown={onKeyDown}
        >
          {images.map((entry, index) => (
            <li key={entry._key}>
              <chakra.button
                ref={(element: HTMLButtonElement | null) => {
                  buttons.current[index] = element
                }}
                type="button"
                display="block"
                p="0.5"
                bg="bg"
                borderRadius="md"
                borderWidth="2px"
                borderColor={index === selected ? 'brand.solid' : 'border'}
                cursor="pointer"
                transitionProperty="border-color"
                transitionDuration="fast"
                _hover={{ borderColor: index === selected ? 'brand.solid' : 'fg.muted' }}
                aria-current={index === selected ? 'true' : undefined}
                aria-label={t('gallery.show', { index: index + 1, count, alt: entry.image.alt })}
                onClick={() => select(index)}
              >
                <SiteImage
                  image={{ ...entry.thumbnail, alt: '' }}
                  style={{ display: 'block', width: '40px', height: '40px', borderRadius: '4px' }}
                />
              </chakra.button>
            </li>
          ))}
        </chakra.ul>
      )}
    </Box>
  )
}
