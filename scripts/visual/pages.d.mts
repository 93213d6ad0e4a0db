export const VISUAL_PAGES: { name: string; path: string }[]
export const VISUAL_WIDTHS: number[]
