import type { SystemStyleObject } from '@chakra-ui/react'
import type { LayoutPreference } from '@/lib/admin/preferences/preferences'

/**
 * How each of the five layouts (spec point 3) dresses the same console: one style object per
 * part of the shell, so the markup stays one and only the look changes. Colours are tokens;
 * the fixed palette colours used on the coloured header bands (gold, brand, inverted) are chosen
 * to keep AA contrast in both themes.
 */
export interface LayoutLook {
  /** Minimal has none: its links sit in the header. */
  hasSidebar: boolean
  /** Header height from the admin `md` breakpoint, where it is one row (the sidebar sticks under it). */
  headerHeight: string
  root: SystemStyleObject
  header: SystemStyleObject
  headerControl: SystemStyleObject
  brand: SystemStyleObject
  sidebar: SystemStyleObject
  navItem: SystemStyleObject
  main: SystemStyleObject
  content: SystemStyleObject
  title: SystemStyleObject
  panel: SystemStyleObject
  panelTitle: SystemStyleObject
  panelBody?: SystemStyleObject
  /** Buttons and fields inside panels: Staff is compact, Retro boxy. */
  controls: { size: 'sm' | 'md'; height: string; radius: string }
}

const MONOSPACE =
  "ui-monospace, 'DejaVu Sans Mono', 'Liberation Mono', Menlo, Consolas, 'Noto Sans Thai Variable', 'Noto Sans Thai', monospace"

const current = '&[aria-current=page]'

const modern: LayoutLook = {
  hasSidebar: true,
  headerHeight: '4rem',
  root: { bg: 'bg.subtle' },
  header: { bg: 'bg', boxShadow: 'sm', px: { base: '3', adminMd: '6' } },
  headerControl: { borderRadius: 'lg', _hover: { bg: 'bg.muted' } },
  brand: { fontWeight: 'bold', fontSize: { base: 'md', adminMd: 'lg' }, color: 'brand.fg' },
  sidebar: { w: '15rem', bg: 'bg', borderEndWidth: '1px', borderColor: 'border', p: '4' },
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
  content: { maxW: 'page' },
  title: { fontSize: { base: '2xl', adminMd: '3xl' }, fontWeight: 'bold', mb: '6' },
  panel: { bg: 'bg', borderRadius: 'xl', boxShadow: 'md', p: { base: '5', adminMd: '6' } },
  panelTitle: { fontSize: 'lg', fontWeight: 'semibold', mb: '4' },
  controls: { size: 'md', height: '12', radius: 'lg' },
}

const minimal: LayoutLook = {
  hasSidebar: false,
  headerHeight: '4.5rem',
  root: { bg: 'bg' },
  header: {
    bg: 'bg',
    borderBottomWidth: '1px',
    borderColor: 'border',
    px: { base: '4', adminMd: '10' },
  },
  headerControl: { borderRadius: 'none', _hover: { textDecoration: 'underline' } },
  brand: { fontWeight: 'normal', fontSize: 'lg', letterSpacing: '0.02em' },
  sidebar: {},
  navItem: {
    gap: '2',
    px: '2',
    py: '2',
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
    letterSpacing: '0.08em',
    textTransform: 'uppercase',
    mb: '6',
  },
  controls: { size: 'md', height: '12', radius: 'none' },
}

const retro: LayoutLook = {
  hasSidebar: true,
  headerHeight: '4rem',
  // The `dark` class is on this very element, so `&.dark` rather than `_dark` (`.dark &`).
  root: { bg: 'gold.100', '&.dark': { bg: 'black' }, fontFamily: MONOSPACE },
  header: {
    bg: 'gold.400',
    color: 'gray.900',
    borderBottom: '3px solid {colors.gray.900}',
    px: { base: '3', adminMd: '5' },
    '& :focus-visible': { outlineColor: 'gray.900' },
  },
  headerControl: {
    borderRadius: 'none',
    borderWidth: '2px',
    borderColor: 'transparent',
    _hover: { borderColor: 'gray.900' },
  },
  brand: {
    fontWeight: 'bold',
    fontSize: 'lg',
    textTransform: 'uppercase',
    letterSpacing: '0.04em',
  },
  sidebar: {
    w: '15rem',
    bg: 'bg',
    borderEnd: '3px solid {colors.fg}',
    p: '3',
  },
  navItem: {
    gap: '2',
    px: '3',
    py: '2',
    borderWidth: '2px',
    borderColor: 'transparent',
    textTransform: 'uppercase',
    fontSize: 'sm',
    _hover: { borderColor: 'fg', borderStyle: 'dashed' },
    [current]: { bg: 'bg.inverted', color: 'fg.inverted', borderColor: 'fg', borderStyle: 'solid' },
  },
  main: { px: { base: '3', adminMd: '6' }, py: { base: '5', adminMd: '6' } },
  content: { maxW: 'page' },
  title: {
    fontSize: { base: 'xl', adminMd: '2xl' },
    fontWeight: 'bold',
    textTransform: 'uppercase',
    letterSpacing: '0.04em',
    mb: '5',
    pb: '2',
    borderBottom: '3px double {colors.fg}',
  },
  panel: {
    bg: 'bg',
    border: '3px solid {colors.fg}',
    boxShadow: '6px 6px 0 0 {colors.brand.solid}',
    p: { base: '4', adminMd: '5' },
  },
  panelTitle: {
    fontSize: 'md',
    fontWeight: 'bold',
    textTransform: 'uppercase',
    mb: '4',
    mx: { base: '-4', adminMd: '-5' },
    mt: { base: '-4', adminMd: '-5' },
    px: { base: '4', adminMd: '5' },
    py: '2',
    bg: 'gold.400',
    color: 'gray.900',
    borderBottom: '3px solid {colors.fg}',
  },
  controls: { size: 'md', height: '12', radius: 'none' },
}

