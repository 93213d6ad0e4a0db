/**
 * The site's colours as Panda tokens (lib/theme/tokens.ts): also the identity provider's sign-in
 * pages' (services/idp/pages.ts), which are plain CSS in the site's look.
 */
export const colors = {
  transparent: { value: 'transparent' },
  current: { value: 'currentColor' },
  white: { value: '#ffffff' },
  black: { value: '#0b0b0c' },
  // Warm red of the brand, tuned so 600+ on white and white on 600+ pass WCAG AA.
  brand: {
    50: { value: '#fdf3f2' },
    100: { value: '#fbe2df' },
    200: { value: '#f5bdb6' },
    300: { value: '#ec8f84' },
    400: { value: '#df5f52' },
    500: { value: '#cc3a2c' },
    600: { value: '#b02a1e' },
    700: { value: '#8e2218' },
    800: { value: '#6c1a13' },
    900: { value: '#4a130e' },
  },
  gold: {
    100: { value: '#fbf1d6' },
    400: { value: '#e2b341' },
    600: { value: '#a87a12' },
  },
  gray: {
    50: { value: '#f7f7f5' },
    100: { value: '#eeeeeb' },
    200: { value: '#dcdcd7' },
    300: { value: '#c2c2bb' },
    400: { value: '#9a9a92' },
    500: { value: '#74746c' },
    600: { value: '#5a5a53' },
    700: { value: '#43433e' },
    800: { value: '#2c2c28' },
    900: { value: '#1a1a17' },
  },
  green: { 50: { value: '#eefaf1' }, 600: { value: '#1e7b3a' }, 700: { value: '#17612e' } },
  red: { 50: { value: '#fdf0f0' }, 600: { value: '#c0262d' }, 700: { value: '#9a1d23' } },
  orange: { 50: { value: '#fff6ea' }, 600: { value: '#b35a00' }, 700: { value: '#8f4800' } },
  blue: { 50: { value: '#eef5fd' }, 600: { value: '#1f5fae' }, 700: { value: '#184b8a' } },
}
