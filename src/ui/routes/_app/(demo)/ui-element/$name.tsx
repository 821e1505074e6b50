import { createFileRoute } from '@tanstack/react-router';
import { GalleryRoute } from '../../../../features/demo/gallery/gallery-route';

/** Template demo pages: the gallery registry maps the path to a lazily loaded demo. */
export const Route = createFileRoute('/_app/(demo)/ui-element/$name')({ component: GalleryRoute });
