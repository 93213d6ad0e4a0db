/** The identity provider's id in next-auth's paths (`/api/auth/callback/idp`). */
export const IDP_PROVIDER_ID = 'idp'
