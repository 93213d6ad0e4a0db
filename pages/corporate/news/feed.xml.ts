import type { GetServerSideProps } from 'next'
import { sendNewsFeed } from '@/lib/news/feedFile'

// /th/corporate/news/feed.xml and /en/…, `?category=investor` for one category (lib/news/feed.ts
// says why a parameter). A page that writes its file, as pages/sitemap.xml.ts is and for its
// reasons; a static route, so it answers before news/[selection]. No language, no feed: 404.
export const getServerSideProps: GetServerSideProps = async ({ req, res, locale, query }) => {
  if (locale !== 'th' && locale !== 'en') return { notFound: true }
  const answered = await sendNewsFeed(req, res, locale, query)
  return answered ? { props: {} } : { notFound: true }
}

export default function NewsFeed() {
  return null
}
