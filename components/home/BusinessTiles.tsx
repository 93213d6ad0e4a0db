import { Link } from '@/components/common/Link'
import { useTranslation } from '@/lib/i18n/useTranslation'
import { css, cx } from '@/styled-system/css'
import { balancedGrid, card } from '@/styled-system/recipes'
import { PageSection } from '@/components/common/PageSection'
import { SiteImage } from '@/components/common/SiteImage'
import type { BusinessTile } from '@/lib/home/getHomePage'
import { countInWords } from '@/lib/i18n/countWords'

const tileCard = card()

const styles = {
  grid: cx(balancedGrid({ columns: 'twoThreeFour' }), css({ gap: { base: '3', md: '5' } })),
  // The whole tile is the link: the card's look, its picture above its text, and a warmer
  // border on hover.
  tile: cx(
    tileCard.root,
    css({ display: 'flex', flexDirection: 'column', _hover: { borderColor: 'brand.300' } }),
  ),
  body: tileCard.body,
  name: css({ fontWeight: 'semibold', fontSize: { base: 'md', md: 'lg' }, lineHeight: 'short' }),
  count: css({ mt: '1', fontSize: 'sm', color: 'fg.muted' }),
}

/**
 * The kinds of food the company makes (the spec's eight: poultry, pork … pet snacks), each
 * opening the catalogue filtered to it. The introduction counts the tiles shown, so it never
 * states another number than the page does (the menu's five business lines are another list).
 */
export function BusinessTiles({ tiles }: { tiles: BusinessTile[] }) {
  const { t, lang } = useTranslation('home')
  if (tiles.length === 0) return null
  return (
    <PageSection
      id="home-lines-title"
      text="home:lines"
      introValues={{ count: tiles.length, number: countInWords(tiles.length, lang, true) }}
    >
      <ul className={styles.grid}>
        {tiles.map((tile) => (
          <li key={tile.key}>
            <Link href={tile.href} className={styles.tile}>
              {tile.image && (
                <SiteImage
                  image={{ ...tile.image, alt: '' }}
                  sizes="(min-width: 1280px) 300px, (min-width: 1024px) 25vw, (min-width: 744px) 33vw, 50vw"
                  fluid="block"
                />
              )}
              <div className={styles.body}>
                <h3 className={styles.name}>{tile.name}</h3>
                <p className={styles.count}>
                  {t('lines.productCount', { count: tile.productCount })}
                </p>
              </div>
            </Link>
          </li>
        ))}
      </ul>
    </PageSection>
  )
}
