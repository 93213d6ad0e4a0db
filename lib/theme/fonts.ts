// The identity provider's pages use the same stack (shared/fonts.ts).
export * from '@/shared/fonts'
