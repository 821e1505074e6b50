import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { metaContentSecurityPolicy } from '../src/config/content-security-policy';
import { parseConfig, type AppConfig } from '../src/config/env';
import { staticHostHeaders } from './page-policy.mjs';

/**
 * The page's policy from the same VITE_* settings the build reads (vite.config.ts puts it in a meta element).
 * Settings that do not parse give the mock's policy: the app refuses to start with them anyway, and the narrowest
 * policy is the safe one.
 */
type Env = Readonly<Record<string, string | undefined>>;

function configOf(env: Env): AppConfig {
  const result = parseConfig(env);
  if (result.ok) return result.config;
  const mock = parseConfig({});
  if (!mock.ok) throw new Error('the default settings do not parse');
  return mock.config;
}

export const pagePolicy = (env: Env): string => metaContentSecurityPolicy(configOf(env));

/** `vite preview` sends the served build's own policy as a header, with the other security headers. */
export function previewSecurityHeaders(): Plugin {
  return {
    name: 'freightdesk:preview-security-headers',
    configurePreviewServer(server) {
      const page = resolve(server.config.root, server.config.build.outDir, 'index.html');
      const headers = staticHostHeaders(readFileSync(page, 'utf8'));
      server.middlewares.use((_request, response, next) => {
        for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
        next();
      });
    },
  };
}
