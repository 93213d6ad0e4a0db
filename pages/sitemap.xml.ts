import type { GetServerSideProps } from 'next'
import { sendSitemap } from '@/lib/seo/seoFiles'

// A page, not a rewrite to an API route: any rewrite in next.config makes every static page
// re-render once after hydration, and the proxy (middleware) cannot take a TRACE request
// without a 500. Only the address without a language answers; /th/sitemap.xml is a 404.
export const getServerSideProps: GetServerSideProps = async ({ req, res, locale }) => {
  if (locale !== 'default') return { notFound: true }
  await sendSitemap(req, res)
  return { props: {} }
}

export default function Sitemap() {
  return null
}
