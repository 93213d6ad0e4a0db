import { flagSvg } from './flags'
import type { Drawing, Motif } from './imageSpec'
import { markSvg } from './marks'
import { portraitSvg } from './portrait'
import type { Seeded } from './seeded'
import type { Palette } from './tones'

/**
 * Each motif as SVG shapes in a 100 × 100 box, drawn in the tone's colours. Simple flat shapes on
 * purpose: the images stand in for photos, so they only need to be recognisable and distinct.
 */
type DrawMotif = (palette: Palette) => string

const WHITE = '#ffffff'
const ORANGE = '#f59e0b'
const YOLK = '#fbbf24'
const COMB = '#d32f2f'
const WATER = '#60a5fa'

const chicken: DrawMotif = ({ main, dark }) => `
  <path d="M20 50 Q8 36 18 26 Q22 40 32 44 Z" fill="${dark}"/>
  <ellipse cx="46" cy="60" rx="28" ry="21" fill="${main}"/>
  <circle cx="70" cy="38" r="14" fill="${main}"/>
  <path d="M62 26 Q64 16 69 23 Q72 14 76 23 Q81 18 80 28 Z" fill="${COMB}"/>
  <path d="M83 36 L95 40 L83 44 Z" fill="${ORANGE}"/>
  <circle cx="73" cy="35" r="2.6" fill="${dark}"/>
  <path d="M32 58 Q46 72 60 58" fill="none" stroke="${dark}" stroke-width="3.5" stroke-linecap="round"/>
  <path d="M40 80 V93 M54 80 V93 M36 93 H44 M50 93 H58" stroke="${ORANGE}" stroke-width="3.5" stroke-linecap="round"/>`

// A pig's face in pig pink whatever the tone, with ears that fold forward: pointed ears in the
// tone's red read as a devil's mask on the pork tile.
const PIG = '#f4a9b8'
const PIG_DARK = '#d97a90'
const pork: DrawMotif = ({ dark }) => `
  <path d="M20 38 Q14 14 36 18 Q38 30 20 38 Z M80 38 Q86 14 64 18 Q62 30 80 38 Z" fill="${PIG_DARK}"/>
  <circle cx="50" cy="54" r="34" fill="${PIG}"/>
  <ellipse cx="50" cy="64" rx="15" ry="10.5" fill="${PIG_DARK}"/>
  <ellipse cx="44.5" cy="64" rx="3" ry="4.2" fill="${dark}"/>
  <ellipse cx="55.5" cy="64" rx="3" ry="4.2" fill="${dark}"/>
  <circle cx="37" cy="46" r="3.2" fill="${dark}"/>
  <circle cx="63" cy="46" r="3.2" fill="${dark}"/>
  <circle cx="30" cy="60" r="4.5" fill="${PIG_DARK}" opacity="0.45"/>
  <circle cx="70" cy="60" r="4.5" fill="${PIG_DARK}" opacity="0.45"/>`

const duck: DrawMotif = ({ main, dark }) => `
  <path d="M6 84 Q18 78 30 84 T54 84 T78 84 T96 84 V96 H6 Z" fill="${WATER}"/>
  <path d="M14 62 Q16 82 44 82 H70 Q84 80 82 64 Q64 70 52 62 Z" fill="${main}"/>
  <circle cx="66" cy="40" r="14" fill="${main}"/>
  <path d="M64 52 Q60 60 56 64 L72 66 Q72 58 74 52 Z" fill="${main}"/>
  <path d="M78 38 Q92 38 94 44 Q86 48 78 46 Z" fill="${ORANGE}"/>
  <circle cx="69" cy="36" r="2.6" fill="${dark}"/>
  <path d="M26 66 Q40 74 54 68" fill="none" stroke="${dark}" stroke-width="3.5" stroke-linecap="round"/>`

const egg: DrawMotif = ({ main, dark }) => `
  <ellipse cx="36" cy="56" rx="22" ry="29" fill="${WHITE}" stroke="${dark}" stroke-width="3"/>
  <ellipse cx="30" cy="46" rx="5" ry="8" fill="${main}" opacity="0.25"/>
  <path d="M56 70 Q56 44 74 44 Q92 44 92 70 Q92 90 74 90 Q56 90 56 70 Z" fill="${WHITE}" stroke="${dark}" stroke-width="3"/>
  <circle cx="74" cy="70" r="10" fill="${YOLK}"/>
  <path d="M58 56 L64 60 L70 54 L76 60 L82 54 L90 58" fill="none" stroke="${dark}" stroke-width="2.5"/>`

