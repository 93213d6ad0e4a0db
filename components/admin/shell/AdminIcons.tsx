import type { ComponentType } from 'react'
import { iconOf, type IconProps } from '@/components/common/icons'
import type { SidebarItem } from '@/lib/admin/types'

// The console's line icons, in the site's icon frame.

export const DashboardIcon = iconOf(
  <>
    <rect x="3" y="3" width="7" height="9" rx="1" />
    <rect x="14" y="3" width="7" height="5" rx="1" />
    <rect x="14" y="12" width="7" height="9" rx="1" />
    <rect x="3" y="16" width="7" height="5" rx="1" />
  </>,
)

export const InboxIcon = iconOf(
  <>
    <path d="M22 12h-6l-2 3h-4l-2-3H2" />
    <path d="M5.5 5.1 2 12v6a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2v-6l-3.5-6.9A2 2 0 0 0 16.7 4H7.3a2 2 0 0 0-1.8 1.1z" />
  </>,
)

export const ChartIcon = iconOf(
  <>
    <path d="M3 3v18h18" />
    <path d="M8 17v-5M13 17V8M18 17v-8" />
  </>,
)

export const FlaskIcon = iconOf(
  <>
    <path d="M9 3h6M10 3v6L4.5 18.5A1.7 1.7 0 0 0 6 21h12a1.7 1.7 0 0 0 1.5-2.5L14 9V3" />
    <path d="M7 15h10" />
  </>,
)

export const MailIcon = iconOf(
  <>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m3 7 9 6 9-6" />
  </>,
)

export const DotIcon = iconOf(<circle cx="12" cy="12" r="3" />)

export const SettingsIcon = iconOf(
  <>
    <circle cx="12" cy="12" r="3" />
    <path d="M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1z" />
  </>,
)

export const SignOutIcon = iconOf(
  <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4M16 17l5-5-5-5M21 12H9" />,
)

export const ExternalIcon = iconOf(
  <path d="M14 3h7v7M10 14 21 3M18 14v5a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h5" />,
)

export const ArrowBackIcon = iconOf(<path d="M19 12H5M11 18l-6-6 6-6" />)

export const RefreshIcon = iconOf(
  <>
    <path d="M21 12a9 9 0 0 1-15.5 6.2L3 16" />
    <path d="M3 12a9 9 0 0 1 15.5-6.2L21 8" />
    <path d="M21 3v5h-5M3 21v-5h5" />
  </>,
)

// The core service names an icon per sidebar entry; an unknown name falls back to the entry's
// id, then to a plain dot, so a new entry never breaks the menu.
const ICONS: Record<string, ComponentType<IconProps>> = {
  dashboard: DashboardIcon,
  inbox: InboxIcon,
  enquiries: InboxIcon,
  chart: ChartIcon,
  bi: ChartIcon,
  flask: FlaskIcon,
  mail: MailIcon,
  alerts: MailIcon,
  playground: FlaskIcon,
}

export function SidebarIcon({ item, ...props }: IconProps & { item: SidebarItem }) {
  const Component = ICONS[item.icon] ?? ICONS[item.id] ?? DotIcon
  return <Component {...props} />
}
