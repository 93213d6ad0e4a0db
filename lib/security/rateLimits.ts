// The identity provider throttles sign-ins with the same limiter (shared/rateLimits.ts).
export * from '@/shared/rateLimits'
