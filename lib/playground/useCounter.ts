import { useCallback, useState } from 'react'

/** The spec's counter: one number, starting at 20 (spec points 3 and 9). */
export const COUNTER_START = 20

export function useCounter(start: number = COUNTER_START) {
  const [count, setCount] = useState(start)
  const increase = useCallback(() => setCount((value) => value + 1), [])
  const decrease = useCallback(() => setCount((value) => value - 1), [])
  return { count, increase, decrease }
}
