import type { UserManager } from 'oidc-client-ts';

export interface ProviderSignOut {
  /** The ID token of the session that ends; the provider then signs out without asking. */
  idToken: string | undefined;
  /** Where the member goes after signing in again; it comes back with the provider's redirect. */
  returnTo?: string;
}

/**
 * Ends the member's session at the sign-in provider, so the next visit asks for the password:
 * the refresh token is revoked first (a token copied out of the page can then no longer be
 * used, even if the sign-out page never loads), then the browser leaves for the provider's
 * end-session endpoint with the ID token as hint, which ends the provider's own session and
 * comes back to the client's post-logout redirect URI.
 *
 * Throws only when the end-session endpoint cannot be reached (no provider metadata).
 */
export async function endProviderSession(manager: UserManager, { idToken, returnTo }: ProviderSignOut): Promise<void> {
  try {
    await manager.revokeTokens(['refresh_token']);
  } catch {
    // The provider ends the grant's refresh tokens with its session as well; revoking first is
    // only so the token is dead even if the member never reaches the sign-out page.
  }
  await manager.signoutRedirect({ id_token_hint: idToken, state: returnTo });
}
