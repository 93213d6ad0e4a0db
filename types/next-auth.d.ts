// What our session and token carry beyond next-auth's defaults (lib/auth/authOptions.ts).
import 'next-auth'
import 'next-auth/jwt'

declare module 'next-auth' {
  interface Session {
    user: { name: string | null; email: string | null; image: null; roles: string[] }
    /** Set once the identity provider's access token has expired: sign in again. */
    error?: 'AccessTokenExpired'
  }
  interface User {
    roles?: string[]
  }
}

declare module 'next-auth/jwt' {
  /** Kept in the encrypted, httpOnly session cookie only: never sent to the browser's scripts. */
  interface JWT {
    accessToken?: string
    /** Milliseconds since the epoch. */
    accessTokenExpires?: number
    idToken?: string
    roles?: string[]
    /** The sign-in's id, for revocation (lib/auth/revocation/sessions.ts). */
    sessionId?: string
    /** When the user signed in, in milliseconds since the epoch. */
    signedInAt?: number
  }
}
