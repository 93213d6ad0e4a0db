import { useQueryClient } from '@tanstack/react-query'
import { useTranslation } from '@/lib/i18n/useTranslation'
import { useEffect } from 'react'
import { adminToaster } from '@/lib/toast/adminToaster'
import { CORE_KEY } from './adminQueries'

/** A cache event that says a query's or mutation's last attempt failed. */
const isFailure = (event: { type: string; action?: { type: string } }) =>
  event.type === 'updated' && event.action?.type === 'error'

/**
 * One error toast for each core call that finally failed (a query after its retries, or a
 * mutation; keys starting with `CORE_KEY`), wherever in the console it was made — not the
 * playground's creature lookup, which is another service and says so itself. Listening on the query client's caches
 * means no screen can forget to say so.
 */
export function useCoreFailureToasts() {
  const queryClient = useQueryClient()
  const { t } = useTranslation('adminToasts')
  useEffect(() => {
    const raise = () =>
      adminToaster.create({
        type: 'error',
        title: t('failed'),
        description: t('failedDescription'),
      })
    const unsubscribeQueries = queryClient.getQueryCache().subscribe((event) => {
      if (isFailure(event) && event.query.queryKey[0] === CORE_KEY) raise()
    })
    const unsubscribeMutations = queryClient.getMutationCache().subscribe((event) => {
      if (isFailure(event) && event.mutation?.options.mutationKey?.[0] === CORE_KEY) raise()
    })
    return () => {
      unsubscribeQueries()
      unsubscribeMutations()
    }
  }, [queryClient, t])
}
