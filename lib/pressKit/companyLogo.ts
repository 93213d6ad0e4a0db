import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { colors } from '@/shared/colors'
import { LogoMark } from '@/shared/LogoMark'

/** The size the company's mark is drawn at in its SVG file (its viewBox is 40 × 40). */
export const COMPANY_LOGO_SIZE = 400

const TOKEN_VARIABLE = /var\(--ck-colors-([a-z]+)-(\d+)\)/g

/**
 * The company's mark as a stand-alone SVG file: the header's own component (one drawing of the
 * mark), its colour variables replaced by the tokens' values, which a file opened outside the
 * site has no stylesheet for.
 */
export function companyLogoSvg(): string {
  const markup = renderToStaticMarkup(createElement(LogoMark, { size: COMPANY_LOGO_SIZE }))
  const resolved = markup.replace(TOKEN_VARIABLE, (variable, name: string, shade: string) => {
    const scale = colors[name as keyof typeof colors] as Record<string, { value: string }>
    const value = scale?.[shade]?.value
    if (value === undefined) throw new Error(`The logo uses ${variable}, which is no colour token`)
    return value
  })
  // A file needs its namespace, and means to be seen: the header's aria-hidden is for the page.
  return resolved
    .replace('<svg ', '<svg xmlns="http://www.w3.org/2000/svg" ')
    .replace(/ aria-hidden="true"| focusable="false"/g, '')
}
