export const messages = {
  en: { 'auth.login.title': 'Sign in to FreightDesk' },
  pt: { 'auth.login.title': 'Entrar no FreightDesk' },
};
