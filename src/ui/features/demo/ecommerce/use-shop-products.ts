import { useQuery } from '@tanstack/react-query';
import { useUseCases } from '../../../app-context';
import { shopQueries } from './shop.queries';

/** The catalogue from the cache: the shop, wish list, product, checkout and dashboard screens share one copy. */
export function useShopProducts() {
  return useQuery(shopQueries.products(useUseCases().demo.samples));
}
