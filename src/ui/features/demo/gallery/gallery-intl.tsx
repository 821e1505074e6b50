import type { ReactNode } from 'react';
import { FeatureIntl } from '../../../components/feature-intl';
import { galleryCatalogs } from './gallery-messages';

/** The gallery's texts travel in its lazy chunk, so the demos cost the product screens nothing. */
export function GalleryIntl({ children }: { children: ReactNode }) {
  return <FeatureIntl messages={galleryCatalogs}>{children}</FeatureIntl>;
}
