import { Trans } from '@/lib/i18n/Trans'
import { useTranslation } from '@/lib/i18n/useTranslation'
import { LogoMark } from '@/shared/LogoMark'
import { LANGS, type Lang } from '@/lib/i18n/lang'
import { studioSetupSteps } from '@/lib/studio/studioSetup'
import { css, cx } from '@/styled-system/css'
import { container } from '@/styled-system/patterns'
import { heading, link, notice, panel } from '@/styled-system/recipes'
import { path } from '@/lib/routes'

const SANITY_MANAGE_URL = 'https://www.sanity.io/manage'

const styles = {
  page: css({ minH: '[100vh]', bg: 'bg.subtle', color: 'fg', fontFamily: 'body' }),
  bar: cx(
    container(),
    css({
      maxW: '3xl',
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: '4',
      py: '4',
    }),
  ),
  brand: css({ display: 'flex', alignItems: 'center', gap: '3', fontWeight: 'semibold' }),
  switch: css({ display: 'flex', gap: '3', fontSize: 'sm' }),
  switchLink: link({ variant: 'underline' }),
  current: css({ fontWeight: 'semibold' }),
  main: cx(
    container(),
    css({ maxW: '3xl', pb: { base: '10', md: '16' }, pt: { base: '2', md: '6' } }),
  ),
  title: heading({ size: 'xl' }),
  intro: css({ mt: '3', color: 'fg.muted' }),
  notice: cx(notice(), css({ mt: '6' })),
  steps: css({ mt: '8', display: 'grid', gap: '4', listStyle: 'none', p: '0' }),
  // minW 0: a long command scrolls inside its box instead of widening the page.
  step: cx(panel({ tone: 'plain' }), css({ minW: '0', p: { base: '4', md: '6' } })),
  stepTitle: heading({ size: 'md' }),
  next: cx(panel({ tone: 'plain' }), css({ mt: '4', minW: '0', p: { base: '4', md: '6' } })),
  stepNumber: css({ color: 'brand.fg', mr: '2' }),
  stepText: css({ mt: '2' }),
  manageLink: link({ variant: 'underline' }),
  origin: css({ fontFamily: 'mono', fontWeight: 'semibold', wordBreak: 'break-all' }),
  // A short path, kept whole (an origin may be long enough to need breaking anywhere).
  path: css({ fontFamily: 'mono', fontWeight: 'semibold', whiteSpace: 'nowrap' }),
  code: css({
    mt: '3',
    p: '3',
    borderRadius: 'md',
    bg: 'bg.inverted',
    color: 'fg.inverted',
    fontFamily: 'mono',
    fontSize: 'sm',
    overflowX: 'auto',
    whiteSpace: 'pre',
  }),
}

interface StudioSetupGuideProps {
  lang: Lang
  siteOrigin: string
  unknownLang: string | null
}

/** /studio without a Sanity project: what it needs and the steps to get there. */
export function StudioSetupGuide({ lang, siteOrigin, unknownLang }: StudioSetupGuideProps) {
  const { t } = useTranslation('studio')
  return (
    <div className={styles.page} lang={lang}>
      <header className={styles.bar}>
        <span className={styles.brand}>
          <LogoMark />
          {t('brand')}
        </span>
        <nav aria-label={t('switchLanguage')} className={styles.switch}>
          {/* Each language named in itself (`languages.*`), like the site header's switch. */}
          {LANGS.map((code) =>
            code === lang ? (
              <span key={code} className={styles.current} aria-current="page" lang={code}>
                {t(`languages.${code}`)}
              </span>
            ) : (
              <a
                key={code}
                href={path('studio', { lang: code })}
                className={styles.switchLink}
                lang={code}
              >
                {t(`languages.${code}`)}
              </a>
            ),
          )}
        </nav>
      </header>
      <main className={styles.main}>
        <h1 className={styles.title}>{t('title')}</h1>
        <p className={styles.intro}>{t('intro')}</p>
        {unknownLang !== null && (
          <p role="alert" className={styles.notice}>
            {t('unknownLang', { value: unknownLang })}
          </p>
        )}
        <ol className={styles.steps}>
          {studioSetupSteps(siteOrigin).map((step, index) => (
            <li key={step.key} className={styles.step} data-step={step.key}>
              <h2 className={styles.stepTitle}>
                <span className={styles.stepNumber}>{index + 1}.</span>
                {t(`steps.${step.key}.title`)}
              </h2>
              <p className={styles.stepText}>
                <Trans
                  t={t}
                  i18nKey={`steps.${step.key}.text`}
                  values={{ origin: siteOrigin }}
                  components={{
                    manage: <a href={SANITY_MANAGE_URL} className={styles.manageLink} />,
                    origin: <code className={styles.origin} />,
                  }}
                />
              </p>
              <pre className={styles.code} aria-label={t('copyHint')}>
                <code>{step.code.join('\n')}</code>
              </pre>
            </li>
          ))}
        </ol>
        {/* What connecting a project adds for editors: the Presentation tool (cms/presentation). */}
        <section aria-labelledby="studio-presentation" className={styles.next} data-presentation>
          <h2 id="studio-presentation" className={styles.stepTitle}>
            {t('presentation.title')}
          </h2>
          <p className={styles.stepText}>
            <Trans
              t={t}
              i18nKey="presentation.text"
              components={{ path: <code className={styles.path} /> }}
            />
          </p>
        </section>
      </main>
    </div>
  )
}
