import { browserEmotionCache } from './emotionCache'

describe("the browser's Emotion cache", () => {
  it("adopts the server's class rules from <head>, so hydration inserts none of them again", () => {
    // What pages/_document.tsx writes, in the format emotionStyleElements gives it.
    document.head.innerHTML =
      '<style data-emotion="css-global 1abc">*{box-sizing:border-box}</style>' +
      '<style data-emotion="css x1 y2">.css-x1{color:red}.css-y2{color:blue}</style>'
    const cache = browserEmotionCache()
    expect(cache.key).toBe('css')
    expect(cache.inserted).toMatchObject({ x1: true, y2: true })
    expect(cache.inserted['1abc']).toBeUndefined()
    expect(browserEmotionCache()).toBe(cache)
  })
})
