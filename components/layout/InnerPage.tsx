import { useTranslation } from 'next-i18next/pages'
import type { ReactNode } from 'react'
import { css, cx } from '@/styled-system/css'
import { container } from '@/styled-system/patterns'
import { heading } from '@/styled-system/recipes'
import { FramedImage } from '@/components/common/SiteImage'
import { useCurrentPath } from '@/components/navigation/useCurrentPath'
import { PageSeo, type PageSeoProps } from '@/components/seo/PageSeo'
import type { SiteLayout } from '@/lib/content/getSiteLayout'
import type { SiteImage as SiteImageData } from '@/lib/images/siteImage'
import { breadcrumbTrail } from '@/lib/navigation/breadcrumbs'
import { breadcrumbListJsonLd } from '@/lib/seo/jsonLd'
import { Breadcrumbs } from './Breadcrumbs'
import { SectionNav } from './SectionNav'
import { SiteShell } from './SiteShell'

const styles = {
  band: css({ bg: 'bg.subtle', borderBottomWidth: '1px', borderColor: 'border' }),
  bandInner: container({ py: { base: '6', lg: '10' } }),
  // Full width, as it has always been drawn: its old `maxW="4xl"` was no token and never
  // applied, and a 56rem measure breaks long titles into three lines with an orphan.
  title: cx(heading({ size: '2xl' }), css({ mt: '4' })),
  intro: css({
    mt: '4',
    fontSize: { base: 'md', lg: 'lg' },
    color: 'fg.muted',
    maxW: 'prose',
    lineHeight: 'tall',
  }),
  hero: container({ mt: { base: '6', lg: '10' } }),
  content: css({ pt: { base: '8', lg: '12' } }),
}

export interface InnerPageProps {
  layout: SiteLayout
  /** The page's heading (h1). */
  title: string
  intro?: string | null
  /** A wide image under the heading (1440×400). */
  hero?: SiteImageData | null
  /** Names the last breadcrumb when the menu has no entry for this page (a news item). */
  crumbLabel?: string
  /** Editor-set SEO fields; the heading and intro stand in for missing ones. */
  seo?: Partial<
    Pick<PageSeoProps, 'title' | 'description' | 'image' | 'noIndex' | 'type' | 'jsonLd'>
  > | null
  children: ReactNode
}

/**
 * Every page below home: shell, sharing and search tags, breadcrumbs (visible and as
 * `BreadcrumbList`), the heading band, then the page's own content.
 */
export function InnerPage({
  layout,
  title,
  intro,
  hero,
  crumbLabel,
  seo,
  children,
}: InnerPageProps) {
  const { t } = useTranslation('common')
  const { lang, path } = useCurrentPath()
  const crumbs = breadcrumbTrail(path, layout.sections, t('breadcrumbs.home'), crumbLabel ?? title)
  return (
    <SiteShell layout={layout}>
      <PageSeo
        layout={layout}
        title={seo?.title || title}
        description={seo?.description || intro}
        image={seo?.image ?? hero}
        noIndex={seo?.noIndex}
        type={seo?.type}
        jsonLd={[breadcrumbListJsonLd(layout.siteUrl, lang, crumbs, path), ...(seo?.jsonLd ?? [])]}
      />
      <header className={styles.band}>
        <div className={styles.bandInner}>
          <Breadcrumbs crumbs={crumbs} />
          <h1 className={styles.title}>{title}</h1>
          {intro && <p className={styles.intro}>{intro}</p>}
        </div>
      </header>
      <SectionNav path={path} sections={layout.sections} />
      <FramedImage
        className={styles.hero}
        image={hero}
        sizes="(min-width: 1280px) 1232px, 100vw"
        priority
        rounded="lg"
      />
      <div className={styles.content} data-testid="page-content">
        {children}
      </div>
    </SiteShell>
  )
}
