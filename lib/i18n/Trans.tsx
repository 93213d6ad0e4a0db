import { cloneElement, Fragment, isValidElement, type ReactElement, type ReactNode } from 'react'
import type { TranslateOptions } from './translate'

const TAG = /<(\/?)([A-Za-z0-9_]+)\s*(\/?)>/g

interface Element {
  name: string
  children: Node[]
}
type Node = string | Element

/** The text's `<name>…</name>` tags as a tree; a tag without its closing tag stays text. */
function parse(text: string): Node[] {
  const root: Element = { name: '', children: [] }
  const open: Element[] = [root]
  let last = 0
  for (const match of text.matchAll(TAG)) {
    const [whole, closing, name, selfClosing] = match
    const parent = open[open.length - 1]!
    if (match.index > last) parent.children.push(text.slice(last, match.index))
    last = match.index + whole.length
    if (selfClosing) parent.children.push({ name: name!, children: [] })
    else if (!closing) {
      const element: Element = { name: name!, children: [] }
      parent.children.push(element)
      open.push(element)
    } else if (open.length > 1 && parent.name === name) open.pop()
    else parent.children.push(whole)
  }
  if (last < text.length) open[open.length - 1]!.children.push(text.slice(last))
  return root.children
}

function render(nodes: Node[], components: Record<string, ReactElement>): ReactNode[] {
  return nodes.map((node, index) => {
    if (typeof node === 'string') return node
    const component = components[node.name]
    const children = render(node.children, components)
    if (!isValidElement(component)) return <Fragment key={index}>{children}</Fragment>
    return cloneElement(component, { key: index }, ...children)
  })
}

/**
 * A translation with markup: each `<name>…</name>` of the text becomes a copy of
 * `components[name]` around what the tags enclose, as react-i18next's `Trans` does with a
 * components object (lib/i18n/Trans.test.tsx holds it to react-i18next's output).
 */
export function Trans({
  t,
  i18nKey,
  values,
  components,
}: {
  t: (...args: never[]) => unknown
  i18nKey: string
  values?: TranslateOptions
  components: Record<string, ReactElement>
}) {
  const translateAny = t as unknown as (key: string, options?: TranslateOptions) => string
  return <>{render(parse(translateAny(i18nKey, values)), components)}</>
}
