// The floor of a page whose largest paint is an image: that image, the same bytes at the same CSS
// size, loaded at once with high priority, and nothing else.
import { floorProps } from '../../firstScreens.mjs'

export const getServerSideProps = floorProps('image')

export default function ImageFloor({ screen }) {
  const { src, alt, width, height } = screen.image
  return (
    // eslint-disable-next-line @next/next/no-img-element -- the site's own markup is an <img>, with no next/image client code
    <img
      src={src}
      alt={alt}
      width={Math.round(width)}
      height={Math.round(height)}
      fetchPriority="high"
      style={{ display: 'block', width: `${width}px`, height: `${height}px` }}
    />
  )
}
