import { css } from '@/styled-system/css'
import type { ContactValueKind } from '@/lib/typography/contactTokens'

export type { ContactValueKind }

// Where a line may end inside an address: after "@" and "." in an e-mail address; after "." and
// "/" in a web address. Anywhere else a break would make it read as two (the site's global
// `overflow-wrap: break-word` would otherwise cut "siamharvest.exam|ple" where a card is narrow).
const BREAK_AFTER: Record<Exclude<ContactValueKind, 'phone'>, RegExp> = {
  email: /[^@.]*[@.]?/g,
  web: /[^./]*[./]?/g,
}

/**
 * The pieces of an address a line may end between: `chachoengsao.plant@siamharvest.example` →
 * `chachoengsao.`, `plant@`, `siamharvest.`, `example`. A phone number is one piece: a line
 * never ends inside it.
 */
export function contactValueParts(kind: ContactValueKind, value: string): string[] {
  if (kind === 'phone') return [value]
  return (value.match(BREAK_AFTER[kind]) ?? []).filter((part) => part !== '')
}

const styles = {
  // The pieces themselves never break: the line ends only at the <wbr> between them.
  address: css({ overflowWrap: 'normal', wordBreak: 'normal' }),
  phone: css({ whiteSpace: 'nowrap' }),
}

/**
 * A contact detail as text, kept whole where a reader would misread a break (spec: addresses
 * and numbers never break mid-token): an e-mail or web address breaks only after "@", "." or
 * "/" (a `<wbr>` there, which copying leaves out), a phone number not at all. Every place the
 * site shows one goes through this: the contact page's offices, the footer, resellers' sites.
 */
export function ContactValue({ kind, value }: { kind: ContactValueKind; value: string }) {
  if (kind === 'phone') return <span className={styles.phone}>{value}</span>
  // A <wbr> after each piece but the last, keyed by where in the address it stands.
  const parts = contactValueParts(kind, value)
  const content = parts.flatMap((part, index) =>
    index === 0 ? [part] : [<wbr key={parts.slice(0, index).join('').length} />, part],
  )
  return <span className={styles.address}>{content}</span>
}
