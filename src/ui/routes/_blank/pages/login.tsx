import { createFileRoute } from '@tanstack/react-router';
import { LoginPage } from '../../../features/auth/login-page';

export interface LoginSearch {
  redirect?: string;
}

export const Route = createFileRoute('/_blank/pages/login')({
  validateSearch: (search: Record<string, unknown>): LoginSearch =>
    typeof search.redirect === 'string' ? { redirect: search.redirect } : {},
  component: LoginPage,
});
