export const CHROMIUM_PATH: string
export const OFFLINE_CHROMIUM_FLAGS: string[]
