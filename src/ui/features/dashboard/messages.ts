export const messages = {
  en: { 'dashboard.title': 'Dashboard' },
  pt: { 'dashboard.title': 'Painel' },
};
