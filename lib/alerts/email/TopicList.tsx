import { listStyle } from './emailStyles'

/** The topics a subscription covers, named in the e-mail's language. */
export function TopicList({ items }: { items: readonly string[] }) {
  return (
    <ul style={listStyle}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  )
}
