import type { GetServerSideProps } from 'next'
import { sendRobots } from '@/lib/seo/seoFiles'

// A page, for the reasons given in pages/sitemap.xml.ts.
export const getServerSideProps: GetServerSideProps = async ({ req, res, locale }) => {
  if (locale !== 'default') return { notFound: true }
  sendRobots(req, res)
  return { props: {} }
}

export default function Robots() {
  return null
}
