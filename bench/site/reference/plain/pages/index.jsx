// Next and React alone: no styles, no providers, no code of the site's.
import { SECTIONS, TEXT } from '../../sections.mjs'

export { getStaticProps } from '../../sections.mjs'

export default function PlainReferencePage({ generatedAt }) {
  return (
    <main>
      <h1>Reference page</h1>
      <p>Generated at {generatedAt}.</p>
      {SECTIONS.map((name) => (
        <section key={name}>
          <h2>{name}</h2>
          <p>{TEXT}</p>
          <button type="button">Read more</button>
        </section>
      ))}
    </main>
  )
}
