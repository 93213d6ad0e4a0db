import { Box, Heading, Text, chakra } from '@chakra-ui/react'
import { useTranslation } from 'next-i18next/pages'
import { useId, useRef, useState, type KeyboardEvent } from 'react'
import { SiteImage } from '@/components/common/SiteImage'
import type { NewsItem } from '@/lib/content/news'

const KEY_STEPS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowDown: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  ArrowUp: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
}

/**
 * The article's photos: the chosen one large with its description, and a row of thumbnails
 * (buttons) to choose another. Every thumbnail is in the tab order; the arrow keys, Home and
 * End also move between them and show the photo at once.
 */
export function NewsGallery({ images }: { images: NewsItem['gallery'] }) {
  const { t } = useTranslation('news')
  const headingId = useId()
  const [selected, setSelected] = useState(0)
  const buttons = useRef<(HTMLButtonElement | null)[]>([])
  const current = images[selected]
  if (!current) return null
  const count = images.length

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const step = KEY_STEPS[event.key]
    if (!step) return
    event.preventDefault()
    const next = step(selected, count)
    setSelected(next)
    buttons.current[next]?.focus()
  }

  return (
    <Box as="section" aria-labelledby={headingId} mt={{ base: '10', lg: '12' }}>
      <Heading as="h2" id={headingId} size="lg">
        {t('gallery.title')}
      </Heading>
      <Box as="figure" mt="4">
        <SiteImage
          key={current._key}
          image={current.image}
          sizes="(min-width: 1024px) 768px, 100vw"
          style={{
            width: '100%',
            height: 'auto',
            display: 'block',
            aspectRatio: '3 / 2',
            borderRadius: '0.75rem',
          }}
        />
        <Text as="figcaption" mt="2" fontSize="sm" color="fg.muted" data-testid="gallery-caption">
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
          mt="4"
          display="grid"
          gridTemplateColumns={{
            base: 'repeat(3, minmax(0, 1fr))',
            md: 'repeat(4, minmax(0, 1fr))',
          }}
          gap="3"
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
                w="full"
                p="0"
                borderRadius="md"
                overflow="hidden"
                borderWidth="2px"
                borderColor={index === selected ? 'brand.solid' : 'transparent'}
                opacity={index === selected ? 1 : 0.75}
                cursor="pointer"
                transitionProperty="opacity, border-color"
                transitionDuration="fast"
                _hover={{ opacity: 1 }}
                aria-current={index === selected ? 'true' : undefined}
                aria-label={t('gallery.show', { index: index + 1, count, alt: entry.image.alt })}
                onClick={() => setSelected(index)}
              >
                <SiteImage
                  image={{ ...entry.image, alt: '' }}
                  sizes="(min-width: 640px) 180px, 30vw"
                  style={{ width: '100%', height: 'auto', display: 'block' }}
                />
              </chakra.button>
            </li>
          ))}
        </chakra.ul>
      )}
    </Box>
  )
}
