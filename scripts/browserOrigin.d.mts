export function browserOrigin(
  env: Record<string, string | undefined>,
  listen: { host?: string; port: string },
): string
