import { Box, Button, Flex, Text, chakra } from '@chakra-ui/react'
import { useTranslation } from '@/lib/i18n/useTranslation'
import { useEffect, useRef, useState } from 'react'
import { leaveThroughLogout, requestSignOutEverywhere } from '@/lib/admin/signOutEverywhere'

type Step = 'idle' | 'confirming' | 'sending' | 'failed'

/**
 * "Sign out everywhere": after a confirmation, revokes every session of the user on the server
 * (other browsers and devices, and any copied cookie), then leaves through `/logout`, which
 * also ends this browser's cookie and the provider's session.
 */
export function SignOutEverywhere() {
  const { t, lang } = useTranslation('console')
  const [step, setStep] = useState<Step>('idle')
  const confirmButton = useRef<HTMLButtonElement>(null)
  const isConfirming = step === 'confirming' || step === 'sending'

  useEffect(() => {
    if (step === 'confirming') confirmButton.current?.focus()
  }, [step])

  async function confirm() {
    setStep('sending')
    try {
      await requestSignOutEverywhere()
      leaveThroughLogout(lang)
    } catch {
      setStep('failed')
    }
  }

  return (
    <chakra.section aria-labelledby="admin-account-heading" data-testid="sign-out-everywhere">
      <chakra.h3 id="admin-account-heading" fontWeight="semibold" mb="2">
        {t('settings.account.heading')}
      </chakra.h3>
      <Text fontSize="sm" mb="3">
        {t('settings.account.hint')}
      </Text>
      {isConfirming ? (
        <Box borderWidth="1px" borderColor="border" borderRadius="md" p="3">
          <Text id="sign-out-everywhere-question" fontWeight="semibold" mb="3">
            {t('settings.account.question')}
          </Text>
          <Flex gap="2" wrap="wrap">
            <Button
              ref={confirmButton}
              aria-describedby="sign-out-everywhere-question"
              loading={step === 'sending'}
              onClick={() => void confirm()}
            >
              {t('settings.account.confirm')}
            </Button>
            <Button variant="outline" disabled={step === 'sending'} onClick={() => setStep('idle')}>
              {t('settings.account.cancel')}
            </Button>
          </Flex>
        </Box>
      ) : (
        <Button variant="outline" onClick={() => setStep('confirming')}>
          {t('settings.account.signOutEverywhere')}
        </Button>
      )}
      <Box aria-live="polite">
        {step === 'failed' && (
          <Text role="alert" mt="2" color="brand.700">
            {t('settings.account.failed')}
          </Text>
        )}
      </Box>
    </chakra.section>
  )
}
