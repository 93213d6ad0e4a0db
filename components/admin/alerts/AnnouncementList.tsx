import { Button, chakra, Link, Text } from '@chakra-ui/react'
import { Fragment, useState } from 'react'
import { useTranslation } from '@/lib/i18n/useTranslation'
import { formatDateTime, formatNumber } from '@/lib/i18n/format'
import type { Lang } from '@/lib/i18n/lang'
import type { AnnouncementSummary } from '@/shared/alerts'
import { AnnouncementRecipients } from './AnnouncementRecipients'
import { AlertTable } from './AlertTable'

const FIGURES = ['recipients', 'sent', 'failed', 'pending'] as const

/** The newest announcements with their counts; each opens its recipients below its row. */
export function AnnouncementList({
  announcements,
  lang,
}: {
  announcements: AnnouncementSummary[]
  lang: Lang
}) {
  const { t } = useTranslation(['adminAlerts', 'alerts'])
  const [openId, setOpenId] = useState<string | null>(null)
  if (announcements.length === 0) {
    return <Text data-testid="announcements-empty">{t('announcements.empty')}</Text>
  }
  return (
    <AlertTable data-testid="announcements">
      <thead>
        <tr>
          <th scope="col">{t('announcements.item')}</th>
          <th scope="col">{t('announcements.topic')}</th>
          <th scope="col">{t('announcements.announcedAt')}</th>
          {FIGURES.map((figure) => (
            <th key={figure} scope="col" data-figure="">
              {t(`announcements.${figure}`)}
            </th>
          ))}
          <th scope="col">
            <chakra.span srOnly>{t('announcements.recipients')}</chakra.span>
          </th>
        </tr>
      </thead>
      <tbody>
        {announcements.map((announcement) => {
          const isOpen = openId === announcement.id
          const { title, url } = announcement[lang]
          const panelId = `recipients-${announcement.id}`
          return (
            <Fragment key={announcement.id}>
              <tr data-announcement={announcement.key}>
                <td>
                  <Link href={url} target="_blank" rel="noreferrer">
                    {title}
                  </Link>
                </td>
                <td>{t(`alerts:topics.${announcement.topic}`)}</td>
                <td>{formatDateTime(announcement.announcedAt, lang)}</td>
                {FIGURES.map((figure) => (
                  <td key={figure} data-figure={figure}>
                    {formatNumber(announcement[figure], lang)}
                  </td>
                ))}
                <td>
                  <Button
                    size="sm"
                    variant="outline"
                    aria-expanded={isOpen}
                    aria-controls={isOpen ? panelId : undefined}
                    aria-label={t(
                      isOpen ? 'announcements.hideRecipients' : 'announcements.showRecipients',
                      { title },
                    )}
                    onClick={() => setOpenId(isOpen ? null : announcement.id)}
                  >
                    {t('announcements.recipients')}
                  </Button>
                </td>
              </tr>
              {isOpen && (
                <tr>
                  <td colSpan={FIGURES.length + 4} id={panelId}>
                    <AnnouncementRecipients id={announcement.id} lang={lang} />
                  </td>
                </tr>
              )}
            </Fragment>
          )
        })}
      </tbody>
    </AlertTable>
  )
}
