export const messages = {
  en: {
    'notFound.title': 'Page not found',
    'notFound.body': 'There is nothing at {path}. The address may be mistyped, or the page has moved.',
    'notFound.home': 'Back to the dashboard',
    'errors.routeTitle': 'This screen could not be shown',
    'errors.routeBody': 'Something failed while loading it. Your data is safe; try again.',
    'errors.retry': 'Try again',
  },
  pt: {
    'notFound.title': 'Página não encontrada',
    'notFound.body': 'Não há nada em {path}. O endereço pode estar errado ou a página mudou de lugar.',
    'notFound.home': 'Voltar ao painel',
    'errors.routeTitle': 'Não foi possível mostrar esta tela',
    'errors.routeBody': 'Algo falhou ao carregá-la. Seus dados estão seguros; tente novamente.',
    'errors.retry': 'Tentar novamente',
  },
};
