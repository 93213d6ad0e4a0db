import type { SlotRecipeConfig, SystemStyleObject } from '@chakra-ui/react'
import { skipLinkRecipe } from '../recipes/skipLink'

/**
 * The admin console's frame (components/admin/shell) in its five layouts (spec point 3): one
 * part per slot, so the markup stays one and the `layout` variant changes only the look.
 * Colours are tokens; the fixed palette colours of the coloured header bands (gold, brand,
 * inverted) keep AA contrast in both themes. Admin-only: the public stylesheet never reads it.
 */

const MONOSPACE =
  "ui-monospace, 'DejaVu Sans Mono', 'Liberation Mono', Menlo, Consolas, 'Noto Sans Thai Variable', 'Noto Sans Thai', monospace"

const current = '&[aria-current=page]'

/**
 * A header in a fixed colour: its text and the focus rings inside it in one colour. The ring's
 * halo (lib/theme/focusRing.ts) takes the band's colour, so the ring is the text's colour on
 * the band, which has AA contrast with it already.
 */
function band(bg: string, color: string, rest: SystemStyleObject = {}): SystemStyleObject {
  const ring = { outlineColor: color, boxShadow: `0 0 0 6px {colors.${bg}}` }
  return { bg, color, '& :focus-visible': ring, ...rest }
}

/** Capitals, spaced out by `letterSpacing` when given. */
function caps(letterSpacing?: string): SystemStyleObject {
  return letterSpacing === undefined
    ? { textTransform: 'uppercase' }
    : { textTransform: 'uppercase', letterSpacing }
}

/** Retro's panel padding, which its title bar spans edge to edge. */
const retroPadding = { base: '4', adminMd: '5' }
const retroBleed = { base: '-4', adminMd: '-5' }

/** A thin-ruled box (Classic and Staff panels). */
const ruledBox: SystemStyleObject = {
  bg: 'bg',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'sm',
}

