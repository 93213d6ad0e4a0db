import type { CSSProperties } from 'react'
import { EMAIL_FONT_STACK, EMAIL_LINE_HEIGHT, emailColors } from './emailTheme'

// The e-mails' looks, inline (most mail clients drop <style>): each named once and shared by the
// three e-mails.

export const bodyStyle: CSSProperties = {
  margin: 0,
  padding: '24px 8px',
  backgroundColor: emailColors.page,
  color: emailColors.text,
  fontFamily: EMAIL_FONT_STACK,
  lineHeight: EMAIL_LINE_HEIGHT,
}

export const containerStyle: CSSProperties = { width: '100%', maxWidth: '600px' }

export const headerStyle: CSSProperties = {
  padding: '0 4px 12px',
}

export const logotypeStyle: CSSProperties = {
  margin: 0,
  fontSize: '20px',
  fontWeight: 700,
  lineHeight: '1.4',
  color: emailColors.brandText,
}

/** The mark before the name: a small square of the brand's red, drawn with CSS (no image). */
export const markStyle: CSSProperties = {
  display: 'inline-block',
  width: '14px',
  height: '14px',
  marginRight: '10px',
  borderRadius: '3px',
  backgroundColor: emailColors.brand,
  verticalAlign: '0',
}

export const cardStyle: CSSProperties = {
  backgroundColor: emailColors.white,
  border: `1px solid ${emailColors.border}`,
  borderTop: `4px solid ${emailColors.brand}`,
  borderRadius: '8px',
  padding: '28px 24px',
}

export const eyebrowStyle: CSSProperties = {
  margin: '0 0 8px',
  fontSize: '14px',
  fontWeight: 700,
  lineHeight: '1.5',
  color: emailColors.brandText,
}

export const headingStyle: CSSProperties = {
  margin: '0 0 12px',
  fontFamily: EMAIL_FONT_STACK,
  fontSize: '22px',
  fontWeight: 700,
  lineHeight: '1.45',
  color: emailColors.text,
}

export const textStyle: CSSProperties = {
  margin: '0 0 16px',
  fontSize: '16px',
  lineHeight: EMAIL_LINE_HEIGHT,
  color: emailColors.text,
}

export const mutedTextStyle: CSSProperties = {
  ...textStyle,
  fontSize: '14px',
  color: emailColors.muted,
}

export const listStyle: CSSProperties = {
  margin: '0 0 20px',
  paddingLeft: '22px',
  fontSize: '16px',
  lineHeight: EMAIL_LINE_HEIGHT,
}

export const buttonSectionStyle: CSSProperties = { padding: '8px 0 20px' }

export const buttonStyle: CSSProperties = {
  display: 'inline-block',
  padding: '12px 22px',
  borderRadius: '6px',
  backgroundColor: emailColors.brand,
  color: emailColors.white,
  fontFamily: EMAIL_FONT_STACK,
  fontSize: '16px',
  fontWeight: 700,
  lineHeight: '1.5',
  textDecoration: 'none',
}

/** A link printed in full (the button's fallback): long addresses wrap instead of widening the mail. */
export const rawLinkStyle: CSSProperties = {
  color: emailColors.brandText,
  fontSize: '13px',
  wordBreak: 'break-all',
}

export const footerStyle: CSSProperties = { padding: '16px 4px 0' }

export const footerTextStyle: CSSProperties = {
  margin: '0 0 8px',
  fontSize: '13px',
  lineHeight: '1.6',
  color: emailColors.muted,
}

export const footerLinkStyle: CSSProperties = {
  color: emailColors.brandText,
  textDecoration: 'underline',
}
