import { renderToStaticMarkup } from 'react-dom/server'
import { Trans as I18nextTrans } from 'react-i18next'
import type { Namespace } from '@/lib/i18n/keys'
import { LANGS } from '@/lib/i18n/lang'
import { createTestI18n, localeStrings } from '@/lib/testing/render'
import { Trans } from './Trans'
import { translate } from './translate'

const TAG_NAME = /<\/?([A-Za-z0-9_]+)\s*\/?>/g

function entries(tree: unknown, prefix = ''): [string, unknown][] {
  if (typeof tree !== 'object' || tree === null) return [[prefix, tree]]
  return Object.entries(tree).flatMap(([key, child]) =>
    entries(child, prefix ? `${prefix}.${key}` : key),
  )
}

describe.each(LANGS)('Trans renders markup in translations like react-i18next (%s)', (lang) => {
  const i18n = createTestI18n(lang)
  const strings = localeStrings(lang)
  const withMarkup = Object.entries(strings).flatMap(([namespace, tree]) =>
    entries(tree)
      .filter(([, text]) => typeof text === 'string' && /<\/?[A-Za-z0-9_]+\s*\/?>/.test(text))
      .map(([key, text]) => [namespace, key, text as string] as const),
  )

  it('finds the strings with markup (the consent and the Studio guide)', () => {
    expect(withMarkup.map(([namespace, key]) => `${namespace}:${key}`)).toEqual(
      expect.arrayContaining(['contact:form.consent', 'studio:steps.project.text']),
    )
  })

  it.each(withMarkup)('%s:%s', (namespace, key, text) => {
    const names = [...new Set([...text.matchAll(TAG_NAME)].map((match) => match[1]!))]
    const components = Object.fromEntries(
      names.map((name) => [name, <em key={name} className={`c-${name}`} data-tag={name} />]),
    )
    const values = { company: 'Siam & Co', origin: 'https://example.test', value: 'x' }
    const t = (k: string, options?: Record<string, unknown>) =>
      translate(strings, lang, namespace, k, options)
    const expected = renderToStaticMarkup(
      <I18nextTrans
        i18n={i18n}
        t={i18n.getFixedT(lang, namespace as Namespace)}
        i18nKey={key as never}
        values={values}
        components={components}
      />,
    )
    const ours = renderToStaticMarkup(
      <Trans t={t} i18nKey={key} values={values} components={components} />,
    )
    expect(ours).toBe(expected)
    expect(ours).toContain('data-tag')
  })
})
