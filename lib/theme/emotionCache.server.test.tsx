/**
 * @jest-environment node
 */
import { Box, ChakraProvider, Text } from '@chakra-ui/react'
import { CacheProvider } from '@emotion/react'
import { renderToString } from 'react-dom/server'
import { createServerEmotionCache, emotionStyleElements } from './emotionCache'
import { system } from './adminSystem'

function renderPage(children: React.ReactNode) {
  const cache = createServerEmotionCache()
  const html = renderToString(
    <CacheProvider value={cache}>
      <ChakraProvider value={system}>{children}</ChakraProvider>
    </CacheProvider>,
  )
  return { cache, html }
}

describe('Emotion styles written once in <head>', () => {
  it('leaves no <style> element in the rendered markup', () => {
    const { html } = renderPage(<Box color="brand.solid">Farm to kitchen</Box>)
    expect(html).toContain('Farm to kitchen')
    expect(html).not.toContain('<style')
  })

  it('gives the global sheets first, one element each, then the class rules the page uses', () => {
    const { cache, html } = renderPage(
      <>
        <Box color="brand.solid" padding="4">
          Farm to kitchen
        </Box>
        <Text fontWeight="bold">ฟาร์มถึงครัว</Text>
      </>,
    )
    const elements = emotionStyleElements(cache, html)
    const globals = elements.filter(({ dataEmotion }) => dataEmotion.startsWith('css-global '))
    const classes = elements.filter(({ dataEmotion }) => dataEmotion.startsWith('css '))

    expect(globals.length).toBeGreaterThan(0)
    for (const { dataEmotion } of globals) expect(dataEmotion.split(' ')).toHaveLength(2)
    expect(elements.slice(0, globals.length)).toEqual(globals)
    expect(globals.map(({ css }) => css).join('')).toContain('box-sizing:border-box')

    expect(classes).toHaveLength(1)
    const [classElement] = classes
    const ids = classElement!.dataEmotion.split(' ').slice(1)
    const classNames = Array.from(html.matchAll(/class="([^"]+)"/g), (match) => match[1])
    expect(ids.map((id) => `css-${id}`).sort()).toEqual(
      [...new Set(classNames.flatMap((name) => name!.split(' ')))].sort(),
    )
    for (const id of ids) expect(classElement!.css).toContain(`.css-${id}{`)
    expect(classElement!.css).toContain('font-weight:var(--ck-font-weights-bold)')
  })

  it('leaves out rules the cache holds from elsewhere that this page does not use', () => {
    const { cache } = renderPage(<Box color="red">Only this page</Box>)
    const other = renderPage(<Box color="blue">Another page</Box>)
    const elements = emotionStyleElements(cache, other.html)
    expect(elements.some(({ css }) => css.includes('color:red'))).toBe(false)
  })
})
