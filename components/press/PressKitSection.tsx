import { useId } from 'react'
import { DownloadIcon } from '@/components/investors/InvestorIcons'
import { useTranslation } from '@/lib/i18n/useTranslation'
import type { PressKit, PressKitFile, PressKitSectionKey } from '@/lib/pressKit/types'
import { css, cx } from '@/styled-system/css'
import { ctaLink, heading, link, ruledList } from '@/styled-system/recipes'

const list = ruledList()

const styles = {
  root: css({ display: 'grid', gap: '8' }),
  header: css({ display: 'grid', gap: '3', justifyItems: 'start' }),
  heading: heading({ size: 'lg' }),
  intro: css({ color: 'fg.muted', maxW: '[42rem]' }),
  zip: ctaLink({ variant: 'solid' }),
  section: css({ display: 'grid', gap: '2' }),
  sectionHeading: heading({ size: 'md' }),
  list: list.root,
  row: cx(
    list.item,
    css({
      gridTemplateColumns: { base: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) auto' },
      alignItems: 'center',
      gap: { base: '2', md: '4' },
      px: { base: '1', md: '3' },
    }),
  ),
  body: css({ minW: '0' }),
  title: css({ fontWeight: 'semibold', lineHeight: 'short' }),
  meta: css({
    mt: '1',
    fontSize: 'sm',
    color: 'fg.muted',
    display: 'flex',
    flexWrap: 'wrap',
    columnGap: '2',
    fontVariantNumeric: 'tabular-nums',
  }),
  credit: css({
    mt: '1',
    fontSize: 'xs',
    color: 'fg.muted',
    display: 'flex',
    flexWrap: 'wrap',
    columnGap: '2',
  }),
  licenceLink: link({ variant: 'underline' }),
  download: cx(
    link({ variant: 'underline' }),
    css({ display: 'inline-flex', gap: '1', fontSize: 'sm' }),
  ),
  srOnly: css({ srOnly: true }),
  details: css({ '&[open] > summary': { mb: '2' } }),
  summary: css({
    display: 'flex',
    alignItems: 'baseline',
    flexWrap: 'wrap',
    columnGap: '3',
    cursor: 'pointer',
    py: '2',
    borderRadius: 'sm',
    '& h3': { display: 'inline' },
  }),
  count: css({ fontSize: 'sm', color: 'fg.muted' }),
}

/** The long sections, shown folded. */
const COLLAPSED = new Set<PressKitSectionKey>(['executives', 'products'])

/**
 * The press kit: every file by section with its format, pixel size, file size, credit and
 * licence, each a plain download link, and the whole kit as one ZIP. Server-rendered links
 * only: nothing here needs script.
 */
export function PressKitSection({ kit }: { kit: PressKit }) {
  const { t } = useTranslation('pressKit')
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className={styles.root} data-testid="press-kit">
      <div className={styles.header}>
        <h2 id={headingId} className={styles.heading}>
          {t('heading')}
        </h2>
        <p className={styles.intro}>{t('intro', { company: kit.company })}</p>
        <a href={kit.zip.href} download className={styles.zip} data-testid="press-kit-zip">
          <DownloadIcon />
          {t('downloadAll', { size: kit.zip.sizeLabel })}
        </a>
      </div>
      {kit.sections.map((section) => {
        const sectionTitle = t(`sections.${section.key}`)
        const list = (
          <ul className={styles.list}>
            {section.files.map((file) => (
              <PressKitFileRow key={file.name} file={file} />
            ))}
          </ul>
        )
        return (
          <section key={section.key} className={styles.section} data-section={section.key}>
            {COLLAPSED.has(section.key) ? (
              // Dozens of pictures: folded, so the logos, the fact sheet and the rest of the
              // press room are not pages below; the ZIP above holds them all. Native
              // <details>: it opens without script.
              <details className={styles.details}>
                <summary className={styles.summary}>
                  <h3 className={styles.sectionHeading}>{sectionTitle}</h3>
                  <span className={styles.count}>
                    {t('fileCount', { count: section.files.length })}
                  </span>
                </summary>
                {list}
              </details>
            ) : (
              <>
                <h3 className={styles.sectionHeading}>{sectionTitle}</h3>
                {list}
              </>
            )}
          </section>
        )
      })}
    </section>
  )
}

function PressKitFileRow({ file }: { file: PressKitFile }) {
  const { t } = useTranslation('pressKit')
  const metaId = useId()
  const pixels =
    file.width !== null && file.height !== null
      ? t('pixels', { width: file.width, height: file.height })
      : null
  return (
    <li className={styles.row} data-file={file.name}>
      <div className={styles.body}>
        <p className={styles.title}>{file.title}</p>
        <p id={metaId} className={styles.meta}>
          <span>{file.format}</span>
          {pixels && (
            <>
              <span aria-hidden="true">·</span>
              <span>{pixels}</span>
            </>
          )}
          <span aria-hidden="true">·</span>
          <span>{file.sizeLabel}</span>
        </p>
        <p className={styles.credit}>
          <span>
            {t('credit')}: {file.credit}
          </span>
          <span aria-hidden="true">·</span>
          <span>
            {t('licence')}:{' '}
            {file.licenceUrl ? (
              <a href={file.licenceUrl} className={styles.licenceLink} rel="license">
                {file.licence}
              </a>
            ) : (
              file.licence
            )}
          </span>
        </p>
      </div>
      <a href={file.href} download aria-describedby={metaId} className={styles.download}>
        <DownloadIcon />
        {t('download')}
        <span className={styles.srOnly}> {file.title}</span>
      </a>
    </li>
  )
}
