import { iconOf } from '@/components/common/icons'

// The investor pages' own icons, drawn like components/common/icons: decorative (aria-hidden),
// the text beside them carries the meaning.

export const FileIcon = iconOf(
  <>
    <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
    <path d="M14 3v5h5M9 13h6M9 17h4" />
  </>,
)

export const DownloadIcon = iconOf(<path d="M12 4v11M7 10l5 5 5-5M5 20h14" />)
