import { Button } from '@react-email/button'
import { Link } from '@react-email/link'
import { Section } from '@react-email/section'
import { Text } from '@react-email/text'
import { buttonSectionStyle, buttonStyle, mutedTextStyle, rawLinkStyle } from './emailStyles'

/** The e-mail's one action: a button, and where asked the same address printed for copying. */
export function EmailButton({
  href,
  label,
  fallbackLabel,
}: {
  href: string
  label: string
  /** "If the button does not work…": then the address follows in full. */
  fallbackLabel?: string
}) {
  return (
    <>
      <Section style={buttonSectionStyle}>
        <Button href={href} style={buttonStyle}>
          {label}
        </Button>
      </Section>
      {fallbackLabel ? (
        <Text style={mutedTextStyle}>
          {fallbackLabel}
          <br />
          <Link href={href} style={rawLinkStyle}>
            {href}
          </Link>
        </Text>
      ) : null}
    </>
  )
}
