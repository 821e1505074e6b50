/** What a verified access token of the hosted sign-in (Auth0) says about its holder. */
export interface HostedIdentity {
  readonly email: string;
  readonly emailVerified: boolean;
}

/**
 * Checks an access token of the hosted sign-in: signature against the tenant's published keys, issuer, audience
 * and expiry. Null for any token that fails; the identity only for one that passes.
 */
export interface HostedTokenVerifier {
  verify(token: string, now: Date): Promise<HostedIdentity | null>;
}
