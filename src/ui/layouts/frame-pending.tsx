import { Skeleton, Stack } from '@mantine/core';
import { useIntl } from 'react-intl';
import { BrandMark } from './brand-mark';
import classes from './shell.module.css';

/**
 * What a signed-in screen shows while its session is restored (the backend may still be starting): the frame's
 * outline with the product's name, and grey blocks where the page will stand, painted at once instead of a blank page. It needs nothing the
 * frame needs (no layout machine, no query client), only the styles and the frame's texts.
 */
export function FramePending() {
  const intl = useIntl();
  return (
    <div className={classes.root} data-testid="frame-pending">
      <div className={classes.pendingSidebar} />
      <div className={classes.pendingContent}>
        <div className={classes.navbar} data-type="static">
          <BrandMark />
        </div>
        <main className={classes.main} aria-busy="true" aria-label={intl.formatMessage({ id: 'common.loading' })}>
          <Stack gap="md">
            <Skeleton height={28} width={220} radius="sm" />
            <Skeleton height={96} radius="md" />
            <Skeleton height={320} radius="md" />
          </Stack>
        </main>
      </div>
    </div>
  );
}
