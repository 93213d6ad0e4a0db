import { Box, Button, Heading, Text } from '@chakra-ui/react'
import { useTranslation } from 'next-i18next/pages'
import { useId, useState, type FormEvent } from 'react'
import { useCurrentPath } from '@/components/navigation/useCurrentPath'
import { REJECT_ALL, type ConsentChoice, type ConsentSelection } from '@/lib/consent/consent'
import { useConsent } from '@/lib/consent/useConsent'
import { formatDate } from '@/lib/i18n/format'
import { notify } from '@/lib/toast/notify'
import { ConsentCategoryList } from './ConsentCategoryList'
import { CONSENT_NAMESPACE } from './useConsentStrings'

export const COOKIE_SETTINGS_ID = 'cookie-settings'

/**
 * The cookie policy page's settings: the stored choice (read after hydration: the page itself is
 * static), the same switches as the banner, and Save.
 */
export function CookieSettingsPanel() {
  const { t } = useTranslation(CONSENT_NAMESPACE)
  const { lang } = useCurrentPath()
  const { isKnown, choice } = useConsent()
  const headingId = useId()

  let status = ''
  if (isKnown) {
    status = choice
      ? t('settings.current', { date: formatDate(choice.timestamp, lang) })
      : t('settings.none')
  }

  return (
    <Box
      as="section"
      id={COOKIE_SETTINGS_ID}
      aria-labelledby={headingId}
      maxW="3xl"
      p={{ base: '5', md: '8' }}
      bg="bg.subtle"
      borderWidth="1px"
      borderColor="border"
      borderRadius="lg"
    >
      <Heading as="h2" id={headingId} size="xl">
        {t('settings.title')}
      </Heading>
      <Text mt="2" color="fg.muted">
        {t('settings.intro')}
      </Text>
      <Text mt="3" fontWeight="semibold" minH="6" data-testid="consent-status">
        {status}
      </Text>
      {/* A new form for each stored choice: the switches start from what is stored. */}
      <SettingsForm
        key={isKnown ? (choice?.timestamp ?? 'none') : 'unknown'}
        stored={choice}
        isKnown={isKnown}
      />
    </Box>
  )
}

function SettingsForm({ stored, isKnown }: { stored: ConsentChoice | null; isKnown: boolean }) {
  const { t } = useTranslation(CONSENT_NAMESPACE)
  const { saveConsent } = useConsent()
  const [selection, setSelection] = useState<ConsentSelection>(() =>
    stored
      ? { analytics: stored.categories.analytics, marketing: stored.categories.marketing }
      : REJECT_ALL,
  )

  const save = (event: FormEvent) => {
    event.preventDefault()
    saveConsent(selection)
    void notify({
      type: 'success',
      title: t('settings.savedTitle'),
      description: t('settings.savedText'),
    })
  }

  return (
    <Box as="form" mt="4" onSubmit={save}>
      <ConsentCategoryList selection={selection} onChange={setSelection} disabled={!isKnown} />
      <Button type="submit" mt="5" disabled={!isKnown}>
        {t('settings.save')}
      </Button>
    </Box>
  )
}
