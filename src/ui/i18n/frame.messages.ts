export const messages = {
  en: { 'frame.brand': 'FreightDesk' },
  pt: { 'frame.brand': 'FreightDesk' },
};
