import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordPage } from '../../../features/auth/reset-password-page';

export interface ResetPasswordSearch {
  code?: string;
}

// Firebase's action links carry the code as `oobCode`.
export const Route = createFileRoute('/_blank/pages/reset-password')({
  validateSearch: (search: Record<string, unknown>): ResetPasswordSearch => {
    const code =
      typeof search.code === 'string' ? search.code : typeof search.oobCode === 'string' ? search.oobCode : undefined;
    return code && code.length <= 4096 ? { code } : {};
  },
  component: ResetPasswordPage,
});
