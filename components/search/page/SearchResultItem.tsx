import { useTranslation } from '@/lib/i18n/useTranslation'
import { Link } from '@/components/common/Link'
import { css } from '@/styled-system/css'
import type { Lang } from '@/lib/i18n/lang'
import type { SearchHit } from '@/lib/search/types'
import { HighlightedText } from '../HighlightedText'
import { SearchHitLines } from '../SearchHitLines'
import { SearchHitThumbnail } from '../SearchHitThumbnail'

const styles = {
  item: css({
    display: 'flex',
    gap: '4',
    py: '5',
    borderBottomWidth: '1px',
    borderColor: 'border',
  }),
  text: css({ minW: '0', flex: '1' }),
  kind: css({ fontSize: 'xs', fontWeight: 'bold', color: 'fg.muted', textTransform: 'uppercase' }),
  title: css({
    display: 'block',
    fontSize: 'lg',
    fontWeight: 'semibold',
    color: 'brand.fg',
    lineHeight: 'short',
    _hover: { textDecoration: 'underline' },
  }),
  context: css({ fontSize: 'sm', color: 'fg.muted', mt: '1' }),
  snippet: css({ fontSize: 'sm', mt: '1.5', lineHeight: 'moderate' }),
}

/** One result of the search page: its type, linked title, context or date, and snippet. */
export function SearchResultItem({ hit, lang }: { hit: SearchHit; lang: Lang }) {
  const { t } = useTranslation('search')
  return (
    <li className={styles.item} data-kind={hit.kind}>
      <SearchHitThumbnail hit={hit} size="md" />
      <div className={styles.text}>
        <p className={styles.kind}>{t(`kinds.${hit.kind}`)}</p>
        <Link href={hit.url} className={styles.title}>
          <HighlightedText value={hit.title} />
        </Link>
        <SearchHitLines hit={hit} lang={lang} classNames={styles} />
      </div>
    </li>
  )
}
