import { z } from 'zod'

// zod compiles object parsers with `new Function` after probing for it: the console's
// Content-Security-Policy forbids eval, and Chromium reports the probe as a violation even
// though zod catches it. Without the compiler there is no probe (lib/security).
z.config({ jitless: true })

/** What the playground shows of a creature; everything but the name and number may be missing. */
export interface Creature {
  name: string
  id: number
  types: string[]
  imageUrl: string | null
}

export type CreatureErrorKind = 'notFound' | 'unreachable' | 'http' | 'invalid'

/** Why a lookup failed, in the few kinds the playground tells apart. */
export class CreatureError extends Error {
  constructor(
    readonly kind: CreatureErrorKind,
    readonly status?: number,
  ) {
    super(status === undefined ? kind : `${kind} (${status})`)
    this.name = 'CreatureError'
  }
}

// The service's answer is not ours (spec point 3: "response fields are not shown"), so only the
// few fields shown are read and each of the optional ones is dropped rather than trusted when
// it has an unexpected shape.
const optionalUrl = z
  .url({ protocol: /^https?$/ })
  .nullable()
  .optional()
  .catch(undefined)
const creatureResponse = z.object({
  name: z.string().min(1),
  id: z.coerce.number().int().positive(),
  types: z
    .array(z.object({ type: z.object({ name: z.string().min(1) }) }))
    .optional()
    .catch(undefined),
  sprites: z
    .object({
      front_default: optionalUrl,
      other: z
        .object({ 'official-artwork': z.object({ front_default: optionalUrl }).optional() })
        .optional()
        .catch(undefined),
    })
    .optional()
    .catch(undefined),
})

/** The shown fields of a lookup's answer; throws `invalid` when it lacks a name or a number. */
export function parseCreature(body: unknown): Creature {
  const result = creatureResponse.safeParse(body)
  if (!result.success) throw new CreatureError('invalid')
  const { name, id, types, sprites } = result.data
  return {
    name,
    id,
    types: types?.map((entry) => entry.type.name) ?? [],
    imageUrl: sprites?.other?.['official-artwork']?.front_default ?? sprites?.front_default ?? null,
  }
}

/** A typed name as the service expects it: trimmed and lower-case (`' Pikachu '` → `pikachu`). */
export function normalizeCreatureName(name: string): string {
  return name.trim().toLowerCase()
}

/** `{base}/pokemon/{name}`, the name encoded as one path segment. */
export function creatureUrl(baseUrl: string, name: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/pokemon/${encodeURIComponent(name)}`
}

/** The number as the games print it: `#025`. */
export function formatCreatureNumber(id: number): string {
  return `#${String(id).padStart(3, '0')}`
}

/**
 * One lookup from the browser. No timeout (spec point 7): a request that never answers is
 * cancelled through `signal`; a refused or failed connection rejects at once as `unreachable`.
 */
export async function fetchCreature(
  baseUrl: string,
  name: string,
  signal?: AbortSignal,
): Promise<Creature> {
  let response: Response
  try {
    response = await fetch(creatureUrl(baseUrl, name), {
      headers: { Accept: 'application/json' },
      signal,
    })
  } catch (error) {
    if (signal?.aborted) throw error
    throw new CreatureError('unreachable')
  }
  if (response.status === 404) throw new CreatureError('notFound', 404)
  if (!response.ok) throw new CreatureError('http', response.status)
  let body: unknown
  try {
    body = await response.json()
  } catch {
    throw new CreatureError('invalid')
  }
  return parseCreature(body)
}