const plant: DrawMotif = ({ main, dark }) => `
  <path d="M30 66 H70 L64 94 H36 Z" fill="${dark}"/>
  <rect x="26" y="60" width="48" height="9" rx="3" fill="${dark}"/>
  <path d="M50 62 V30" stroke="${main}" stroke-width="4" stroke-linecap="round"/>
  <path d="M50 44 Q30 44 22 24 Q44 22 50 44 Z" fill="${main}"/>
  <path d="M50 34 Q62 14 84 16 Q80 38 50 34 Z" fill="${main}"/>
  <path d="M50 50 Q64 46 74 52 Q64 60 50 50 Z" fill="${main}" opacity="0.8"/>`

const meal: DrawMotif = ({ main, dark }) => `
  <circle cx="50" cy="52" r="34" fill="${WHITE}" stroke="${dark}" stroke-width="3"/>
  <circle cx="50" cy="52" r="24" fill="none" stroke="${dark}" stroke-width="1.5" opacity="0.4"/>
  <path d="M34 56 Q38 40 52 42 Q66 44 64 58 Q56 66 44 64 Z" fill="${main}"/>
  <circle cx="58" cy="50" r="5" fill="#4caf50"/>
  <circle cx="42" cy="54" r="3.5" fill="${YOLK}"/>
  <path d="M8 24 V46 M4 24 V36 Q8 42 12 36 V24 M8 46 V84" stroke="${dark}" stroke-width="3" stroke-linecap="round" fill="none"/>
  <path d="M92 24 Q84 36 88 50 H92 V84" stroke="${dark}" stroke-width="3" stroke-linecap="round" fill="none"/>`

const sausage: DrawMotif = ({ main, dark }) => `
  <g transform="rotate(-28 50 50)">
    <rect x="10" y="30" width="80" height="20" rx="10" fill="${main}"/>
    <rect x="18" y="35" width="30" height="4" rx="2" fill="${WHITE}" opacity="0.45"/>
    <path d="M10 40 L3 36 M10 40 L3 44 M90 40 L97 36 M90 40 L97 44" stroke="${dark}" stroke-width="2.5" stroke-linecap="round"/>
  </g>
  <g transform="rotate(-28 50 50)">
    <rect x="16" y="58" width="70" height="18" rx="9" fill="${dark}"/>
    <rect x="24" y="62" width="24" height="3.5" rx="1.75" fill="${WHITE}" opacity="0.35"/>
  </g>`

const restaurant: DrawMotif = ({ main, dark }) => `
  <rect x="8" y="70" width="84" height="8" rx="4" fill="${dark}"/>
  <path d="M16 70 Q16 30 50 30 Q84 30 84 70 Z" fill="${main}"/>
  <path d="M26 58 Q28 42 44 38" fill="none" stroke="${WHITE}" stroke-width="3" stroke-linecap="round" opacity="0.6"/>
  <circle cx="50" cy="25" r="6" fill="${dark}"/>
  <path d="M30 86 H70" stroke="${dark}" stroke-width="3" stroke-linecap="round"/>
  <path d="M10 16 Q14 10 10 4 M90 16 Q94 10 90 4" fill="none" stroke="${main}" stroke-width="2.5" stroke-linecap="round" opacity="0.7"/>`

const pet: DrawMotif = ({ main, dark }) => `
  <path d="M50 48 Q72 48 76 72 Q78 90 62 88 Q50 84 38 88 Q22 90 24 72 Q28 48 50 48 Z" fill="${main}"/>
  <ellipse cx="20" cy="42" rx="9" ry="12" fill="${main}"/>
  <ellipse cx="38" cy="22" rx="9" ry="13" fill="${main}"/>
  <ellipse cx="62" cy="22" rx="9" ry="13" fill="${main}"/>
  <ellipse cx="80" cy="42" rx="9" ry="12" fill="${main}"/>
  <path d="M38 70 Q50 62 62 70" fill="none" stroke="${dark}" stroke-width="3" stroke-linecap="round" opacity="0.5"/>`

