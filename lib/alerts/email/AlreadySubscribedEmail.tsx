import { Text } from '@react-email/text'
import { AlertEmailLayout, type AlertEmailProps } from './AlertEmailLayout'
import type { AlreadySubscribedContent } from './alertEmailContent'
import { EmailButton } from './EmailButton'
import { mutedTextStyle, textStyle } from './emailStyles'
import { SubscriptionSummary } from './SubscriptionSummary'

/** A confirmed address signed up again: what it already gets, and the way to change it. */
export function AlreadySubscribedEmail(props: AlertEmailProps<AlreadySubscribedContent>) {
  const { content } = props
  return (
    <AlertEmailLayout {...props}>
      <SubscriptionSummary content={content} />
      <Text style={textStyle}>{content.change}</Text>
      <EmailButton button={content.button} />
      <Text style={mutedTextStyle}>{content.notYou}</Text>
    </AlertEmailLayout>
  )
}
