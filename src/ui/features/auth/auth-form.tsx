import { Anchor, Button, Stack } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useState, type FormEventHandler, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { errorText } from '../../components/error-text';
import { AuthCard } from './auth-card';
import { AuthNotices, type AuthNotice } from './auth-fields';

export function BackToLogin({ labelId = 'auth.back' }: { readonly labelId?: string }) {
  return (
    <Anchor component={Link} to="/pages/login" size="sm" ta="center">
      <FormattedMessage id={labelId} />
    </Anchor>
  );
}

/** A sign-in type page's form: its card, its notices, its fields, one submit button and the way back. */
export function AuthForm(props: {
  readonly title: ReactNode;
  readonly subtitle?: ReactNode;
  readonly notices: readonly (AuthNotice | null | false)[];
  readonly onSubmit: FormEventHandler<HTMLFormElement>;
  readonly submitLabelId: string;
  readonly busy: boolean;
  readonly disabled?: boolean;
  readonly footer?: ReactNode;
  readonly children: ReactNode;
}) {
  return (
    <AuthCard title={props.title} subtitle={props.subtitle}>
      <form noValidate onSubmit={props.onSubmit}>
        <Stack gap="sm">
          <AuthNotices notices={props.notices} />
          {props.children}
          <Button type="submit" loading={props.busy} disabled={props.disabled ?? false} fullWidth>
            <FormattedMessage id={props.submitLabelId} />
          </Button>
          {props.footer ?? <BackToLogin />}
        </Stack>
      </form>
    </AuthCard>
  );
}

/**
 * Runs a sign-in page's request once at a time: busy while it runs, and a failure kept as the sentence to show
 * (or handed to `onError`, which answers whether it dealt with it, for example at the fields).
 */
export function useAuthRequest() {
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (request: () => Promise<void>, onError?: (caught: unknown) => boolean) => {
    setBusy(true);
    setError(null);
    try {
      await request();
    } catch (caught) {
      if (!onError?.(caught)) setError(errorText(intl, caught));
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, run };
}
