/** What the hosted-login wrapper shows the UI (is-authenticated, user, loading, popup). */
export interface HostedLoginState {
  readonly isAuthenticated: boolean;
  readonly user: { readonly name?: string; readonly email?: string; readonly sub?: string } | null;
  readonly isLoading: boolean;
  readonly popupOpen: boolean;
}

/** A third-party hosted login page (Auth0): the browser leaves the app to sign in and comes back. */
export interface HostedLogin {
  state(): HostedLoginState;
  subscribe(listener: () => void): () => void;
  /** On load: completes a returning redirect (`?code=`), clears the query, then loads the user. */
  initialise(): Promise<void>;
  loginWithRedirect(returnTo?: string): Promise<void>;
  getTokenSilently(): Promise<string | undefined>;
  getTokenWithPopup(): Promise<string | undefined>;
  getIdTokenClaims(): Promise<Readonly<Record<string, unknown>> | undefined>;
  getUser(): Promise<HostedLoginState['user']>;
  /** Signs out at the provider too, coming back to the login page. */
  logout(): Promise<void>;
}
