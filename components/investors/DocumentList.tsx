import { InLanguage, langAttribute } from '@/components/common/InLanguage'
import { useTranslation } from '@/lib/i18n/useTranslation'
import { useId } from 'react'
import { css, cx } from '@/styled-system/css'
import { actionLink, ruledList } from '@/styled-system/recipes'
import type { InvestorDocument } from '@/lib/investors/investors'
import { fileTypeLabel } from '@/lib/investors/documents'
import { DownloadIcon, FileIcon } from './InvestorIcons'

const list = ruledList()

const styles = {
  row: cx(
    list.item,
    css({
      position: 'relative',
      gridTemplateColumns: 'auto minmax(0, 1fr) auto',
      alignItems: 'center',
      gap: { base: '3', md: '4' },
      px: { base: '1', md: '3' },
      transitionProperty: '[background-color]',
      transitionDuration: 'fast',
      _hover: { bg: 'bg.subtle' },
    }),
  ),
  icon: css({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    boxSize: { base: '10', md: '12' },
    borderRadius: 'md',
    bg: 'brand.subtle',
    color: 'brand.fg',
    fontSize: { base: 'xl', md: '2xl' },
    alignSelf: 'start',
  }),
  body: css({ minW: '0' }),
  category: css({
    fontSize: 'xs',
    fontWeight: 'semibold',
    color: 'brand.fg',
    letterSpacing: '0.02em',
  }),
  // The link covers the whole row (its ::after), so the row is one large target.
  link: css({
    fontWeight: 'semibold',
    lineHeight: 'short',
    color: 'fg',
    borderRadius: 'sm',
    _hover: { color: 'brand.fg', textDecoration: 'underline' },
    _after: { content: '""', position: 'absolute', inset: '0' },
  }),
  srOnly: css({ srOnly: true }),
  meta: css({
    mt: '1',
    fontSize: 'sm',
    color: 'fg.muted',
    display: 'flex',
    flexWrap: 'wrap',
    columnGap: '2',
  }),
  size: css({ fontVariantNumeric: 'tabular-nums' }),
  // Drawn as a link onwards; the real link is the title, whose ::after covers the row.
  download: cx(actionLink(), css({ fontSize: 'sm' })),
  downloadLabel: css({ display: { base: 'none', md: 'inline' } }),
}

interface DocumentListProps {
  documents: readonly InvestorDocument[]
  /** Shows each document's category above its title (lists that mix categories). */
  showCategory?: boolean
}

/**
 * Downloadable documents, one row each: icon, title, date, file type and size, and the file's
 * language when it is not the page's (its `hrefLang` too).
 */
export function DocumentList({ documents, showCategory = false }: DocumentListProps) {
  return (
    <ul className={list.root}>
      {documents.map((document) => (
        <DocumentRow key={document._id} document={document} showCategory={showCategory} />
      ))}
    </ul>
  )
}

function DocumentRow({
  document,
  showCategory,
}: {
  document: InvestorDocument
  showCategory: boolean
}) {
  const { t } = useTranslation('investors')
  const metaId = useId()
  const type = fileTypeLabel(document.file)
  return (
    <li className={styles.row} data-testid="investor-document">
      <div className={styles.icon}>
        <FileIcon />
      </div>
      <div className={styles.body}>
        {showCategory && <p className={styles.category}>{t(`categories.${document.category}`)}</p>}
        <a
          href={document.file.url}
          hrefLang={langAttribute(document.fileLang)}
          download={document.file.filename ?? true}
          aria-describedby={metaId}
          className={styles.link}
        >
          <InLanguage lang={document.titleLang}>{document.title}</InLanguage>
          <span className={styles.srOnly}>{t('documents.downloadSuffix')}</span>
        </a>
        <p id={metaId} className={styles.meta}>
          <time dateTime={document.publishedAt}>{document.publishedAtLabel}</time>
          <span aria-hidden="true">·</span>
          <span>{type}</span>
          <span aria-hidden="true">·</span>
          <span className={styles.size}>{document.file.sizeLabel}</span>
          {document.fileLang && (
            <>
              <span aria-hidden="true">·</span>
              <span>{t(`documents.fileIn.${document.fileLang}`)}</span>
            </>
          )}
        </p>
      </div>
      <div aria-hidden="true" className={styles.download}>
        <span className={styles.downloadLabel}>{t('documents.download')}</span>
        <DownloadIcon />
      </div>
    </li>
  )
}
