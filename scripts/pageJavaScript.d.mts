export const PAGE_JS_BUDGET_KIB: number
export function referencedScripts(html: string): string[]
export function pageJavaScript(html: string, distDir: string): { files: number; gzipBytes: number }
