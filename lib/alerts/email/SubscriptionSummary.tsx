import { Heading } from '@react-email/heading'
import { Text } from '@react-email/text'
import { headingStyle, listStyle, textStyle } from './emailStyles'

/**
 * How both subscription e-mails (confirm, already subscribed) open: the heading, the intro and
 * the topics the subscription covers, named in the e-mail's language.
 */
export function SubscriptionSummary({
  content,
}: {
  content: { heading: string; intro: string; topics: readonly string[] }
}) {
  return (
    <>
      <Heading as="h1" style={headingStyle}>
        {content.heading}
      </Heading>
      <Text style={textStyle}>{content.intro}</Text>
      <ul style={listStyle}>
        {content.topics.map((topic) => (
          <li key={topic}>{topic}</li>
        ))}
      </ul>
    </>
  )
}
