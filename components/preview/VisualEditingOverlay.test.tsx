import { render } from '@testing-library/react'
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime'
import type { VisualEditingOptions } from '@sanity/visual-editing/next-pages-router'
import { mockRouter } from '@/lib/testing/mockRouter'
import { VisualEditingOverlay } from './VisualEditingOverlay'

// Sanity's component needs a Presentation tool around the page; here it only hands over the
// refresh it was given, which is what the site decides.
let refresh: VisualEditingOptions['refresh']
jest.mock('@sanity/visual-editing/next-pages-router', () => ({
  VisualEditing: (props: VisualEditingOptions) => {
    refresh = props.refresh
    return null
  },
}))

describe('VisualEditingOverlay', () => {
  it.each(['th', 'en'])(
    'reads the page’s props again, in the same language and place, when Presentation reports an edit (%s)',
    async (lang) => {
      const router = mockRouter(lang, '/products/chicken-breast?image=2', '/products/[slug]')
      jest.mocked(router.replace).mockResolvedValue(true)
      render(
        <RouterContext.Provider value={router}>
          <VisualEditingOverlay />
        </RouterContext.Provider>,
      )
      await refresh!({ source: 'mutation', livePreviewEnabled: false, document: {} } as never)
      expect(router.replace).toHaveBeenCalledWith('/products/chicken-breast?image=2', undefined, {
        scroll: false,
      })
      await refresh!({ source: 'manual', livePreviewEnabled: false } as never)
      expect(router.replace).toHaveBeenCalledTimes(2)
    },
  )
})
