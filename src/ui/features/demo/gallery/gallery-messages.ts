import { messages as components } from './i18n/components.messages';
import { messages as data } from './i18n/data.messages';
import { messages as extensions } from './i18n/extensions.messages';
import { messages as forms } from './i18n/forms.messages';
import { messages as frame } from './i18n/frame.messages';
import { messages as media } from './i18n/media.messages';
import { messages as tables } from './i18n/tables.messages';
import { messages as ui } from './i18n/ui.messages';

export type GalleryLocale = 'en' | 'pt';
type Catalog = Readonly<Record<string, string>>;

/** Every text of the gallery, per language (checked for en/pt parity in tests/ui/demo/gallery). */
export const galleryParts: ReadonlyArray<{ readonly en: Catalog; readonly pt: Catalog }> = [
  frame,
  ui,
  tables,
  components,
  media,
  forms,
  extensions,
  data,
];

export const galleryCatalogs: Readonly<Record<GalleryLocale, Catalog>> = {
  en: Object.assign({}, ...galleryParts.map((part) => part.en)) as Catalog,
  pt: Object.assign({}, ...galleryParts.map((part) => part.pt)) as Catalog,
};
