// Drawn by the identity provider's pages too (shared/LogoMark.tsx).
export { LogoMark } from '@/shared/LogoMark'
