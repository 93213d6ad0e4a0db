/* eslint-disable @typescript-eslint/no-require-imports -- the server's copies (staticContent) */
import { staticContent } from '@/components/common/staticContent'

// The press room's blocks are links and text only: inside StaticHtml the browser keeps the
// server's HTML, and with staticContent it does not download their code with the page either
// (only after a client-side navigation to it), so the page's first load stays the shell's.

export const StaticPressRoomLists = staticContent(
  typeof window === 'undefined'
    ? (require('./PressRoomLists') as typeof import('./PressRoomLists')).PressRoomLists
    : null,
  () => import('./PressRoomLists').then((module) => module.PressRoomLists),
)

export const StaticNewsFeedList = staticContent(
  typeof window === 'undefined'
    ? (require('./NewsFeedList') as typeof import('./NewsFeedList')).NewsFeedList
    : null,
  () => import('./NewsFeedList').then((module) => module.NewsFeedList),
)
