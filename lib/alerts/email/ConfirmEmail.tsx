import { Text } from '@react-email/text'
import { AlertEmailLayout, type AlertEmailProps } from './AlertEmailLayout'
import type { ConfirmContent } from './alertEmailContent'
import { EmailButton } from './EmailButton'
import { mutedTextStyle, textStyle } from './emailStyles'
import { SubscriptionSummary } from './SubscriptionSummary'

/** Double opt-in: what was asked for, the link that confirms it, and that nothing comes without it. */
export function ConfirmEmail(props: AlertEmailProps<ConfirmContent>) {
  const { content } = props
  return (
    <AlertEmailLayout {...props}>
      <SubscriptionSummary content={content} />
      <EmailButton button={content.button} />
      <Text style={textStyle}>{content.expires}</Text>
      <Text style={textStyle}>{content.nothingSent}</Text>
      <Text style={mutedTextStyle}>{content.notYou}</Text>
    </AlertEmailLayout>
  )
}
