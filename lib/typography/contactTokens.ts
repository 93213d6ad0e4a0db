/** What a contact detail is: how it may be broken across lines depends on it. */
export type ContactValueKind = 'email' | 'web' | 'phone'

/** A piece of running text: a contact detail (with its kind) or the words around it. */
export interface TextPiece {
  text: string
  kind?: ContactValueKind
}

// An e-mail address; a web address written out (https://…, www.…); a phone number written the
// Thai way or the international way: "+66 2 000 8800", "02-000-8800", "1800 000 888" is not one
// (no leading 0 or +), nor a year or a postcode (too few digits).
const EMAIL = String.raw`[\w.+-]+@[\w-]+(?:\.[\w-]+)+`
const WEB = String.raw`(?:https?:\/\/|www\.)[\w-]+(?:\.[\w-]+)+(?:\/[\w\-./?=&%#~+]*[\w\-/=&%#~+])?`
const PHONE = String.raw`(?:\+\d{1,3}|\b0)(?:[ \u00a0-]?\d){7,11}\b`
const CONTACT = new RegExp(`(${EMAIL})|(${WEB})|(${PHONE})`, 'gu')

/**
 * `text` cut into contact details and the text between them, so that rich text draws each
 * detail as the contact page does (components/common/ContactValue): an e-mail or web address
 * breaks only after "@", "." or "/", a phone number never. A text without one is one piece.
 */
export function contactPieces(text: string): TextPiece[] {
  const pieces: TextPiece[] = []
  let position = 0
  for (const match of text.matchAll(CONTACT)) {
    const kind: ContactValueKind = match[1] ? 'email' : match[2] ? 'web' : 'phone'
    if (match.index > position) pieces.push({ text: text.slice(position, match.index) })
    pieces.push({ text: match[0], kind })
    position = match.index + match[0].length
  }
  if (position < text.length) pieces.push({ text: text.slice(position) })
  return pieces
}
