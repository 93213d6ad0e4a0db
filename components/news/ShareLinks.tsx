import { useTranslation } from '@/lib/i18n/useTranslation'
import { useId } from 'react'
import { css, cx } from '@/styled-system/css'
import { chip, heading, panel } from '@/styled-system/recipes'
import { LinkIcon } from '@/components/common/icons'
import { shareLinks } from '@/lib/news/share'
import { copyAndNotify } from '@/lib/toast/notify'
import { ShareIcon } from './ShareIcons'

const styles = {
  // Beside the article from 1024 px, it stays in view while the article scrolls.
  root: cx(
    panel(),
    css({ position: { lg: 'sticky' }, top: { lg: '24' }, p: { base: '4', md: '5' } }),
  ),
  title: heading({ size: 'md' }),
  list: css({
    mt: '3',
    display: 'flex',
    flexWrap: 'wrap',
    flexDirection: { lg: 'column' },
    gap: '2',
  }),
  item: cx(chip({ shape: 'rounded' }), css({ w: { lg: 'full' } })),
}

interface ShareLinksProps {
  /** The article's canonical address, the one every link shares. */
  url: string
  title: string
}

/**
 * Share the article: plain links to each network's share page with the canonical address
 * (nothing loads from the networks until the reader follows one), and a copy-link button.
 */
export function ShareLinks({ url, title }: ShareLinksProps) {
  const { t } = useTranslation('news')
  const headingId = useId()
  const copy = () =>
    copyAndNotify(
      url,
      { title: t('share.copied'), description: t('share.copiedText') },
      { title: t('share.copyFailed'), description: t('share.copyFailedText') },
    )
  return (
    <aside aria-labelledby={headingId} className={styles.root}>
      <h2 id={headingId} className={styles.title}>
        {t('share.title')}
      </h2>
      <ul className={styles.list}>
        {shareLinks(url, title).map(({ network, href, isExternal }) => {
          const name = t(`share.networks.${network}`)
          return (
            <li key={network}>
              <a
                href={href}
                className={styles.item}
                data-network={network}
                aria-label={isExternal ? t('share.on', { network: name }) : t('share.byEmail')}
                {...(isExternal ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              >
                <ShareIcon network={network} />
                {name}
              </a>
            </li>
          )
        })}
        <li>
          <button type="button" onClick={copy} className={styles.item}>
            <LinkIcon />
            {t('share.copy')}
          </button>
        </li>
      </ul>
    </aside>
  )
}
