export function unsupportedRuntime(required: string, version?: string): string | undefined