const factory: DrawMotif = ({ main, dark }) => `
  <rect x="70" y="16" width="12" height="50" fill="${dark}"/>
  <circle cx="78" cy="10" r="5" fill="${main}" opacity="0.5"/>
  <circle cx="88" cy="6" r="4" fill="${main}" opacity="0.35"/>
  <path d="M6 92 V50 L28 38 V50 L50 38 V50 L72 38 V50 L94 38 V92 Z" fill="${main}"/>
  <rect x="14" y="60" width="12" height="10" fill="${WHITE}" opacity="0.8"/>
  <rect x="36" y="60" width="12" height="10" fill="${WHITE}" opacity="0.8"/>
  <rect x="58" y="60" width="12" height="10" fill="${WHITE}" opacity="0.8"/>
  <rect x="78" y="72" width="10" height="20" fill="${dark}"/>`

const farm: DrawMotif = ({ main, dark }) => `
  <circle cx="82" cy="18" r="10" fill="${YOLK}"/>
  <path d="M0 84 Q50 70 100 84 V100 H0 Z" fill="#7cb342"/>
  <path d="M18 84 V48 L42 28 L66 48 V84 Z" fill="${main}"/>
  <path d="M14 50 L42 24 L70 50" fill="none" stroke="${dark}" stroke-width="5" stroke-linejoin="round"/>
  <rect x="32" y="58" width="20" height="26" fill="${WHITE}"/>
  <path d="M32 58 L52 84 M52 58 L32 84" stroke="${main}" stroke-width="3"/>
  <path d="M74 84 V56 M82 84 V56 M70 62 H86 M70 74 H86" stroke="${dark}" stroke-width="3"/>`

const chart: DrawMotif = ({ main, dark }) => `
  <path d="M10 8 V90 H94" fill="none" stroke="${dark}" stroke-width="4" stroke-linecap="round"/>
  <rect x="20" y="62" width="13" height="28" fill="${main}" opacity="0.55"/>
  <rect x="40" y="48" width="13" height="42" fill="${main}" opacity="0.7"/>
  <rect x="60" y="36" width="13" height="54" fill="${main}" opacity="0.85"/>
  <rect x="80" y="20" width="13" height="70" fill="${main}"/>
  <path d="M18 52 L44 36 L62 42 L88 12" fill="none" stroke="${dark}" stroke-width="3.5" stroke-linecap="round" stroke-linejoin="round"/>
  <path d="M80 12 H89 V21" fill="none" stroke="${dark}" stroke-width="3.5" stroke-linecap="round"/>`

const documentMotif: DrawMotif = ({ main, dark }) => `
  <path d="M20 6 H64 L82 24 V94 H20 Z" fill="${WHITE}" stroke="${dark}" stroke-width="3" stroke-linejoin="round"/>
  <path d="M64 6 V24 H82" fill="${main}" opacity="0.4" stroke="${dark}" stroke-width="3" stroke-linejoin="round"/>
  <rect x="30" y="32" width="30" height="6" rx="2" fill="${main}"/>
  <path d="M30 48 H72 M30 58 H72 M30 68 H64 M30 78 H70" stroke="${dark}" stroke-width="3" opacity="0.45"/>`

const award: DrawMotif = ({ main, dark }) => `
  <path d="M30 8 H70 V34 Q70 56 50 58 Q30 56 30 34 Z" fill="${main}"/>
  <path d="M30 16 H16 Q14 38 32 42 M70 16 H84 Q86 38 68 42" fill="none" stroke="${main}" stroke-width="4"/>
  <rect x="45" y="58" width="10" height="16" fill="${dark}"/>
  <rect x="30" y="74" width="40" height="8" rx="2" fill="${dark}"/>
  <rect x="24" y="82" width="52" height="10" rx="2" fill="${main}"/>
  <path d="M50 18 L53.5 27 L63 27.5 L55.5 33.5 L58 42.5 L50 37 L42 42.5 L44.5 33.5 L37 27.5 L46.5 27 Z" fill="${WHITE}"/>`

const map: DrawMotif = ({ main, dark }) => `
  <path d="M6 22 L34 12 L66 22 L94 12 V80 L66 90 L34 80 L6 90 Z" fill="${WHITE}" stroke="${dark}" stroke-width="3" stroke-linejoin="round"/>
  <path d="M34 12 V80 M66 22 V90" stroke="${dark}" stroke-width="2" opacity="0.5"/>
  <path d="M10 66 Q30 52 46 62 T90 44" fill="none" stroke="${main}" stroke-width="3" stroke-dasharray="5 4" opacity="0.7"/>
  <path d="M58 58 Q44 40 44 30 A14 14 0 0 1 72 30 Q72 40 58 58 Z" fill="${main}"/>
  <circle cx="58" cy="30" r="5.5" fill="${WHITE}"/>`

