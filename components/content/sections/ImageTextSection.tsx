import { css } from '@/styled-system/css'
import { RichText } from '@/components/content/RichText'
import { FramedImage } from '@/components/common/SiteImage'
import type { PageSectionOf } from '@/lib/page/contentPage'
import { SectionFrame } from './SectionFrame'

const grid = css.raw({ display: 'grid', gap: { base: '6', lg: '12' }, alignItems: 'start' })
const image = css.raw({ maxW: '[30rem]', w: 'full' })

// On phones the image always comes first; from `lg` the editors' side decides the order.
const layouts = {
  imageStart: {
    grid: css(grid, { gridTemplateColumns: { base: '1fr', lg: '5fr 7fr' } }),
    image: css(image, { order: { base: 0, lg: 0 } }),
    text: css({ order: { base: 1, lg: 1 } }),
  },
  imageEnd: {
    grid: css(grid, { gridTemplateColumns: { base: '1fr', lg: '7fr 5fr' } }),
    image: css(image, { order: { base: 0, lg: 1 } }),
    text: css({ order: { base: 1, lg: 0 } }),
  },
}

/** Text beside an image: stacked on phones (image first), side by side from `lg`. */
export function ImageTextSection({ section }: { section: PageSectionOf<'imageTextSection'> }) {
  const layout = section.imagePosition === 'start' ? layouts.imageStart : layouts.imageEnd
  return (
    <SectionFrame heading={section.heading} headingLang={section.headingLang}>
      <div className={layout.grid}>
        <FramedImage
          className={layout.image}
          image={section.image}
          sizes="(min-width: 1024px) 480px, calc(100vw - 2rem)"
          rounded="lg"
        />
        <div className={layout.text}>
          <RichText value={section.body} lang={section.bodyLang} />
        </div>
      </div>
    </SectionFrame>
  )
}
