import { Heading } from '@react-email/heading'
import { Link } from '@react-email/link'
import { Text } from '@react-email/text'
import { AlertEmailLayout, type AlertEmailProps } from './AlertEmailLayout'
import type { AnnouncementContent } from './alertEmailContent'
import { EmailButton } from './EmailButton'
import {
  eyebrowStyle,
  footerLinkStyle,
  footerTextStyle,
  headingStyle,
  mutedTextStyle,
  textStyle,
} from './emailStyles'

/** One newly published item: its topic, title, date and summary, and the way to read it. */
export function AnnouncementEmail(props: AlertEmailProps<AnnouncementContent>) {
  const { content } = props
  return (
    <AlertEmailLayout
      {...props}
      footerLinks={
        <Text style={footerTextStyle}>
          <Link href={content.manage.url} style={footerLinkStyle}>
            {content.manage.label}
          </Link>
          {' · '}
          <Link href={content.unsubscribe.url} style={footerLinkStyle}>
            {content.unsubscribe.label}
          </Link>
        </Text>
      }
    >
      <Text style={eyebrowStyle}>{content.topicLabel}</Text>
      <Heading as="h1" style={headingStyle}>
        {content.title}
      </Heading>
      <Text style={mutedTextStyle}>{content.published}</Text>
      {content.summary.map((paragraph, index) => (
        // Paragraphs of one text, always in the same order: their place is their identity.
        <Text key={index} style={textStyle}>
          {paragraph}
        </Text>
      ))}
      <EmailButton button={content.button} />
    </AlertEmailLayout>
  )
}