const store: DrawMotif = ({ main, dark }) => `
  <rect x="12" y="40" width="76" height="52" fill="${WHITE}" stroke="${dark}" stroke-width="3"/>
  <path d="M8 20 H92 L96 40 H4 Z" fill="${main}"/>
  <path d="M20 20 L18 40 M36 20 L35 40 M52 20 V40 M68 20 L69 40 M84 20 L86 40" stroke="${WHITE}" stroke-width="5"/>
  <path d="M4 40 Q12 50 20 40 Q28 50 36 40 Q44 50 52 40 Q60 50 68 40 Q76 50 84 40 Q92 50 96 40" fill="${main}"/>
  <rect x="20" y="56" width="28" height="20" fill="${main}" opacity="0.3" stroke="${dark}" stroke-width="2"/>
  <rect x="58" y="54" width="20" height="38" fill="${dark}"/>
  <circle cx="73" cy="74" r="2" fill="${WHITE}"/>`

const handshake: DrawMotif = ({ main, dark }) => `
  <rect x="2" y="34" width="20" height="30" rx="3" fill="${dark}"/>
  <rect x="78" y="34" width="20" height="30" rx="3" fill="${dark}"/>
  <path d="M22 38 L44 30 Q52 28 58 34 L78 38 V60 L62 74 Q56 80 50 74 L22 60 Z" fill="${main}"/>
  <path d="M44 30 L34 46 Q40 52 48 44 L56 40" fill="none" stroke="${dark}" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>
  <path d="M40 62 L48 70 M48 56 L58 66 M56 50 L66 60" stroke="${dark}" stroke-width="2.5" stroke-linecap="round" opacity="0.6"/>`

const leaf: DrawMotif = ({ main, dark }) => `
  <path d="M14 88 Q10 30 86 12 Q92 78 30 84 Z" fill="${main}"/>
  <path d="M14 92 Q40 56 76 24" fill="none" stroke="${dark}" stroke-width="3.5" stroke-linecap="round"/>
  <path d="M34 64 L32 44 M46 52 L46 34 M58 40 L62 26 M40 60 L58 62 M52 48 L70 48" stroke="${dark}" stroke-width="2.5" stroke-linecap="round" opacity="0.6"/>`

const community: DrawMotif = ({ main, dark }) => `
  <circle cx="22" cy="40" r="11" fill="${dark}" opacity="0.75"/>
  <path d="M2 88 Q2 56 22 56 Q42 56 42 88 Z" fill="${dark}" opacity="0.75"/>
  <circle cx="78" cy="40" r="11" fill="${dark}" opacity="0.75"/>
  <path d="M58 88 Q58 56 78 56 Q98 56 98 88 Z" fill="${dark}" opacity="0.75"/>
  <circle cx="50" cy="32" r="14" fill="${main}"/>
  <path d="M24 92 Q24 52 50 52 Q76 52 76 92 Z" fill="${main}"/>
  <path d="M42 72 Q50 80 58 72 L50 86 Z" fill="${WHITE}" opacity="0.85"/>`

/** The motifs drawn the same for every image: the subject of a photo it stands in for. */
const FIXED_DRAWINGS: Record<
  Exclude<Motif, 'person' | 'logo' | 'flag' | 'landscape'>,
  DrawMotif
> = {
  chicken,
  pork,
  duck,
  egg,
  plant,
  meal,
  sausage,
  restaurant,
  pet,
  factory,
  farm,
  chart,
  document: documentMotif,
  award,
  map,
  store,
  handshake,
  leaf,
  community,
}

/**
 * The drawing's motif in a 100 × 100 box. Portraits and marks vary with the seed (every person
 * and brand its own); a flag is laid out in its country's colours, or a plain pennant without.
 */
export function motifSvg(drawing: Drawing, palette: Palette, accent: Palette, random: Seeded) {
  switch (drawing.motif) {
    case 'person':
      return portraitSvg(palette, accent, random)
    case 'logo':
      return markSvg(palette, accent, random)
    case 'flag':
      return flagSvg(
        drawing.flag ?? { colours: [palette.main, '#ffffff', palette.dark], layout: 'bands' },
        palette.dark,
      )
    case 'landscape':
      throw new Error('a landscape fills its canvas: draw it with sceneSvg')
    default:
      return FIXED_DRAWINGS[drawing.motif](palette)
  }
}
