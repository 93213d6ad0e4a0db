import { Children, type ReactNode } from 'react'
import { contactPieces } from '@/lib/typography/contactTokens'
import { ContactValue } from './ContactValue'
import { KeepWhole } from './KeepWhole'

// Its own module: only rich text needs the contact finder, and KeepWhole is in every page's
// scripts (the menus the browser draws).
/**
 * Children with each string child's units kept whole (rich text's blocks, mixed content), and
 * the e-mail addresses, web addresses and phone numbers in it drawn as the contact page draws
 * them (never broken mid-token).
 */
export function keepWholeChildren(children: ReactNode): ReactNode {
  return Children.map(children, (child) =>
    typeof child === 'string'
      ? contactPieces(child).map(({ text, kind }, index) =>
          kind ? (
            <ContactValue key={index} kind={kind} value={text} />
          ) : (
            <KeepWhole key={index}>{text}</KeepWhole>
          ),
        )
      : child,
  )
}
