import type { InputHTMLAttributes } from 'react'
import { SearchIcon } from '@/components/common/icons'
import { searchField } from './searchField'

type SearchFieldInputProps = InputHTMLAttributes<HTMLInputElement> & {
  id: string
  /** The box around the input and its icon (positioned: the icon sits inside it). */
  fieldClassName: string
}

/**
 * The query input of the search modal and of the search page, with the search icon inside its
 * start edge: a `q` the browser neither completes nor spell-checks.
 */
export function SearchFieldInput({ fieldClassName, ...input }: SearchFieldInputProps) {
  return (
    <div className={fieldClassName}>
      <div className={searchField.icon}>
        <SearchIcon />
      </div>
      <input
        type="search"
        name="q"
        autoComplete="off"
        spellCheck={false}
        className={searchField.input}
        {...input}
      />
    </div>
  )
}
