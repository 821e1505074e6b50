/**
 * The printed invoice's own words, in the document's language (English by default, Portuguese on
 * request), independent of the language of the screen around it.
 */
export const INVOICE_TEXT = {
  en: {
    title: 'Commercial Invoice', proforma: 'Proforma Invoice', number: 'Invoice No.', date: 'Date',
    shipper: 'Shipper / Exporter', consignee: 'Consignee', shipment: 'Shipment', mode: 'Mode of transport',
    carrier: 'Carrier', document: 'AWB / B/L No.', origin: 'Country of origin', destination: 'Final destination',
    shipDate: 'Ship date', eta: 'ETA', incoterm: 'Incoterm', currency: 'Currency', invoiceType: 'Invoice type',
    terms: 'Terms of payment', reason: 'Reason for export', duties: 'Duties and taxes', packages: 'Packages',
    item: 'No.', description: 'Description of goods', codes: 'HS / NCM', lineOrigin: 'Origin', quantity: 'Qty',
    unitValue: 'Unit value', discount: 'Discount', amount: 'Amount', subtotal: 'Goods value', discounts: 'Discounts',
    freight: 'Freight', insurance: 'Insurance', declared: 'Total declared value', declaredBrl: 'Declared value in BRL',
    rate: 'Exchange rate', netWeight: 'Total net weight', grossWeight: 'Total gross weight', notIncluded: 'not in price',
    declaration: 'I declare that the information on this invoice is true and correct and that the goods originate as stated.',
    signature: 'Signature', name: 'Name and title',
    modes: { air_express: 'Air express', air: 'Air', sea: 'Sea', road: 'Road' },
  },
  pt: {
    title: 'Fatura Comercial', proforma: 'Fatura Proforma', number: 'Fatura nº', date: 'Data',
    shipper: 'Exportador', consignee: 'Destinatário', shipment: 'Embarque', mode: 'Modal de transporte',
    carrier: 'Transportadora', document: 'Nº AWB / B/L', origin: 'País de origem', destination: 'Destino final',
    shipDate: 'Data de embarque', eta: 'Previsão de chegada', incoterm: 'Incoterm', currency: 'Moeda', invoiceType: 'Tipo de fatura',
    terms: 'Condição de pagamento', reason: 'Motivo da exportação', duties: 'Impostos e taxas', packages: 'Volumes',
    item: 'Item', description: 'Descrição das mercadorias', codes: 'HS / NCM', lineOrigin: 'Origem', quantity: 'Qtd.',
    unitValue: 'Valor unit.', discount: 'Desconto', amount: 'Valor', subtotal: 'Valor das mercadorias', discounts: 'Descontos',
    freight: 'Frete', insurance: 'Seguro', declared: 'Valor total declarado', declaredBrl: 'Valor declarado em BRL',
    rate: 'Taxa de câmbio', netWeight: 'Peso líquido total', grossWeight: 'Peso bruto total', notIncluded: 'fora do preço',
    declaration: 'Declaro que as informações desta fatura são verdadeiras e corretas e que as mercadorias têm a origem indicada.',
    signature: 'Assinatura', name: 'Nome e cargo',
    modes: { air_express: 'Aéreo expresso', air: 'Aéreo', sea: 'Marítimo', road: 'Rodoviário' },
  },
} as const;
