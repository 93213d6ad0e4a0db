// Shared with the identity provider's pages, which have no language in their address.
export { langFromAcceptLanguage } from '@/shared/acceptLanguage'
