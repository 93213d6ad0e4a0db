import { Heading } from '@react-email/heading'
import { Text } from '@react-email/text'
import type { Lang } from '@/lib/i18n/lang'
import { AlertEmailLayout } from './AlertEmailLayout'
import type { AlreadySubscribedContent } from './alertEmailContent'
import type { AlertEmailT } from './alertEmailStrings'
import type { AlertEmailSite } from './alertEmailTypes'
import { EmailButton } from './EmailButton'
import { footerTextStyle, headingStyle, mutedTextStyle, textStyle } from './emailStyles'
import { TopicList } from './TopicList'

interface AlreadySubscribedEmailProps {
  lang: Lang
  t: AlertEmailT
  site: AlertEmailSite
  content: AlreadySubscribedContent
}

/** A confirmed address signed up again: what it already gets, and the way to change it. */
export function AlreadySubscribedEmail({ lang, t, site, content }: AlreadySubscribedEmailProps) {
  return (
    <AlertEmailLayout
      lang={lang}
      t={t}
      site={site}
      preview={content.preview}
      footer={<Text style={footerTextStyle}>{content.why}</Text>}
    >
      <Heading as="h1" style={headingStyle}>
        {content.heading}
      </Heading>
      <Text style={textStyle}>{content.intro}</Text>
      <TopicList items={content.topics} />
      <Text style={textStyle}>{content.change}</Text>
      <EmailButton
        href={content.button.url}
        label={content.button.label}
        fallbackLabel={content.button.fallback}
      />
      <Text style={mutedTextStyle}>{content.notYou}</Text>
    </AlertEmailLayout>
  )
}
