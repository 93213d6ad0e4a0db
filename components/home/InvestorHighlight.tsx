import { Box, Container, Heading, Text, chakra } from '@chakra-ui/react'
import NextLink from 'next/link'
import { useTranslation } from 'next-i18next/pages'
import type { ReactNode } from 'react'
import { ButtonLink } from '@/components/common/ButtonLink'
import { ArrowRightIcon } from '@/components/common/icons'
import { useCurrentPath } from '@/components/navigation/useCurrentPath'
import type { HomePage } from '@/lib/content/getHomePage'
import { formatBaht, formatDate, formatFileSize, formatYear } from '@/lib/i18n/format'

const TextLink = chakra(NextLink, {
  base: {
    color: 'brand.fg',
    fontWeight: 'semibold',
    textDecoration: 'underline',
    textUnderlineOffset: '3px',
    borderRadius: 'sm',
  },
})

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box
      as="li"
      p={{ base: '5', lg: '6' }}
      bg="bg"
      borderRadius="lg"
      borderWidth="1px"
      borderColor="border"
    >
      <Text fontSize="sm" fontWeight="semibold" color="fg.muted" letterSpacing="0.02em">
        {label}
      </Text>
      {children}
    </Box>
  )
}

/** Latest dividend, the next date of the IR calendar and the latest One Report. */
export function InvestorHighlight({ investor }: { investor: HomePage['investor'] }) {
  const { t } = useTranslation('home')
  const { lang } = useCurrentPath()
  const { latestDividend, nextEvent, latestReport } = investor
  return (
    <Box
      as="section"
      aria-labelledby="home-investor-title"
      bg="bg.subtle"
      py={{ base: '12', lg: '16' }}
    >
      <Container>
        <Box
          display="flex"
          flexWrap="wrap"
          alignItems="flex-end"
          justifyContent="space-between"
          gap="4"
        >
          <Box>
            <Heading as="h2" id="home-investor-title" size="xl">
              {t('investor.heading')}
            </Heading>
            <Text mt="2" color="fg.muted" maxW="prose">
              {t('investor.intro')}
            </Text>
          </Box>
          <ButtonLink href="/investors">
            {t('investor.more')}
            <ArrowRightIcon />
          </ButtonLink>
        </Box>
        <chakra.ul
          listStyle="none"
          mt="8"
          display="grid"
          gridTemplateColumns={{ base: '1fr', lg: 'repeat(3, 1fr)' }}
          gap="5"
        >
          {latestDividend && (
            <Fact label={t('investor.dividend')}>
              <Text
                mt="2"
                fontSize={{ base: '2xl', lg: '3xl' }}
                fontWeight="bold"
                color="brand.fg"
                fontVariantNumeric="tabular-nums"
              >
                {formatBaht(latestDividend.amountPerShare ?? 0, lang)}
              </Text>
              <Text fontSize="sm" color="fg.muted">
                {t('investor.perShare', {
                  type: t(`investor.dividendType.${latestDividend.type ?? 'annual'}`),
                  year: formatYear(latestDividend.fiscalYear ?? 0, lang),
                })}
              </Text>
              <Text mt="3" fontSize="sm">
                {t('investor.paymentDate', { date: formatDate(latestDividend.paymentDate, lang) })}
              </Text>
              <TextLink href="/investors/dividend" mt="3" display="inline-block" fontSize="sm">
                {t('investor.dividendHistory')}
              </TextLink>
            </Fact>
          )}
          <Fact label={t('investor.nextEvent')}>
            {nextEvent ? (
              <>
                <Text
                  mt="2"
                  fontSize={{ base: 'xl', lg: '2xl' }}
                  fontWeight="bold"
                  color="brand.fg"
                >
                  {formatDate(nextEvent.date, lang)}
                </Text>
                <Text mt="1">{nextEvent.title}</Text>
              </>
            ) : (
              <Text mt="2">{t('investor.noEvent')}</Text>
            )}
            <TextLink href="/investors" mt="3" display="inline-block" fontSize="sm">
              {t('investor.calendar')}
            </TextLink>
          </Fact>
          {latestReport && (
            <Fact label={t('investor.report')}>
              <Text mt="2" fontSize={{ base: 'xl', lg: '2xl' }} fontWeight="bold">
                {latestReport.title}
              </Text>
              {latestReport.file?.url && (
                <chakra.a
                  href={latestReport.file.url}
                  download
                  mt="3"
                  display="inline-block"
                  fontSize="sm"
                  color="brand.fg"
                  fontWeight="semibold"
                  textDecoration="underline"
                  textUnderlineOffset="3px"
                  borderRadius="sm"
                >
                  {t('investor.download', {
                    size: formatFileSize(latestReport.file.size ?? 0, lang),
                  })}
                </chakra.a>
              )}
            </Fact>
          )}
        </chakra.ul>
      </Container>
    </Box>
  )
}
