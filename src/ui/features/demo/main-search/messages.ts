/** The texts of the template's main search: the dialog in the navbar and the search page. */
export const messages = {
  en: {
    'mainSearch.open': 'Search',
    'mainSearch.title': 'Search pages, files and contacts',
    'mainSearch.label': 'Search text',
    'mainSearch.placeholder': 'Type to search…',
    'mainSearch.group.pages': 'Pages',
    'mainSearch.group.files': 'Files',
    'mainSearch.group.contacts': 'Contacts',
    'mainSearch.noResult': 'No Result',
    'mainSearch.loadError': 'The search data could not be loaded.',
    'mainSearch.page.title': 'Search',
    'mainSearch.page.more': 'More results exist; refine the search.',
  },
  pt: {
    'mainSearch.open': 'Pesquisar',
    'mainSearch.title': 'Pesquisar páginas, arquivos e contatos',
    'mainSearch.label': 'Texto da pesquisa',
    'mainSearch.placeholder': 'Digite para pesquisar…',
    'mainSearch.group.pages': 'Páginas',
    'mainSearch.group.files': 'Arquivos',
    'mainSearch.group.contacts': 'Contatos',
    'mainSearch.noResult': 'Nenhum resultado',
    'mainSearch.loadError': 'Não foi possível carregar os dados da pesquisa.',
    'mainSearch.page.title': 'Pesquisa',
    'mainSearch.page.more': 'Há mais resultados; refine a pesquisa.',
  },
};
