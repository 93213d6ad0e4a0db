import { LazyMotion, domAnimation, m } from 'framer-motion'
import { useTranslation } from '@/lib/i18n/useTranslation'
import { css } from '@/styled-system/css'

const track = css({
  position: 'fixed',
  top: '0',
  insetX: '0',
  h: '[3px]',
  zIndex: 'progress',
  pointerEvents: 'none',
})

export type ProgressPhase = 'idle' | 'loading' | 'done'

/** The animated bar: creeps towards 80 % while loading, fills and fades when done. */
export function ProgressBar({ phase, onDone }: { phase: ProgressPhase; onDone: () => void }) {
  const { t } = useTranslation('common')
  return (
    <div
      className={track}
      role="progressbar"
      aria-label={t('progress.loading')}
      aria-busy={phase === 'loading'}
      data-testid="route-progress"
    >
      {/* The only animation on the public site: LazyMotion lives here, in this lazily loaded
          chunk, so no page pays for framer-motion in its first load. */}
      <LazyMotion features={domAnimation} strict>
        <m.div
          style={{
            height: '100%',
            background: 'var(--ck-colors-brand-solid)',
            transformOrigin: '0 50%',
          }}
          initial={{ scaleX: 0, opacity: 1 }}
          animate={phase === 'loading' ? { scaleX: 0.8 } : { scaleX: 1, opacity: 0 }}
          transition={
            phase === 'loading' ? { duration: 8, ease: [0.1, 0.6, 0.3, 1] } : { duration: 0.25 }
          }
          onAnimationComplete={() => phase === 'done' && onDone()}
        />
      </LazyMotion>
    </div>
  )
}
