import { MAIN_CONTENT_ID } from '@/components/layout/SkipLink'
import { globalCss } from './globalCss'
import { OFFSCREEN_PARTS, UNSTYLED_LAYOUT_CSS } from './offscreenParts'
import { balancedGridRecipe } from './recipes/balancedGrid'

describe('the long parts skipped before the stylesheet arrives', () => {
  it('are named by the main landmark and the card grid the pages draw', () => {
    expect(OFFSCREEN_PARTS).toContain(`#${MAIN_CONTENT_ID} > section`)
    expect(OFFSCREEN_PARTS).toContain(`.${balancedGridRecipe.className} > li`)
  })

  it('are skipped by the inline rule and drawn whole by the stylesheet', () => {
    expect(UNSTYLED_LAYOUT_CSS).toBe(`${OFFSCREEN_PARTS}{content-visibility:auto}`)
    expect(globalCss[OFFSCREEN_PARTS]).toEqual({ contentVisibility: 'visible !important' })
  })
})
