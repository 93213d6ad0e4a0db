import { useTranslation } from '@/lib/i18n/useTranslation'
import { css, cx } from '@/styled-system/css'
import { container } from '@/styled-system/patterns'
import { heading } from '@/styled-system/recipes'
import { ButtonLink } from '@/components/common/ButtonLink'
import { FramedImage } from '@/components/common/SiteImage'
import { ArrowRightIcon } from '@/components/common/icons'
import type { SiteSettings } from '@/lib/page/getSiteLayout'
import type { SiteImage } from '@/lib/images/siteImage'
import { path } from '@/lib/routes'
import { editable } from '@/components/preview/editable'

const styles = {
  hero: css({
    color: 'white',
    bgGradient: 'to-br',
    gradientFrom: 'brand.700',
    gradientTo: 'brand.900',
    position: 'relative',
    overflow: 'hidden',
  }),
  // A soft gold sun behind the text, partly outside the band.
  sun: css({
    position: 'absolute',
    insetEnd: '[-10%]',
    top: '[-30%]',
    boxSize: { base: '[24rem]', lg: '[40rem]' },
    borderRadius: 'full',
    bg: 'gold.400',
    opacity: '0.18',
  }),
  content: container({ position: 'relative', py: { base: '16', lg: '24' } }),
  eyebrow: css({
    fontSize: 'sm',
    fontWeight: 'semibold',
    letterSpacing: '0.08em',
    color: 'gold.100',
  }),
  title: cx(heading({ size: '2xl' }), css({ color: 'white', mt: '3', maxW: '3xl' })),
  tagline: css({
    fontSize: { base: 'xl', md: '2xl' },
    fontWeight: 'semibold',
    mt: '4',
    maxW: '3xl',
  }),
  description: css({ mt: '4', maxW: 'prose', color: 'brand.50', lineHeight: 'tall' }),
  actions: css({ display: 'flex', flexWrap: 'wrap', gap: '3', mt: '8' }),
  illustration: css({ mt: { base: '10', lg: '12' }, borderRadius: 'lg', overflow: 'hidden' }),
}

interface HomeHeroProps {
  settings: SiteSettings
  /** The settings' wide illustration under the text; nothing is drawn without one. */
  illustration: SiteImage | null
}

/** The home page's opening: the company, its promise and the two most asked-for destinations. */
export function HomeHero({ settings, illustration }: HomeHeroProps) {
  const { t } = useTranslation('home')
  return (
    <section aria-labelledby="home-hero-title" className={styles.hero}>
      <div aria-hidden="true" className={styles.sun} />
      <div className={styles.content}>
        <p className={styles.eyebrow}>{t('hero.eyebrow')}</p>
        <h1 id="home-hero-title" className={styles.title}>
          {settings.siteName}
        </h1>
        <p className={styles.tagline} {...editable(settings.edit?.tagline)}>
          {settings.tagline}
        </p>
        <p className={styles.description} {...editable(settings.edit?.description)}>
          {settings.description}
        </p>
        <div className={styles.actions}>
          <ButtonLink href={path('productList')} variant="light">
            {t('hero.primaryCta')}
            <ArrowRightIcon />
          </ButtonLink>
          <ButtonLink href={path('investors')} variant="outlineLight">
            {t('hero.secondaryCta')}
          </ButtonLink>
        </div>
        <FramedImage
          className={styles.illustration}
          image={illustration}
          sizes="(min-width: 1280px) 1232px, 100vw"
          block
          // A phone's largest paint is the paragraph above, not this picture: until the page is
          // laid out (on a slow network, after the stylesheet), the fonts go first. From 768 px
          // the picture is the largest paint, and Chromium raises it once laid out on screen.
          // Measured in docs/bench.md ("Less style and layout work").
          eager
          data-testid="home-hero-illustration"
        />
      </div>
    </section>
  )
}
