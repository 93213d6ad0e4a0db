import { css, cx } from '@/styled-system/css'
import { container } from '@/styled-system/patterns'
import { button, input } from '@/styled-system/recipes'

// The alert forms' look, shared by the sign-up form and the manage page: the contact form's
// fields, checkboxes and button.
export const alertFormStyles = {
  form: css({ display: 'flex', flexDirection: 'column', gap: '5', maxW: '2xl' }),
  field: css({ display: 'flex', flexDirection: 'column', gap: '1.5' }),
  label: css({ fontWeight: 'semibold' }),
  hint: css({ fontSize: 'sm', color: 'fg.muted' }),
  input: cx(input(), css({ '&[aria-invalid=true]': { borderColor: 'red.600' } })),
  fieldset: css({
    display: 'flex',
    flexDirection: 'column',
    gap: '2',
    border: 'none',
    p: '0',
    m: '0',
  }),
  legend: css({ fontWeight: 'semibold', mb: '1', p: '0' }),
  choices: css({ display: 'flex', flexWrap: 'wrap', columnGap: '6', rowGap: '2' }),
  choicesColumn: css({ display: 'flex', flexDirection: 'column', gap: '2' }),
  choice: css({ display: 'flex', alignItems: 'flex-start', gap: '3', lineHeight: 'tall' }),
  control: css({
    flexShrink: 0,
    boxSize: '5',
    mt: '0.5',
    accentColor: 'brand.solid',
    cursor: 'pointer',
  }),
  consentText: css({ fontSize: 'sm', lineHeight: 'tall' }),
  link: css({
    color: 'brand.fg',
    textDecoration: 'underline',
    textUnderlineOffset: '3px',
    borderRadius: 'sm',
  }),
  submit: cx(button({ size: 'lg' }), css({ alignSelf: { base: 'stretch', md: 'flex-start' } })),
  secondary: cx(
    button({ variant: 'outline', size: 'md' }),
    css({ alignSelf: { base: 'stretch', md: 'flex-start' } }),
  ),
}

/** The alert pages' content, in the site's container like every inner page's. */
export const alertPageBody = container({ pb: { base: '12', lg: '20' } })
