import { Body } from '@react-email/body'
import { Container } from '@react-email/container'
import { Head } from '@react-email/head'
import { Html } from '@react-email/html'
import { Preview } from '@react-email/preview'
import { Section } from '@react-email/section'
import { Text } from '@react-email/text'
import type { ReactNode } from 'react'
import type { Lang } from '@/lib/i18n/lang'
import type { AlertEmailSite } from './alertEmailTypes'
import type { AlertEmailT } from './alertEmailStrings'
import {
  bodyStyle,
  cardStyle,
  containerStyle,
  footerStyle,
  footerTextStyle,
  headerStyle,
  logotypeStyle,
  markStyle,
} from './emailStyles'

/** What each alert e-mail is rendered from: language, strings, site, and its own words. */
export interface AlertEmailProps<Content> {
  lang: Lang
  t: AlertEmailT
  site: AlertEmailSite
  content: Content
}

interface AlertEmailLayoutProps extends AlertEmailProps<{
  /** The line mail clients show after the subject in the inbox. */
  preview: string
  /** Why the reader gets this e-mail: the footer's first line. */
  why: string
}> {
  /** Links the footer offers after saying why. */
  footerLinks?: ReactNode
  children: ReactNode
}

/** The frame of every alert e-mail: the company's logotype, a white card, the footer. */
export function AlertEmailLayout({
  lang,
  t,
  site,
  content,
  footerLinks,
  children,
}: AlertEmailLayoutProps) {
  return (
    <Html lang={lang} dir="ltr">
      <Head>
        {/* Light only: the brand's red on white is what the colours were tuned for. */}
        <meta name="color-scheme" content="light" />
        <meta name="supported-color-schemes" content="light" />
      </Head>
      <Preview>{content.preview}</Preview>
      <Body style={bodyStyle}>
        <Container style={containerStyle}>
          <Section style={headerStyle}>
            <Text style={logotypeStyle}>
              <span style={markStyle} aria-hidden="true" />
              {site.companyName}
            </Text>
          </Section>
          <Section style={cardStyle}>{children}</Section>
          <Section style={footerStyle}>
            <Text style={footerTextStyle}>{content.why}</Text>
            {footerLinks}
            {site.address ? <Text style={footerTextStyle}>{site.address}</Text> : null}
            <Text style={footerTextStyle}>{t('footer.automatic')}</Text>
          </Section>
        </Container>
      </Body>
    </Html>
  )
}
