import { Box, Button, chakra } from '@chakra-ui/react'
import { useTranslation } from '@/lib/i18n/useTranslation'
import { useId } from 'react'
import { useAdminLayout } from '@/components/admin/shell/AdminLayoutContext'
import { AdminPanel } from '@/components/admin/shell/AdminPanel'
import { useCounter } from '@/lib/playground/useCounter'

/** The spec's counter: starts at 20, Increase adds one, Decrease takes one away. */
export function CounterPanel() {
  const { t } = useTranslation('console')
  const { count, increase, decrease } = useCounter()
  const { controls } = useAdminLayout()
  const labelId = useId()
  return (
    <AdminPanel title={t('playground.counter.title')} data-testid="counter">
      <Box textAlign="center">
        <Box id={labelId} fontSize="sm" color="fg.muted">
          {t('playground.counter.label')}
        </Box>
        {/* <output> is a status region: each new value is announced. */}
        <chakra.output
          aria-labelledby={labelId}
          aria-live="polite"
          display="block"
          fontSize="5xl"
          fontWeight="bold"
          lineHeight="shorter"
          fontVariantNumeric="tabular-nums"
          data-testid="counter-value"
        >
          {count}
        </chakra.output>
      </Box>
      <Box display="grid" gridTemplateColumns="1fr 1fr" gap="3" mt="4">
        <Button
          type="button"
          variant="outline"
          size={controls.size}
          borderRadius={controls.radius}
          onClick={decrease}
        >
          <span aria-hidden="true">−</span>
          {t('playground.counter.decrease')}
        </Button>
        <Button
          type="button"
          size={controls.size}
          borderRadius={controls.radius}
          onClick={increase}
        >
          <span aria-hidden="true">+</span>
          {t('playground.counter.increase')}
        </Button>
      </Box>
    </AdminPanel>
  )
}
