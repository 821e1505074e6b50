import type { ContainerModuleLoadOptions } from 'inversify';
import { createAuth0HostedLogin } from '../../adapters/auth0/auth0-hosted-login.adapter';
import type { AppConfig } from '../../config/env';
import { TOKENS } from '../tokens';

/** The Auth0 hosted login when VITE_AUTH0_DOMAIN and VITE_AUTH0_CLIENT_ID are set (any backend). */
export function bindHostedLogin(bind: ContainerModuleLoadOptions['bind'], config: AppConfig): void {
  const settings = config.hostedLogin;
  bind(TOKENS.hostedLogin).toConstantValue(
    settings && typeof window !== 'undefined'
      ? createAuth0HostedLogin(settings, window.location, window.history)
      : null,
  );
}
