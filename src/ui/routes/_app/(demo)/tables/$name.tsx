import { createFileRoute } from '@tanstack/react-router';
import { GalleryRoute } from '../../../features/gallery/gallery-route';

/** Template demo pages: the gallery registry maps the path to a lazily loaded demo. */
export const Route = createFileRoute('/_app/tables/$name')({ component: GalleryRoute });
