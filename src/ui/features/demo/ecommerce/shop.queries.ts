import { queryOptions } from '@tanstack/react-query';
import type { DemoSamplesUseCases } from '../../../../application/demo/demo-samples.use-cases';

/** The shop demo's catalogue, read whole by every shop screen, through `useCases.demo.samples`. */
export const shopQueries = {
  products: (samples: DemoSamplesUseCases) =>
    queryOptions({ queryKey: ['demo', 'shop-products'], queryFn: () => samples.shopProducts() }),
};
