// The floor of a page whose largest paint is a text: that text, at the same width in the same
// font (its files preloaded by _app, as the site's are), and nothing else.
import { floorProps } from '../../firstScreens.mjs'

export const getServerSideProps = floorProps('text')

export default function TextFloor({ screen }) {
  return (
    <p lang={screen.lang} style={screen.style}>
      {screen.text}
    </p>
  )
}
