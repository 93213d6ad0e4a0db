import { css } from '@/styled-system/css'

/** A row of the search dialog, a result or a popular page: one target, with room round it. */
export const searchRow = css({ display: 'flex', gap: '3', px: '3', py: '2.5', borderRadius: 'md' })
