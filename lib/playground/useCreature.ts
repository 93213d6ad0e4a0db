import { useQuery } from '@tanstack/react-query'
import { fetchCreature, type Creature, type CreatureError } from './creature'

/** How long a looked-up creature stays cached after nothing shows it any more (spec point 7). */
export const CREATURE_CACHE_MS = 60_000

export function creatureQueryKey(baseUrl: string, name: string) {
  return ['creature', baseUrl, name] as const
}

/**
 * The creature called `name` (already normalised; empty asks nothing). Spec point 7's lookup
 * client: a result is kept 60 s after its last use and never refetched on focus, reconnect or a
 * repeated name; no retries (a miss is an answer) and no timeout.
 */
export function useCreature(baseUrl: string, name: string) {
  return useQuery<Creature, CreatureError>({
    queryKey: creatureQueryKey(baseUrl, name),
    queryFn: ({ signal }) => fetchCreature(baseUrl, name, signal),
    enabled: name !== '',
    gcTime: CREATURE_CACHE_MS,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    refetchOnMount: false,
    retry: false,
    // react-query would otherwise hold the request while the browser says it is offline: the
    // lookup must try, fail and say the service cannot be reached instead of waiting.
    networkMode: 'always',
  })
}
