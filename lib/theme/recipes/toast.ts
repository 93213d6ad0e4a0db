import type { SlotRecipeConfig } from '@pandacss/dev'

// Ark positions and stacks toasts through the CSS variables below; the timings are the spec's
// (enter 225 ms, exit 195 ms).
export const toastSlotRecipe = {
  // The part names of Chakra's toastAnatomy, listed here: importing the anatomy module pulls
  // in every component's anatomy.
  slots: ['root', 'title', 'description', 'indicator', 'closeTrigger', 'actionTrigger'],
  className: 'toast',
  base: {
    root: {
      width: 'full',
      maxWidth: 'min(26rem, calc(100vw - 2rem))',
      display: 'flex',
      alignItems: 'flex-start',
      position: 'relative',
      gap: '3',
      py: '3',
      ps: '4',
      pe: '10',
      borderRadius: 'md',
      borderWidth: '1px',
      borderColor: 'border',
      bg: 'bg',
      color: 'fg',
      boxShadow: 'lg',
      translate: 'var(--x) var(--y)',
      scale: 'var(--scale)',
      zIndex: 'var(--z-index)',
      height: 'var(--height)',
      opacity: 'var(--opacity)',
      willChange: 'translate, opacity, scale',
      transition: 'translate 225ms, scale 225ms, opacity 225ms, height 225ms',
      transitionTimingFunction: 'cubic-bezier(0.21, 1.02, 0.73, 1)',
      _closed: {
        transition: 'translate 195ms, scale 195ms, opacity 195ms',
        transitionTimingFunction: 'cubic-bezier(0.06, 0.71, 0.55, 1)',
      },
      '&[data-type=success]': {
        borderInlineStartWidth: '4px',
        borderInlineStartColor: 'green.600',
        // The spec's 85 px top margin. Ark places toasts absolutely from their edge, so at the
        // public site's bottom placement it moves nothing; at a top placement it keeps the
        // toast clear of the header.
        mt: '85px',
      },
      '&[data-type=error]': { borderInlineStartWidth: '4px', borderInlineStartColor: 'red.600' },
      '&[data-type=warning]': {
        borderInlineStartWidth: '4px',
        borderInlineStartColor: 'orange.600',
      },
      '&[data-type=info]': { borderInlineStartWidth: '4px', borderInlineStartColor: 'blue.600' },
    },
    title: {
      fontWeight: 'semibold',
      fontSize: 'md',
      // The spec's success toast text: 16px semibold green, in the Thai-capable font.
      '[data-type=success] &': { fontFamily: 'body', fontSize: '16px', color: 'green.700' },
      '[data-type=error] &': { color: 'red.700' },
      '[data-type=warning] &': { color: 'orange.700' },
      '[data-type=info] &': { color: 'blue.700' },
    },
    description: { fontSize: 'sm', color: 'fg.muted' },
    indicator: { flexShrink: 0, boxSize: '5' },
    actionTrigger: { fontSize: 'sm', fontWeight: 'semibold', alignSelf: 'center' },
    closeTrigger: {
      position: 'absolute',
      top: '2',
      insetEnd: '2',
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      boxSize: '8',
      borderRadius: 'sm',
      cursor: 'pointer',
      _hover: { bg: 'bg.muted' },
    },
  },
} satisfies SlotRecipeConfig
