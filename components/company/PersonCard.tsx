import { Box, Button, Heading, Text } from '@chakra-ui/react'
import { useTranslation } from 'next-i18next/pages'
import { SiteImage } from '@/components/common/SiteImage'
import type { Person } from '@/lib/content/company'

interface PersonCardProps {
  person: Person
  onReadProfile: (button: HTMLButtonElement) => void
}

/** A portrait, name and position; a button opens the profile. Photo beside the text on phones. */
export function PersonCard({ person, onReadProfile }: PersonCardProps) {
  const { t } = useTranslation('company')
  return (
    <Box
      as="li"
      display="grid"
      gridTemplateColumns={{ base: '7rem minmax(0, 1fr)', md: '1fr' }}
      gap="4"
      alignItems="start"
      alignContent="start"
    >
      {person.photo ? (
        <SiteImage
          image={person.photo}
          sizes="(min-width: 1280px) 280px, (min-width: 1024px) 30vw, (min-width: 640px) 45vw, 112px"
          style={{ width: '100%', height: 'auto', borderRadius: '0.75rem' }}
        />
      ) : (
        <Box aspectRatio="1" bg="bg.muted" borderRadius="lg" />
      )}
      <Box>
        <Heading as="h2" size="md">
          {person.name}
        </Heading>
        <Text mt="1" fontSize="sm" color="fg.muted" lineHeight="short">
          {person.position}
        </Text>
        {person.profile && (
          <Button
            variant="outline"
            size="md"
            fontSize="sm"
            mt="3"
            color="fg"
            borderColor="border"
            _hover={{ borderColor: 'brand.solid', color: 'brand.fg', bg: 'brand.subtle' }}
            aria-haspopup="dialog"
            aria-label={t('people.readProfileOf', { name: person.name })}
            onClick={(event) => onReadProfile(event.currentTarget)}
          >
            {t('people.readProfile')}
          </Button>
        )}
      </Box>
    </Box>
  )
}
