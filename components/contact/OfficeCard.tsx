import { Box, Heading, Text, chakra } from '@chakra-ui/react'
import { useTranslation } from 'next-i18next/pages'
import type { ReactNode } from 'react'
import { SiteImage } from '@/components/common/SiteImage'
import type { Office } from '@/lib/content/contact'
import { ClockIcon, MailIcon, PhoneIcon, PinIcon } from './ContactIcons'

interface OfficeCardProps {
  office: Office
  /** h2 for the head office, which stands on its own; h3 inside the list of sites. */
  headingLevel: 'h2' | 'h3'
  /** The `sizes` of the map at the card's width. */
  mapSizes: string
}

const DetailLink = chakra('a', {
  base: {
    color: 'brand.fg',
    fontWeight: 'medium',
    textDecoration: 'underline',
    textUnderlineOffset: '3px',
    overflowWrap: 'anywhere',
    borderRadius: 'sm',
    _hover: { textDecorationThickness: '2px' },
  },
})

/** A phone number as a `tel:` address: digits and a leading +. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`
}

/** One office or site: map, name, address, phone, e-mail and opening hours. */
export function OfficeCard({ office, headingLevel, mapSizes }: OfficeCardProps) {
  const { t } = useTranslation('contact')
  return (
    <Box
      as="article"
      display="flex"
      flexDirection="column"
      bg="bg"
      borderWidth="1px"
      borderColor={office.isHeadOffice ? 'brand.200' : 'border'}
      borderTopWidth={office.isHeadOffice ? '4px' : '1px'}
      borderTopColor={office.isHeadOffice ? 'brand.solid' : 'border'}
      borderRadius="lg"
      overflow="hidden"
      data-testid="office"
    >
      {office.map && (
        <Box bg="bg.muted" borderBottomWidth="1px" borderColor="border">
          <SiteImage
            image={office.map}
            sizes={mapSizes}
            style={{ display: 'block', width: '100%', height: 'auto' }}
          />
        </Box>
      )}
      <Box p={{ base: '5', lg: '6' }} display="flex" flexDirection="column" gap="4">
        <Box>
          {office.isHeadOffice && (
            <Text
              display="inline-block"
              mb="2"
              px="2"
              py="0.5"
              fontSize="xs"
              fontWeight="bold"
              letterSpacing="0.04em"
              textTransform="uppercase"
              color="brand.700"
              bg="brand.50"
              borderRadius="full"
            >
              {t('offices.mainOffice')}
            </Text>
          )}
          <Heading as={headingLevel} size={headingLevel === 'h2' ? 'lg' : 'md'}>
            {office.name}
          </Heading>
        </Box>
        <chakra.dl display="grid" gap="3" fontSize={{ base: 'sm', md: 'md' }}>
          <Detail icon={<PinIcon />} label={t('offices.address')}>
            <chakra.address fontStyle="normal" whiteSpace="pre-line">
              {office.address}
            </chakra.address>
          </Detail>
          <Detail icon={<PhoneIcon />} label={t('offices.phone')}>
            <DetailLink href={telHref(office.phone)}>{office.phone}</DetailLink>
          </Detail>
          <Detail icon={<MailIcon />} label={t('offices.email')}>
            <DetailLink href={`mailto:${office.email}`}>{office.email}</DetailLink>
          </Detail>
          {office.openingHours && (
            <Detail icon={<ClockIcon />} label={t('offices.openingHours')}>
              {office.openingHours}
            </Detail>
          )}
        </chakra.dl>
      </Box>
    </Box>
  )
}

function Detail({
  icon,
  label,
  children,
}: {
  icon: ReactNode
  label: string
  children: ReactNode
}) {
  return (
    <div>
      <chakra.dt
        display="flex"
        alignItems="center"
        gap="2"
        fontSize="xs"
        fontWeight="semibold"
        color="fg.muted"
        css={{ '& svg': { color: 'brand.600', flexShrink: 0 } }}
      >
        {icon}
        {label}
      </chakra.dt>
      {/* Indented by the icon's width and the gap, under the label. */}
      <chakra.dd mt="0.5" ps="1.75rem" lineHeight="moderate">
        {children}
      </chakra.dd>
    </div>
  )
}
