import { describe, expect, it } from 'vitest';
import { ConfigError, readServerConfig } from '../../server/server-config';

describe('hosted sign-in settings', () => {
  it('are off unless both are set', () => {
    expect(readServerConfig({}).auth0).toBeNull();
    expect(
      readServerConfig({ AUTH0_DOMAIN: 'fd.eu.auth0.com', AUTH0_AUDIENCE: 'https://api.freightdesk.app' }).auth0,
    ).toEqual({ domain: 'fd.eu.auth0.com', audience: 'https://api.freightdesk.app' });
  });

  it.each([
    [{ AUTH0_DOMAIN: 'fd.eu.auth0.com' }, 'AUTH0_AUDIENCE'],
    [{ AUTH0_AUDIENCE: 'https://api.freightdesk.app' }, 'AUTH0_DOMAIN'],
    [{ AUTH0_DOMAIN: 'https://fd.eu.auth0.com/', AUTH0_AUDIENCE: 'x' }, 'AUTH0_DOMAIN'],
  ])('stop start-up with a message naming the variable for %o', (env, name) => {
    expect(() => readServerConfig(env)).toThrow(ConfigError);
    expect(() => readServerConfig(env)).toThrow(name);
  });
});
