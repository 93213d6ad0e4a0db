import type { Motif, Tone } from './imageVocabulary'
import { seeded } from './seeded'

/** The colours of one tone: a light background gradient, the motif's colours and the text's. */
export interface Palette {
  backgroundFrom: string
  backgroundTo: string
  main: string
  dark: string
  ink: string
}

export const PALETTES: Record<Tone, Palette> = {
  red: {
    backgroundFrom: '#fdeeec',
    backgroundTo: '#f5c9c2',
    main: '#c62828',
    dark: '#7f1d1d',
    ink: '#4a0d0d',
  },
  gold: {
    backgroundFrom: '#fff8e1',
    backgroundTo: '#f8dc92',
    main: '#e09f00',
    dark: '#8a5a00',
    ink: '#4a3000',
  },
  green: {
    backgroundFrom: '#ecf7ec',
    backgroundTo: '#c2e2c4',
    main: '#2e7d32',
    dark: '#1b4d1e',
    ink: '#0f3312',
  },
  blue: {
    backgroundFrom: '#e7f1fb',
    backgroundTo: '#bcd6f0',
    main: '#1565c0',
    dark: '#0d3c73',
    ink: '#0a2747',
  },
  brown: {
    backgroundFrom: '#f6efe8',
    backgroundTo: '#e0cbb6',
    main: '#8d5a3b',
    dark: '#5a3520',
    ink: '#352012',
  },
  gray: {
    backgroundFrom: '#f2f4f5',
    backgroundTo: '#d3d9dc',
    main: '#546e7a',
    dark: '#263238',
    ink: '#1b2327',
  },
}

/** Every tone, for the variations drawn from a seed. */
export const ALL_TONES = Object.keys(PALETTES) as Tone[]

/** The tone an image gets when its spec names none: the colour people expect of the subject. */
const DEFAULT_TONE: Record<Exclude<Motif, 'person'>, Tone> = {
  chicken: 'gold',
  pork: 'red',
  duck: 'brown',
  egg: 'gold',
  plant: 'green',
  meal: 'red',
  'dim-sum': 'gold',
  meatball: 'brown',
  sauce: 'red',
  sausage: 'red',
  restaurant: 'brown',
  pet: 'brown',
  factory: 'gray',
  farm: 'green',
  chart: 'blue',
  document: 'gray',
  award: 'gold',
  map: 'blue',
  flag: 'blue',
  logo: 'red',
  store: 'green',
  handshake: 'blue',
  leaf: 'green',
  community: 'green',
}

/**
 * The tone of a spec that names none. Portraits take theirs from the seed (the person's id), so
 * the board is not one colour; every other motif the colour people expect of its subject.
 */
export function defaultTone(motif: Motif, seed: string): Tone {
  return motif === 'person' ? seeded(`${seed}\u0000tone`).pick(ALL_TONES) : DEFAULT_TONE[motif]
}
