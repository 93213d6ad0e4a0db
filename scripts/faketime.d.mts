export const FAKETIME_PATH: string
export function faketimeWrapper(at: number, realNow?: number): string[]
export const FAKETIME_ENV: Record<string, string>
