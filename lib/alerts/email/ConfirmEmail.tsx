import { Heading } from '@react-email/heading'
import { Text } from '@react-email/text'
import type { Lang } from '@/lib/i18n/lang'
import { AlertEmailLayout } from './AlertEmailLayout'
import type { ConfirmContent } from './alertEmailContent'
import type { AlertEmailT } from './alertEmailStrings'
import type { AlertEmailSite } from './alertEmailTypes'
import { EmailButton } from './EmailButton'
import { footerTextStyle, headingStyle, mutedTextStyle, textStyle } from './emailStyles'
import { TopicList } from './TopicList'

interface ConfirmEmailProps {
  lang: Lang
  t: AlertEmailT
  site: AlertEmailSite
  content: ConfirmContent
}

/** Double opt-in: what was asked for, the link that confirms it, and that nothing comes without it. */
export function ConfirmEmail({ lang, t, site, content }: ConfirmEmailProps) {
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
      <EmailButton
        href={content.button.url}
        label={content.button.label}
        fallbackLabel={content.button.fallback}
      />
      <Text style={textStyle}>{content.expires}</Text>
      <Text style={textStyle}>{content.nothingSent}</Text>
      <Text style={mutedTextStyle}>{content.notYou}</Text>
    </AlertEmailLayout>
  )
}
