import { createFileRoute } from '@tanstack/react-router';
import { GalleryRoute } from '../../../../features/demo/gallery/gallery-route';

/** Form demos sit one or two levels deep (/forms/wizard, /forms/elements/select): a splat covers both. */
export const Route = createFileRoute('/_app/(demo)/forms/$')({ component: GalleryRoute });
