export const REDIS_SERVER_PATH: string
export interface RedisServer {
  port: number
  url: string
  stop(): Promise<void>
}
export function startRedisServer(options?: { port?: number; dir?: string }): Promise<RedisServer>
