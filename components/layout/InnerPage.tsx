import { useTranslation } from '@/lib/i18n/useTranslation'
import { Fragment, type ReactNode } from 'react'
import { css, cx } from '@/styled-system/css'
import { container } from '@/styled-system/patterns'
import { heading } from '@/styled-system/recipes'
import { langAttribute, type FallbackLang } from '@/components/common/InLanguage'
import { FramedImage } from '@/components/common/SiteImage'
import { editable } from '@/components/preview/editable'
import { StaticHtml } from '@/components/common/StaticHtml'
import { KeepWhole } from '@/components/common/KeepWhole'
import { useCurrentPath } from '@/components/navigation/useCurrentPath'
import { PageSeo, type PageSeoProps } from '@/components/seo/PageSeo'
import type { SiteLayout } from '@/lib/page/getSiteLayout'
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
  /** The heading's language when it is the other language's text (its own is missing). */
  titleLang?: FallbackLang
  intro?: string | null
  /** The intro's language when it is the other language's text. */
  introLang?: FallbackLang
  /** In a preview, the heading's and intro's visual-editing markers (lib/content/editMarkers). */
  edit?: { title?: string; intro?: string }
  /** A wide image under the heading (1440×400). */
  hero?: SiteImageData | null
  /** Names the last breadcrumb when the menu has no entry for this page (a news item). */
  crumbLabel?: string
  /**
   * A document's own page (a product, an article, a business line): its heading leads its
   * `<title>`, before the section it sits in.
   */
  isDetailPage?: boolean
  /** The section in the `<title>` of a page outside the menu, instead of the home label. */
  titleSection?: string
  /**
   * The page is one article (a news item): the heading band, picture and content are one
   * `<article>`, so its heading is inside it; `after` follows outside (related news).
   */
  isArticle?: boolean
  /**
   * Nothing in the page's content is operable but links: it keeps the server's HTML
   * (StaticHtml), as the heading band and the picture always do.
   */
  isStatic?: boolean
  after?: ReactNode
  /** Editor-set SEO fields; the intro and hero stand in for missing ones. */
  seo?: Partial<Pick<PageSeoProps, 'description' | 'image' | 'noIndex' | 'type' | 'jsonLd'>> | null
  children: ReactNode
}

/**
 * Every page below home: shell, sharing and search tags, breadcrumbs (visible and as
 * `BreadcrumbList`), the heading band, then the page's own content.
 */
export function InnerPage({
  layout,
  title,
  titleLang,
  intro,
  introLang,
  edit,
  hero,
  crumbLabel,
  isDetailPage = false,
  titleSection,
  isArticle = false,
  isStatic = false,
  after,
  seo,
  children,
}: InnerPageProps) {
  const { t } = useTranslation('common')
  const { lang, path } = useCurrentPath()
  const crumbs = breadcrumbTrail(path, layout.sections, t('breadcrumbs.home'), crumbLabel ?? title)
  const Body = isArticle ? 'article' : Fragment
  const Content = isStatic ? StaticHtml : 'div'
  return (
    <SiteShell layout={layout} title={{ name: title, isDetailPage, section: titleSection }}>
      <PageSeo
        layout={layout}
        description={seo?.description || intro}
        image={seo?.image ?? hero}
        noIndex={seo?.noIndex}
        type={seo?.type}
        jsonLd={[breadcrumbListJsonLd(layout.siteUrl, lang, crumbs, path), ...(seo?.jsonLd ?? [])]}
      />
      <Body>
        <StaticHtml as="header" className={styles.band}>
          <div className={styles.bandInner}>
            <Breadcrumbs crumbs={crumbs} currentLang={titleLang} />
            <h1 className={styles.title} lang={langAttribute(titleLang)} {...editable(edit?.title)}>
              <KeepWhole>{title}</KeepWhole>
            </h1>
            {intro && (
              <p
                className={styles.intro}
                lang={langAttribute(introLang)}
                {...editable(edit?.intro)}
              >
                <KeepWhole>{intro}</KeepWhole>
              </p>
            )}
          </div>
        </StaticHtml>
        <SectionNav path={path} sections={layout.sections} />
        <FramedImage
          className={styles.hero}
          image={hero}
          sizes="(min-width: 1280px) 1232px, 100vw"
          priority
          rounded="lg"
          isStatic
        />
        <Content className={styles.content} data-testid="page-content">
          {children}
        </Content>
      </Body>
      {after}
    </SiteShell>
  )
}