const classic: LayoutLook = {
  hasSidebar: true,
  headerHeight: '4rem',
  root: { bg: 'bg' },
  header: {
    bg: 'brand.solid',
    color: 'white',
    px: { base: '3', adminMd: '6' },
    borderBottom: '4px solid {colors.gold.400}',
    '& :focus-visible': { outlineColor: 'white' },
  },
  headerControl: { borderRadius: 'sm', _hover: { bg: 'brand.solidHover' } },
  brand: {
    fontWeight: 'semibold',
    fontSize: 'lg',
    letterSpacing: '0.06em',
    textTransform: 'uppercase',
  },
  sidebar: { w: '15rem', bg: 'bg.subtle', borderEndWidth: '1px', borderColor: 'border' },
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
    letterSpacing: '0.04em',
    textTransform: 'uppercase',
    _hover: { bg: 'bg.muted' },
    [current]: {
      bg: 'bg',
      color: 'brand.fg',
      fontWeight: 'bold',
      borderStartColor: 'brand.solid',
    },
  },
  main: { px: { base: '4', adminMd: '8' }, py: { base: '5', adminMd: '7' } },
  content: { maxW: 'page' },
  title: {
    fontSize: { base: 'xl', adminMd: '2xl' },
    fontWeight: 'semibold',
    pb: '3',
    mb: '6',
    borderBottom: '2px solid {colors.brand.solid}',
  },
  panel: { bg: 'bg', borderWidth: '1px', borderColor: 'border', borderRadius: 'sm' },
  panelTitle: {
    fontSize: 'sm',
    fontWeight: 'bold',
    letterSpacing: '0.06em',
    textTransform: 'uppercase',
    px: '5',
    py: '3',
    bg: 'bg.subtle',
    borderBottomWidth: '1px',
    borderColor: 'border',
  },
  // The panel has no padding of its own, so the rule under the title runs edge to edge.
  panelBody: { p: '5' },
  controls: { size: 'md', height: '10', radius: 'sm' },
}

const staff: LayoutLook = {
  hasSidebar: true,
  headerHeight: '2.5rem',
  root: { bg: 'bg.subtle', fontSize: 'sm' },
  // A dark bar in both themes (a notch lighter than the dark page in the dark theme).
  header: {
    bg: 'gray.900',
    color: 'gray.50',
    px: '2',
    _dark: { bg: 'gray.800' },
    '& :focus-visible': { outlineColor: 'gray.50' },
  },
  headerControl: {
    h: '8',
    px: '2',
    borderRadius: 'sm',
    fontSize: 'xs',
    _hover: { bg: 'gray.700' },
  },
  brand: { fontWeight: 'bold', fontSize: 'sm' },
  sidebar: { w: '11rem', bg: 'bg', borderEndWidth: '1px', borderColor: 'border', p: '1.5' },
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
  content: {},
  title: { fontSize: 'lg', fontWeight: 'semibold', mb: '3' },
  panel: { bg: 'bg', borderWidth: '1px', borderColor: 'border', borderRadius: 'sm', p: '3' },
  panelTitle: { fontSize: 'sm', fontWeight: 'bold', mb: '2' },
  controls: { size: 'sm', height: '9', radius: 'sm' },
}

export const LAYOUT_LOOKS: Record<LayoutPreference, LayoutLook> = {
  Modern: modern,
  Minimal: minimal,
  Retro: retro,
  Classic: classic,
  Staff: staff,
}
