import { useTranslation } from '@/lib/i18n/useTranslation'
import type { ReactNode } from 'react'
import { css } from '@/styled-system/css'
import { heading } from '@/styled-system/recipes'
import { ContactValue } from '@/components/common/ContactValue'
import { ArrowRightIcon } from '@/components/common/icons'
import { FramedImage } from '@/components/common/SiteImage'
import { StaticHtml } from '@/components/common/StaticHtml'
import type { Office } from '@/lib/contact/contact'
import { telHref } from '@/lib/contact/telHref'
import { openStreetMapUrl } from '@/lib/contact/mapLink'
import { ClockIcon, MailIcon, PhoneIcon, PinIcon } from './ContactIcons'
import { KeepWhole } from '@/components/common/KeepWhole'

const card = css.raw({
  display: 'flex',
  flexDirection: 'column',
  bg: 'bg',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'lg',
  overflow: 'hidden',
})

const detailLink = css.raw({
  color: 'brand.fg',
  fontWeight: 'medium',
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  borderRadius: 'sm',
  _hover: { textDecorationThickness: '2px' },
})

const styles = {
  name: heading({ size: 'md' }),
  nameAsPageSection: heading({ size: 'lg' }),
  card: css(card),
  // The head office stands out: a brand-coloured rule along its top.
  headOfficeCard: css(card, {
    borderColor: 'brand.200',
    borderTopWidth: '4px',
    borderTopColor: 'brand.solid',
  }),
  map: css({ bg: 'bg.muted', borderBottomWidth: '1px', borderColor: 'border' }),
  body: css({ p: { base: '5', lg: '6' }, display: 'flex', flexDirection: 'column', gap: '4' }),
  mainOffice: css({
    display: 'inline-block',
    mb: '2',
    px: '2',
    py: '0.5',
    fontSize: 'xs',
    fontWeight: 'bold',
    letterSpacing: '0.04em',
    textTransform: 'uppercase',
    color: 'brand.700',
    bg: 'brand.50',
    borderRadius: 'full',
  }),
  details: css({ display: 'grid', gap: '3', fontSize: { base: 'sm', md: 'md' } }),
  address: css({ fontStyle: 'normal', whiteSpace: 'pre-line' }),
  detailLink: css(detailLink),
  term: css({
    display: 'flex',
    alignItems: 'center',
    gap: '2',
    fontSize: 'xs',
    fontWeight: 'semibold',
    color: 'fg.muted',
    '& svg': { color: 'brand.600', flexShrink: 0 },
  }),
  mapLink: css(detailLink, {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1',
    mt: '1.5',
    // The arrow points up and out: the map opens in a new tab.
    '& svg': { transform: 'rotate(-45deg)', flexShrink: 0 },
  }),
  srOnly: css({ srOnly: true }),
  // Indented by the icon's width and the gap, under the label.
  description: css({ mt: '0.5', ps: '[1.75rem]', lineHeight: 'moderate' }),
}

interface OfficeCardProps {
  office: Office
  /** h2 for the head office, which stands on its own; h3 inside the list of sites. */
  headingLevel: 'h2' | 'h3'
  /** The `sizes` of the map at the card's width. */
  mapSizes: string
}

/**
 * One office or site: map, name, address with a link to the office on OpenStreetMap, phone,
 * e-mail and opening hours. Content that never changes on the page, so the browser keeps the
 * server's HTML (StaticHtml): nothing in it but links. The map link reads as its visible words,
 * then, unseen, which office and that it opens a new tab (as the resellers' links do: WCAG
 * 2.5.3, label in name).
 */
export function OfficeCard({ office, headingLevel, mapSizes }: OfficeCardProps) {
  const { t } = useTranslation('contact')
  const Heading = headingLevel
  return (
    <StaticHtml
      as="article"
      className={office.isHeadOffice ? styles.headOfficeCard : styles.card}
      data-testid="office"
    >
      <FramedImage className={styles.map} image={office.map} sizes={mapSizes} block />
      <div className={styles.body}>
        <div>
          {office.isHeadOffice && <p className={styles.mainOffice}>{t('offices.mainOffice')}</p>}
          <Heading className={headingLevel === 'h2' ? styles.nameAsPageSection : styles.name}>
            {office.name}
          </Heading>
        </div>
        <dl className={styles.details}>
          <Detail icon={<PinIcon />} label={t('offices.address')}>
            <address className={styles.address}>{office.address}</address>
            {office.location && (
              <a
                href={openStreetMapUrl(office.location)}
                target="_blank"
                rel="noopener noreferrer"
                className={styles.mapLink}
              >
                {t('offices.openMap')}
                <span className={styles.srOnly}>
                  {t('offices.openMapHint', { office: office.name ?? '' })}
                </span>
                <ArrowRightIcon />
              </a>
            )}
          </Detail>
          <Detail icon={<PhoneIcon />} label={t('offices.phone')}>
            <a href={telHref(office.phone)} className={styles.detailLink}>
              <ContactValue kind="phone" value={office.phone} />
            </a>
          </Detail>
          <Detail icon={<MailIcon />} label={t('offices.email')}>
            <a href={`mailto:${office.email}`} className={styles.detailLink}>
              <ContactValue kind="email" value={office.email} />
            </a>
          </Detail>
          {office.openingHours && (
            <Detail icon={<ClockIcon />} label={t('offices.openingHours')}>
              <KeepWhole>{office.openingHours}</KeepWhole>
            </Detail>
          )}
        </dl>
      </div>
    </StaticHtml>
  )
}

function Detail({
  icon,
  label,
  children,
}: {
  icon: ReactNode
  label: string
  children: ReactNode
}) {
  return (
    <div>
      <dt className={styles.term}>
        {icon}
        {label}
      </dt>
      <dd className={styles.description}>{children}</dd>
    </div>
  )
}
