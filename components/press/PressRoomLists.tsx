import type { PressRoomPage } from '@/lib/press/pressRoom'
import { LatestPressReleases } from './LatestPressReleases'
import { NewsArchiveYears } from './NewsArchiveYears'
import { PressContacts } from './PressContacts'

/** The press room's first blocks: whom to ask, the newest press releases, the archive by year. */
export function PressRoomLists({
  mediaContacts,
  investorContacts,
  latestPressReleases,
  archiveYears,
}: PressRoomPage) {
  return (
    <>
      <PressContacts mediaContacts={mediaContacts} investorContacts={investorContacts} />
      <LatestPressReleases releases={latestPressReleases} />
      <NewsArchiveYears years={archiveYears} />
    </>
  )
}
