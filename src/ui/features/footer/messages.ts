export const messages = {
  en: {
    'footer.copyright': '© {year} FreightDesk. All rights reserved {version}',
    'footer.credit': 'Developed by {developer}',
  },
  pt: {
    'footer.copyright': '© {year} FreightDesk. Todos os direitos reservados {version}',
    'footer.credit': 'Desenvolvido por {developer}',
  },
};
