import { Box, Button, Input, chakra } from '@chakra-ui/react'
import { useTranslation } from '@/lib/i18n/useTranslation'
import { useId, useState, type FormEvent } from 'react'
import { useAdminLayout } from '@/components/admin/shell/AdminLayoutContext'
import { AdminPanel } from '@/components/admin/shell/AdminPanel'
import { normalizeCreatureName, type CreatureError } from '@/lib/playground/creature'
import { useCreature } from '@/lib/playground/useCreature'
import { CreatureCard, CreatureCardSkeleton } from './CreatureCard'

/**
 * Looks a creature up by name on submit (Enter or the button), not per keystroke. A name asked
 * for again within a minute comes from react-query's cache; a failed one is asked again.
 */
export function CreatureLookup({ baseUrl }: { baseUrl: string }) {
  const { t } = useTranslation('console')
  const fieldId = useId()
  const [draft, setDraft] = useState('')
  const [name, setName] = useState('')
  const query = useCreature(baseUrl, name)
  const { controls } = useAdminLayout()

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const next = normalizeCreatureName(draft)
    // The same name again after a failure is a retry; after a success the cache answers.
    if (next === name && query.isError) void query.refetch()
    setName(next)
  }

  return (
    <AdminPanel title={t('playground.creature.title')} data-testid="creature-lookup">
      <chakra.form onSubmit={submit} role="search" display="grid" gap="2">
        <chakra.label htmlFor={fieldId} fontWeight="semibold">
          {t('playground.creature.label')}
        </chakra.label>
        <Box display="flex" gap="2" flexWrap={{ base: 'wrap', adminSm: 'nowrap' }}>
          <Input
            id={fieldId}
            name="creature"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            placeholder={t('playground.creature.placeholder')}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            flex="1"
            minW="0"
            h={controls.height}
            borderRadius={controls.radius}
            fontSize={controls.size}
          />
          <Button
            type="submit"
            size={controls.size}
            h={controls.height}
            borderRadius={controls.radius}
            w={{ base: 'full', adminSm: 'auto' }}
          >
            {t('playground.creature.submit')}
          </Button>
        </Box>
      </chakra.form>
      <Box
        mt="5"
        minH="10rem"
        aria-live="polite"
        aria-busy={query.isFetching}
        data-testid="creature-result"
        data-state={
          name === ''
            ? 'idle'
            : query.isFetching
              ? 'loading'
              : query.isError
                ? query.error.kind
                : 'found'
        }
      >
        {name === '' ? (
          <chakra.p color="fg.muted">{t('playground.creature.idle')}</chakra.p>
        ) : query.isFetching ? (
          <>
            <chakra.p color="fg.muted" mb="4">
              {t('playground.creature.loading', { name })}
            </chakra.p>
            <CreatureCardSkeleton />
          </>
        ) : query.isError ? (
          <chakra.p
            role="alert"
            px="4"
            py="3"
            borderRadius="md"
            borderWidth="1px"
            borderColor="border"
            bg="bg.muted"
          >
            {errorMessage(query.error, name, t)}
          </chakra.p>
        ) : query.data ? (
          <CreatureCard creature={query.data} />
        ) : null}
      </Box>
    </AdminPanel>
  )
}

function errorMessage(
  error: CreatureError,
  name: string,
  t: ReturnType<typeof useTranslation>['t'],
): string {
  switch (error.kind) {
    case 'notFound':
      return t('playground.creature.notFound', { name })
    case 'unreachable':
      return t('playground.creature.unreachable')
    case 'http':
      return t('playground.creature.httpError', { status: error.status })
    case 'invalid':
      return t('playground.creature.invalid')
  }
}
