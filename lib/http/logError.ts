/**
 * Where a server-side failure is reported. The routes and page loaders take one as a
 * dependency so that a test can record what they log instead of printing it.
 */
export type LogError = (message: string, error: unknown) => void

/** The default: the server log. */
export const logToServerLog: LogError = (message, error) => console.error(message, error)
