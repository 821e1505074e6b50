import { useUseCases } from '../../../app-context';
import { useAsync } from '../../../components/use-async';

export function useProducts() {
  const { samples } = useUseCases().demo;
  return useAsync(() => samples.products(), []);
}
