import { useUseCases } from '../../../app-context';
import { useAsync } from '../../../components/use-async';

export function useShopProducts() {
  const { samples } = useUseCases().demo;
  return useAsync(() => samples.shopProducts(), []);
}
