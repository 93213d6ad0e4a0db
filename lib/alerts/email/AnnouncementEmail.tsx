import { Heading } from '@react-email/heading'
import { Link } from '@react-email/link'
import { Text } from '@react-email/text'
import type { Lang } from '@/lib/i18n/lang'
import { AlertEmailLayout } from './AlertEmailLayout'
import type { AnnouncementContent } from './alertEmailContent'
import type { AlertEmailT } from './alertEmailStrings'
import type { AlertEmailSite } from './alertEmailTypes'
import { EmailButton } from './EmailButton'
import {
  eyebrowStyle,
  footerLinkStyle,
  footerTextStyle,
  headingStyle,
  mutedTextStyle,
  textStyle,
} from './emailStyles'

interface AnnouncementEmailProps {
  lang: Lang
  t: AlertEmailT
  site: AlertEmailSite
  content: AnnouncementContent
}

/** One newly published item: its topic, title, date and summary, and the way to read it. */
export function AnnouncementEmail({ lang, t, site, content }: AnnouncementEmailProps) {
  return (
    <AlertEmailLayout
      lang={lang}
      t={t}
      site={site}
      preview={content.preview}
      footer={
        <>
          <Text style={footerTextStyle}>{content.why}</Text>
          <Text style={footerTextStyle}>
            <Link href={content.manage.url} style={footerLinkStyle}>
              {content.manage.label}
            </Link>
            {' · '}
            <Link href={content.unsubscribe.url} style={footerLinkStyle}>
              {content.unsubscribe.label}
            </Link>
          </Text>
        </>
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
      <EmailButton href={content.button.url} label={content.button.label} />
    </AlertEmailLayout>
  )
}
