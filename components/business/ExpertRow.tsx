import { useTranslation } from 'next-i18next/pages'
import { css } from '@/styled-system/css'
import { container } from '@/styled-system/patterns'
import { SectionHeader } from '@/components/common/SectionHeader'
import { SiteImage } from '@/components/common/SiteImage'
import type { BusinessExpert } from '@/lib/content/business'

const styles = {
  section: css({
    bg: 'bg.subtle',
    borderTopWidth: '1px',
    borderColor: 'border',
    py: { base: '12', lg: '16' },
  }),
  column: container(),
  grid: css({
    display: 'grid',
    gridTemplateColumns: {
      base: 'repeat(2, minmax(0, 1fr))',
      md: 'repeat(auto-fill, minmax(12rem, 1fr))',
    },
    gap: { base: '6', lg: '8' },
  }),
  expert: css({ textAlign: 'center' }),
  photo: css({
    w: { base: '24', lg: '[8rem]' },
    mx: 'auto',
    borderRadius: 'full',
    overflow: 'hidden',
    borderWidth: '4px',
    borderColor: 'bg',
    shadow: 'sm',
  }),
  name: css({ mt: '3', fontWeight: 'semibold', lineHeight: 'short' }),
  position: css({ mt: '1', fontSize: 'sm', color: 'fg.muted', lineHeight: 'short' }),
}

/** The line's business experts: photo, name and position. */
export function ExpertRow({ experts }: { experts: BusinessExpert[] }) {
  const { t } = useTranslation('business')
  if (experts.length === 0) return null
  return (
    <section aria-labelledby="business-experts-title" className={styles.section}>
      <div className={styles.column}>
        <SectionHeader
          id="business-experts-title"
          title={t('line.experts.heading')}
          intro={t('line.experts.intro')}
        />
        <ul className={styles.grid}>
          {experts.map((expert) => (
            <li key={expert._id} className={styles.expert} data-testid="business-expert">
              {expert.photo && (
                <div className={styles.photo}>
                  <SiteImage
                    image={expert.photo}
                    sizes="(min-width: 1024px) 128px, 96px"
                    style={{ width: '100%', height: 'auto', display: 'block' }}
                  />
                </div>
              )}
              <p className={styles.name}>{expert.name}</p>
              {expert.position && <p className={styles.position}>{expert.position}</p>}
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
