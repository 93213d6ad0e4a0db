// The chakra reference's page styled at build time with Panda and the site's theme (its
// container pattern and button and heading recipes). One more button fetches Chakra's runtime
// with a Dialog and a toast on first use, as the site's overlays do (components/Overlays.jsx).
import dynamic from 'next/dynamic'
import { useState } from 'react'
import { css, cx } from '../styled-system/css'
import { container, stack } from '../styled-system/patterns'
import { button, heading } from '../styled-system/recipes'
import { SECTIONS, TEXT } from '../../sections.mjs'

export { getStaticProps } from '../../sections.mjs'

const Overlays = dynamic(() => import('../components/Overlays'), { ssr: false })

export default function PandaReferencePage({ generatedAt }) {
  const [open, setOpen] = useState(false)
  const [used, setUsed] = useState(false)
  return (
    <main className={container({ py: '8' })}>
      <div className={stack({ gap: '4' })}>
        <h1 className={heading()}>Reference page</h1>
        <p>Generated at {generatedAt}.</p>
        <button
          type="button"
          aria-haspopup="dialog"
          className={cx(button({ variant: 'outline' }), css({ alignSelf: 'flex-start' }))}
          onClick={() => {
            setUsed(true)
            setOpen(true)
          }}
        >
          Contact us
        </button>
        {SECTIONS.map((name) => (
          <section
            key={name}
            className={css({ p: '4', borderWidth: '1px', borderColor: 'border' })}
          >
            <h2 className={heading({ size: 'md' })}>{name}</h2>
            <p className={css({ color: 'fg.muted' })}>{TEXT}</p>
            <button type="button" className={cx(button(), css({ mt: '2' }))}>
              Read more
            </button>
          </section>
        ))}
      </div>
      {used && <Overlays open={open} onOpenChange={setOpen} />}
    </main>
  )
}
