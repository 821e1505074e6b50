export const messages = {
  en: {
    'invoice.print': 'Print',
    'invoice.language': 'Invoice language',
    'invoice.back': 'Back to shipment',
    'invoice.example': 'Example commercial invoice',
  },
  pt: {
    'invoice.print': 'Imprimir',
    'invoice.language': 'Idioma da fatura',
    'invoice.back': 'Voltar ao embarque',
    'invoice.example': 'Exemplo de fatura comercial',
  },
};
