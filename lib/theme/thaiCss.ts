import type { GlobalStyleObject } from '@pandacss/dev'
import { CSS_VARS_PREFIX } from './globalCss'

/**
 * Thai type sized for Thai: its vowels and tone marks stack above and below the letters, so at
 * 12 px and a 1.25 line height they crowd the line above and below. In a Thai page (`<html
 * lang="th">`, pages/_document.tsx) no text is smaller than 14 px (the `xs` size takes `sm`'s)
 * and no line height is under 1.5 (the tight heights take `moderate`'s). One rule on the
 * tokens' variables: every component keeps its tokens, and English pages keep their look.
 *
 * `!important`: Panda declares the tokens' variables in its `tokens` layer, which comes after
 * the `base` layer of these global rules, so a plain override here lost to them and Thai stayed
 * at 12 px on a 15 px line (the desktop menu). An important declaration of an earlier layer
 * wins over the later layers' normal ones.
 */
export const thaiCss = {
  'html:lang(th)': {
    [`--${CSS_VARS_PREFIX}-font-sizes-xs`]: `var(--${CSS_VARS_PREFIX}-font-sizes-sm) !important`,
    [`--${CSS_VARS_PREFIX}-line-heights-shorter`]: `var(--${CSS_VARS_PREFIX}-line-heights-moderate) !important`,
    [`--${CSS_VARS_PREFIX}-line-heights-short`]: `var(--${CSS_VARS_PREFIX}-line-heights-moderate) !important`,
  },
} satisfies GlobalStyleObject
