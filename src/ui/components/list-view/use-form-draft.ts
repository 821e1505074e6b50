import { useRouterState } from '@tanstack/react-router';
import { useEffect, useRef, useState, type RefObject } from 'react';
import type { FormDraft } from '../../../application/auth/form-drafts';
import { useSession, useUseCases } from '../../app-context';

/** A record form as @mantine/form's useForm gives it: only what keeping a draft needs. */
export interface DraftableForm {
  getValues(): object;
  setValues(values: Record<string, unknown>): void;
  isDirty(): boolean;
}

export interface DraftOptions {
  readonly form: DraftableForm;
  /** The record as the person knows it (a freight number, a product code); '' for a new record. */
  readonly label: () => string;
}

/** Input kept when an earlier session ended, offered back on the same form. */
export interface DraftOffer {
  readonly label: string;
  restore(): void;
  discard(): void;
}

/**
 * Keeps a record form's unsaved input when the session ends without the person asking (idle, refused,
 * signed out in another tab), under their user id and the form's address; offers it back when they open the
 * same form again, and forgets it once saved, restored or discarded. `version` is the record version the
 * form saves against: a restored draft saves against the version it was typed on, so a newer save by
 * someone else is met as a conflict, not overwritten.
 */
export function useFormDraft(
  options: DraftOptions | undefined,
  isSaved: () => boolean,
  version: RefObject<string | undefined>,
) {
  const { auth } = useUseCases();
  const session = useSession();
  const key = useRouterState({ select: (state) => state.location.pathname });
  const userId = session?.userId ?? null;
  const [offered, setOffered] = useState<FormDraft | null>(() =>
    options && userId ? auth.drafts.find(userId, key) : null,
  );
  const latest = useRef(options);
  const keptFor = useRef<string | null>(null);
  useEffect(() => {
    latest.current = options;
  });

  const keeps = options !== undefined;
  useEffect(() => {
    if (!keeps) return undefined;
    return auth.onSessionEnding((_reason, ending) => {
      const draft = latest.current;
      if (!draft || isSaved() || !draft.form.isDirty()) return;
      auth.drafts.keep(ending.userId, key, {
        label: draft.label(),
        values: draft.form.getValues(),
        ...(version.current === undefined ? {} : { version: version.current }),
      });
      keptFor.current = ending.userId;
    });
  }, [auth, key, keeps, isSaved, version]);

  // Signed in again over this page (the session-expired dialog clears the expiry with a verified session):
  // the form still holds what was kept.
  useEffect(
    () =>
      auth.expiry.subscribe(() => {
        const kept = keptFor.current;
        if (kept === null || auth.expiry.isRaised() || auth.verifiedRole() === null) return;
        auth.drafts.drop(kept, key);
        keptFor.current = null;
      }),
    [auth, key],
  );

  const forget = () => {
    if (userId) auth.drafts.drop(userId, key);
    setOffered(null);
  };
  const offer: DraftOffer | null =
    offered && options
      ? {
          label: offered.label,
          restore() {
            const current = options.form.getValues() as Record<string, unknown>;
            // Only the fields this form still has: a draft from an older version of the form cannot add others.
            const known = Object.entries(offered.values).filter(([field]) => field in current);
            options.form.setValues(Object.fromEntries(known));
            if (offered.version !== undefined) version.current = offered.version;
            forget();
          },
          discard: forget,
        }
      : null;
  return { offer, saved: forget };
}
