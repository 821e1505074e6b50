import { Loader, Stack, Title } from '@mantine/core';
import { notFound, useLocation } from '@tanstack/react-router';
import { Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import { GalleryIntl } from './gallery-intl';
import { galleryEntry, type GalleryEntry } from './gallery-registry';

/** Shared component of every gallery route file: finds the demo for the URL or answers 404. */
export function GalleryRoute() {
  const { pathname } = useLocation();
  const entry = galleryEntry(pathname.replace(/\/+$/, ''));
  if (!entry) throw notFound();
  return (
    <GalleryIntl>
      <GalleryFrame key={entry.path} entry={entry} />
    </GalleryIntl>
  );
}

function GalleryFrame({ entry }: { entry: GalleryEntry }) {
  const { Page } = entry;
  return (
    <Stack gap="md" component="section" aria-labelledby="gallery-title">
      <Title order={1} size="h2" id="gallery-title">
        <FormattedMessage id={entry.titleId} />
      </Title>
      <Suspense fallback={<PageLoading />}>
        <Page />
        <span hidden data-testid="gallery-ready" />
      </Suspense>
    </Stack>
  );
}

function PageLoading() {
  return (
    <Stack align="center" py="xl" role="status">
      <Loader aria-hidden />
      <FormattedMessage id="gallery.loading" />
    </Stack>
  );
}