export const adminShellSlotRecipe = {
  className: 'chakra-admin-shell',
  slots: [
    'root',
    'skipLink',
    'header',
    'headerControl',
    'headerNav',
    'brand',
    'sidebar',
    'navItem',
    'main',
    'content',
    'title',
    'panel',
    'panelTitle',
    'panelBody',
  ],
  base: {
    // The header's height from the admin `md` breakpoint, where it is one row; the sidebar
    // sticks under it.
    root: { '--admin-header-height': '4rem', minH: '100dvh', color: 'fg' },
    skipLink: skipLinkRecipe.base,
    // Below the admin `md` breakpoint the user's row wraps under the company.
    header: {
      position: 'sticky',
      top: '0',
      zIndex: 'header',
      display: 'flex',
      flexWrap: { base: 'wrap', adminMd: 'nowrap' },
      alignItems: 'center',
      columnGap: { base: '1', adminMd: '3' },
      rowGap: '1',
      pt: { base: '2', adminMd: '0' },
      pb: { base: '2', adminMd: '0' },
      minH: { adminMd: 'var(--admin-header-height)' },
    },
    // The header's buttons and links: menu, language, sign-out, settings.
    headerControl: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      gap: '1.5',
      h: '9',
      minW: '9',
      px: '2',
      flexShrink: 0,
      fontSize: 'sm',
      fontWeight: 'semibold',
      whiteSpace: 'nowrap',
      color: 'inherit',
      bg: 'transparent',
      textDecoration: 'none',
      cursor: 'pointer',
    },
    // Without a sidebar (Minimal) the menu is a row of links under the header's first line.
    headerNav: {
      display: { base: 'none', adminMd: 'block' },
      flexBasis: '100%',
      order: 3,
      borderTopWidth: '1px',
      borderColor: 'border',
      py: '1',
    },
    brand: { lineClamp: 1, lineHeight: 'short' },
    sidebar: {
      display: { base: 'none', adminMd: 'block' },
      flexShrink: 0,
      position: 'sticky',
      top: 'var(--admin-header-height)',
      h: 'calc(100dvh - var(--admin-header-height))',
      overflowY: 'auto',
      w: '15rem',
      bg: 'bg',
      borderEndWidth: '1px',
      borderColor: 'border',
    },
    // One menu entry; the current page's has `aria-current`.
    navItem: {
      display: 'flex',
      alignItems: 'center',
      color: 'inherit',
      textDecoration: 'none',
      // A long label wraps; its icons keep their size.
      '& svg': { flexShrink: 0 },
      transitionProperty: 'background-color, color',
      transitionDuration: 'fast',
    },
    main: { flex: '1', minW: '0', outline: 'none', boxShadow: 'none' },
    content: { maxW: 'page' },
    title: { lineHeight: 'short' },
  },
  variants: {
    layout: {
      Modern: {
        root: { bg: 'bg.subtle' },
        header: { bg: 'bg', boxShadow: 'sm', px: { base: '3', adminMd: '6' } },
        headerControl: { borderRadius: 'lg', _hover: { bg: 'bg.muted' } },
        brand: { fontWeight: 'bold', fontSize: { base: 'md', adminMd: 'lg' }, color: 'brand.fg' },
        sidebar: { p: '4' },
        navItem: {
          gap: '3',
          px: '3',
          py: '2.5',
          borderRadius: 'lg',
          fontWeight: 'medium',
          _hover: { bg: 'bg.muted' },
          [current]: { bg: 'brand.subtle', color: 'brand.fg', fontWeight: 'semibold' },
        },
        main: { px: { base: '4', adminMd: '8' }, py: { base: '5', adminMd: '8' } },
        title: { fontSize: { base: '2xl', adminMd: '3xl' }, fontWeight: 'bold', mb: '6' },
        panel: { bg: 'bg', borderRadius: 'xl', boxShadow: 'md', p: { base: '5', adminMd: '6' } },
        panelTitle: { fontSize: 'lg', fontWeight: 'semibold', mb: '4' },
      },
      // No sidebar: the menu is in the header, which wraps to a second row for it.
      Minimal: {
        root: { '--admin-header-height': '4.5rem', bg: 'bg' },
        header: {
          bg: 'bg',
          borderBottomWidth: '1px',
          borderColor: 'border',
          px: { base: '4', adminMd: '10' },
          flexWrap: { adminMd: 'wrap' },
          pt: { adminMd: '3' },
        },
        headerControl: { borderRadius: 'none', _hover: { textDecoration: 'underline' } },
        brand: { fontWeight: 'normal', fontSize: 'lg', letterSpacing: '0.02em' },
        navItem: {
          gap: '2',
          p: '2',
          color: 'fg.muted',
          _hover: { color: 'fg' },
          [current]: {
            color: 'fg',
            textDecoration: 'underline',
            textDecorationThickness: '1px',
            textUnderlineOffset: '0.5em',
          },
        },
        main: { px: { base: '5', adminMd: '10' }, py: { base: '10', adminMd: '16' } },
        content: { maxW: '3xl', mx: 'auto' },
        title: {
          fontSize: { base: '3xl', adminMd: '4xl' },
          fontWeight: 'normal',
          letterSpacing: '-0.01em',
          mb: { base: '8', adminMd: '12' },
        },
        panel: { borderTopWidth: '1px', borderColor: 'border', pt: '6', pb: '10' },
        panelTitle: {
          fontSize: 'sm',
          fontWeight: 'medium',
          color: 'fg.muted',
          mb: '6',
          ...caps('0.08em'),
        },
      },
      Retro: {
        // The `dark` class is on this very element, so `&.dark` rather than `_dark` (`.dark &`).
        root: { bg: 'gold.100', '&.dark': { bg: 'black' }, fontFamily: MONOSPACE },
        header: band('gold.400', 'gray.900', {
          borderBottom: '3px solid {colors.gray.900}',
          px: { base: '3', adminMd: '5' },
        }),
        headerControl: {
          borderRadius: 'none',
          borderWidth: '2px',
          borderColor: 'transparent',
          _hover: { borderColor: 'gray.900' },
        },
        brand: { fontWeight: 'bold', fontSize: 'lg', ...caps('0.04em') },
        sidebar: { borderEndWidth: '3px', borderColor: 'fg', p: '3' },
        navItem: {
          gap: '2',
          px: '3',
          py: '2',
          borderWidth: '2px',
          borderColor: 'transparent',
          fontSize: 'sm',
          ...caps(),
          _hover: { borderColor: 'fg', borderStyle: 'dashed' },
          [current]: {
            bg: 'bg.inverted',
            color: 'fg.inverted',
            borderColor: 'fg',
            borderStyle: 'solid',
          },
        },
        main: { px: { base: '3', adminMd: '6' }, py: { base: '5', adminMd: '6' } },
        title: {
          fontSize: { base: 'xl', adminMd: '2xl' },
          fontWeight: 'bold',
          ...caps('0.04em'),
          mb: '5',
          pb: '2',
          borderBottom: '3px double {colors.fg}',
        },
        panel: {
          bg: 'bg',
          border: '3px solid {colors.fg}',
          boxShadow: '6px 6px 0 0 {colors.brand.solid}',
          p: retroPadding,
        },
        // A gold title bar across the panel's top, over its padding.
        panelTitle: {
          fontSize: 'md',
          fontWeight: 'bold',
          ...caps(),
          mb: '4',
          mx: retroBleed,
          mt: retroBleed,
          px: retroPadding,
          py: '2',
          bg: 'gold.400',
          color: 'gray.900',
          borderBottom: '3px solid {colors.fg}',
        },
      },
      Classic: {
        root: { bg: 'bg' },
        header: band('brand.solid', 'white', {
          px: { base: '3', adminMd: '6' },
          borderBottom: '4px solid {colors.gold.400}',
        }),
        headerControl: { borderRadius: 'sm', _hover: { bg: 'brand.solidHover' } },
        brand: { fontWeight: 'semibold', fontSize: 'lg', ...caps('0.06em') },
        sidebar: { bg: 'bg.subtle' },
        navItem: {
          gap: '3',
          px: '4',
          py: '3',
          borderBottomWidth: '1px',
          borderColor: 'border',
          borderStartWidth: '4px',
          borderStartColor: 'transparent',
          fontSize: 'sm',
          fontWeight: 'medium',
          ...caps('0.04em'),
          _hover: { bg: 'bg.muted' },
          [current]: {
            bg: 'bg',
            color: 'brand.fg',
            fontWeight: 'bold',
            borderStartColor: 'brand.solid',
          },
        },
        main: { px: { base: '4', adminMd: '8' }, py: { base: '5', adminMd: '7' } },
        title: {
          fontSize: { base: 'xl', adminMd: '2xl' },
          fontWeight: 'semibold',
          pb: '3',
          mb: '6',
          borderBottom: '2px solid {colors.brand.solid}',
        },
        panel: ruledBox,
        // The panel has no padding of its own, so the rule under the title runs edge to edge.
        panelTitle: {
          fontSize: 'sm',
          fontWeight: 'bold',
          ...caps('0.06em'),
          px: '5',
          py: '3',
          bg: 'bg.subtle',
          borderBottomWidth: '1px',
          borderColor: 'border',
        },
        panelBody: { p: '5' },
      },
      // Compact: a dark bar in both themes (a notch lighter than the dark page in the dark theme).
      Staff: {
        root: { '--admin-header-height': '2.5rem', bg: 'bg.subtle', fontSize: 'sm' },
        header: band('gray.900', 'gray.50', { px: '2', _dark: { bg: 'gray.800' } }),
        headerControl: {
          h: '8',
          px: '2',
          borderRadius: 'sm',
          fontSize: 'xs',
          _hover: { bg: 'gray.700' },
        },
        brand: { fontWeight: 'bold', fontSize: 'sm' },
        sidebar: { w: '11rem', p: '1.5' },
        navItem: {
          gap: '2',
          px: '2',
          py: '1.5',
          borderRadius: 'sm',
          fontSize: 'sm',
          _hover: { bg: 'bg.muted' },
          [current]: { bg: 'brand.solid', color: 'white', fontWeight: 'semibold' },
        },
        main: { px: { base: '2', adminMd: '4' }, py: { base: '3', adminMd: '4' } },
        content: { maxW: 'none' },
        title: { fontSize: 'lg', fontWeight: 'semibold', mb: '3' },
        panel: { ...ruledBox, p: '3' },
        panelTitle: { fontSize: 'sm', fontWeight: 'bold', mb: '2' },
      },
    },
  },
  defaultVariants: { layout: 'Modern' },
} satisfies SlotRecipeConfig
