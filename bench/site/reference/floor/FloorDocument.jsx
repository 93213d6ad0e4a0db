// The floors' document: the site's own head and loader (components/document/SiteHead.tsx), so a
// floor's scripts start after its first paint as the site's do. With Next's deferred scripts
// the floors' LCP swung between two figures run to run (1.2 and 2.0 s for the same text):
// Lighthouse's simulation counts the scripts only when they happen to finish before the
// observed paint. The floor is the paint alone.
import { Html } from 'next/document'
import { SiteBody, SiteHead } from '../../../../components/document/SiteHead'

export default function FloorDocument() {
  return (
    <Html>
      <SiteHead />
      <SiteBody />
    </Html>
  )
}
