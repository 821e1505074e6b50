import { auditRoutes } from './routes/audit.routes';
import { authRoutes } from './routes/auth.routes';
import { contactRoutes } from './routes/contact.routes';
import { exchangeRateRoutes } from './routes/exchange-rate.routes';
import { freightRoutes } from './routes/freight.routes';
import { productRoutes } from './routes/product.routes';
import { savedViewRoutes } from './routes/saved-view.routes';
import { systemRoutes } from './routes/system.routes';
import { userRoutes } from './routes/user.routes';
import type { RouteSpec } from './rest-route';

/**
 * The whole route table, in matching order (a fixed path such as `/api/products/lookup` before `/api/products/{id}`).
 */
export function restRoutes(options: { health?: () => Promise<Readonly<Record<string, unknown>>> } = {}): RouteSpec[] {
  const table: RouteSpec[] = [
    ...authRoutes,
    ...freightRoutes,
    ...productRoutes,
    ...contactRoutes,
    ...userRoutes,
    ...auditRoutes,
    ...exchangeRateRoutes,
    ...savedViewRoutes,
  ];
  const all: RouteSpec[] = [...table, ...systemRoutes(() => all, options.health)];
  return all;
}
