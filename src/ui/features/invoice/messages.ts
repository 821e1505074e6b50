export const messages = {
  en: {
    'invoice.print': 'Print',
    'invoice.language': 'Invoice language',
    'invoice.back': 'Back to shipment',
    'invoice.example': 'Example commercial invoice',
    'invoice.printAs': 'Document to print',
    'invoice.printAs.invoice': 'Draft invoice',
    'invoice.printAs.proforma': 'Proforma invoice',
    'invoice.commercialInvoice': 'Commercial invoice',
    'invoice.packingList': 'Packing list',
  },
  pt: {
    'invoice.print': 'Imprimir',
    'invoice.language': 'Idioma da fatura',
    'invoice.back': 'Voltar ao embarque',
    'invoice.example': 'Exemplo de fatura comercial',
    'invoice.printAs': 'Documento a imprimir',
    'invoice.printAs.invoice': 'Fatura em rascunho',
    'invoice.printAs.proforma': 'Fatura proforma',
    'invoice.commercialInvoice': 'Fatura comercial',
    'invoice.packingList': 'Romaneio de carga',
  },
};
