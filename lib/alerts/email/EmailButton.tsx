import { Button } from '@react-email/button'
import { Link } from '@react-email/link'
import { Section } from '@react-email/section'
import { Text } from '@react-email/text'
import { buttonSectionStyle, buttonStyle, mutedTextStyle, rawLinkStyle } from './emailStyles'

/** The e-mail's one action: a button, and where asked the same address printed for copying. */
export function EmailButton({
  button,
}: {
  button: {
    url: string
    label: string
    /** "If the button does not work…": then the address follows in full. */
    fallback?: string
  }
}) {
  return (
    <>
      <Section style={buttonSectionStyle}>
        <Button href={button.url} style={buttonStyle}>
          {button.label}
        </Button>
      </Section>
      {button.fallback ? (
        <Text style={mutedTextStyle}>
          {button.fallback}
          <br />
          <Link href={button.url} style={rawLinkStyle}>
            {button.url}
          </Link>
        </Text>
      ) : null}
    </>
  )
}
