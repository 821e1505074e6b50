export const messages = {
  en: {
    'config.title': 'FreightDesk cannot start: its settings need attention',
    'config.body': 'Fix these settings in the environment (.env.local or the build environment) and reload:',
    'config.problem': '{variable} {problem}',
    'startup.title': 'FreightDesk could not start',
    'startup.body':
      'Something failed while starting the app. Reload the page; if it happens again, tell your administrator.',
    'startup.reload': 'Reload',
  },
  pt: {
    'config.title': 'O FreightDesk não pode iniciar: as configurações precisam de atenção',
    'config.body': 'Corrija estas configurações no ambiente (.env.local ou o ambiente de build) e recarregue:',
    'config.problem': '{variable} {problem}',
    'startup.title': 'O FreightDesk não conseguiu iniciar',
    'startup.body':
      'Algo falhou ao iniciar o aplicativo. Recarregue a página; se acontecer de novo, avise o administrador.',
    'startup.reload': 'Recarregar',
  },
};
