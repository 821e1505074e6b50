import { notifications } from '@mantine/notifications';
import {
  useMutation,
  useQueryClient,
  type FetchQueryOptions,
  type QueryKey,
  type UseMutationOptions,
} from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChangeKind } from '../../../application/ports/change-feed.port';
import type { ActorRef } from '../../../domain/freight/freight-record';
import { fieldChanges } from '../../../domain/audit/audit-entry';
import { useSession, useUseCases } from '../../app-context';
import { useFormDraft, type DraftOptions } from './use-form-draft';
import { useIntl } from 'react-intl';
import { toAppError } from '../../../application/errors/app-error';
import { errorCodeOf, fieldErrorTexts } from '../error-text';
import { notifyFailed } from '../notify-outcome';
import { newRequestId } from '../request-id';

/** How an edit form meets a newer save of its record (someone else saved it since it was opened). */
export interface SaveConflictOptions<R> {
  /** The stored record the form was opened on; null for a new record, which cannot conflict. */
  readonly opened: R | null;
  /** A record's version; by default its `updatedAt`. */
  readonly versionOf?: (record: R) => string;
  /** The record's query: read again, fresh, to show or to save over (the cache then holds it too). */
  readonly detail: (record: R) => FetchQueryOptions<R, Error, R, QueryKey>;
  /** Shows the stored record in the form, in place of what was typed. */
  readonly showSaved: (record: R) => void;
  /** The record's kind as live changes name it: someone else's save of it is then said in the form at once. */
  readonly kind?: Exclude<ChangeKind, 'savedView'>;
  /** Puts what was typed on top of the stored record (see `mergeFormOnto`). */
  readonly mergeSaved?: (record: R) => void;
}

/** Someone else saved the form's record while it was open: who, when, the fields they changed, and that version. */
export interface ColleagueSave<R> {
  readonly kind: Exclude<ChangeKind, 'savedView'>;
  readonly by: ActorRef;
  readonly at: string;
  readonly fields: readonly string[];
  readonly latest: R;
}

const updatedAtOf = (record: unknown) => (record as { readonly updatedAt: string }).updatedAt;

export type SaveConflictAction = 'loadSaved' | 'saveMine';

/**
 * Saving a record form through its resource's save mutation (which puts the saved record in the
 * cache): one request id per form, so a double click or a retry creates one record, and nothing
 * more is saved once it is saved (the form is on its way out); server field errors go back to their
 * fields; a refusal is said at the form and the form keeps what was typed.
 *
 * With `conflict`, a save names the version it started from (`variables`' second argument): a
 * newer save refuses it (record.stale), and the form may then load the saved version or save what
 * was typed over it.
 */
export function useFormSave<R, V>(options: {
  readonly mutation: UseMutationOptions<R, Error, V>;
  /** What to save under this request id against this version, or null when the form itself refuses. */
  readonly variables: (requestId: string, expectedUpdatedAt?: string) => V | null;
  readonly setFieldErrors: (errors: Record<string, string>) => void;
  readonly onSaved: (record: R) => void;
  readonly conflict?: SaveConflictOptions<R>;
  /** Keeps what was typed when the session ends, and offers it back after signing in again. */
  readonly draft?: DraftOptions;
}) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const save = useMutation(options.mutation);
  const requestId = useRef(newRequestId());
  const conflict = options.conflict?.opened ? options.conflict : undefined;
  const versionOf = conflict?.versionOf ?? updatedAtOf;
  const version = useRef(conflict?.opened ? versionOf(conflict.opened) : undefined);
  const running = useRef(false);
  const saved = useRef(false);
  const [resolving, setResolving] = useState<SaveConflictAction | null>(null);
  const isSaved = useCallback(() => saved.current, []);
  const draft = useFormDraft(options.draft, isSaved, version);
  const colleague = useColleagueSaves(conflict, version, versionOf, running, saved);

  const submit = async () => {
    if (running.current || saved.current) return;
    const variables = options.variables(requestId.current, version.current);
    if (variables === null) return;
    running.current = true;
    try {
      const record = await save.mutateAsync(variables);
      notifications.show({ color: 'green', message: intl.formatMessage({ id: 'listView.saved' }) });
      saved.current = true;
      draft.saved();
      options.onSaved(record);
    } catch (error) {
      const fields = fieldErrorTexts(intl, toAppError(error).fieldErrors);
      if (Object.keys(fields).length > 0) options.setFieldErrors(fields);
      // A conflict the form offers to resolve is said there, with its actions, not in a passing notification.
      if (!(conflict && isStale(error))) {
        notifyFailed(intl, intl.formatMessage({ id: 'listView.saveFailed' }), error);
      }
    } finally {
      running.current = false;
    }
  };

  /** The form builds on `latest` from now on: its next save goes over that version. */
  const adopt = (latest: R, show: (record: R) => void) => {
    version.current = versionOf(latest);
    colleague.based(latest);
    save.reset();
    show(latest);
  };

  /** Reads the stored record; a failed read is said in a notification and changes nothing. */
  const resolve = async (action: SaveConflictAction) => {
    if (!conflict?.opened || resolving !== null) return;
    setResolving(action);
    try {
      const latest = await queryClient.fetchQuery({ ...conflict.detail(conflict.opened), staleTime: 0 });
      if (action === 'loadSaved') {
        adopt(latest, conflict.showSaved);
      } else {
        version.current = versionOf(latest);
        await submit();
      }
    } catch (error) {
      notifyFailed(intl, intl.formatMessage({ id: 'listView.saveFailed' }), error);
    } finally {
      setResolving(null);
    }
  };

  const stale = conflict !== undefined && save.error !== null && isStale(save.error);
  return {
    submit,
    saving: save.isPending || save.isSuccess,
    /** The last refusal, for the form's own message; null once a save succeeds or starts again. */
    failure: save.error,
    /** True once the form's record is saved: leaving it then loses nothing. */
    isSaved,
    /** Someone else saved the record since the form was opened (only with `conflict`). */
    stale,
    /** The conflict action under way, if any. */
    resolving,
    /** Discards what was typed and shows the record as stored now. */
    loadSaved: () => resolve('loadSaved'),
    /** Saves what was typed over the version stored now. */
    saveMine: () => resolve('saveMine'),
    /** Input kept when an earlier session ended, offered back (restore or discard); null when there is none. */
    draftOffer: draft.offer,
    /** Someone else's save of the record while the form is open (only with `conflict.kind`), else null. */
    colleagueSave: colleague.notice,
    /** Keeps what was typed, on top of the colleague's version. */
    mergeColleague: () => {
      const notice = colleague.notice;
      if (notice && conflict?.mergeSaved) adopt(notice.latest, conflict.mergeSaved);
    },
    /** Shows the colleague's version in place of what was typed. */
    reloadColleague: () => {
      const notice = colleague.notice;
      if (notice && conflict) adopt(notice.latest, conflict.showSaved);
    },
  };
}

/**
 * Listens for live changes of the form's record: a save by someone else (or by this person in another tab) is read
 * at once and compared with the version the form builds on. This tab's own save (under way or done) is not told.
 */
function useColleagueSaves<R>(
  conflict: SaveConflictOptions<R> | undefined,
  version: { current: string | undefined },
  versionOf: (record: R) => string,
  running: { readonly current: boolean },
  saved: { readonly current: boolean },
) {
  const { live } = useUseCases();
  const queryClient = useQueryClient();
  const me = useSession()?.userId ?? null;
  const [notice, setNotice] = useState<ColleagueSave<R> | null>(null);
  const base = useRef<R | null>(conflict?.opened ?? null);
  // The options are a new object at each render; the subscription reads the latest through this.
  const latestOptions = useRef({ conflict, versionOf });
  latestOptions.current = { conflict, versionOf };
  const kind = conflict?.kind;
  const id = (conflict?.opened as { readonly id?: string } | null | undefined)?.id;
  useEffect(() => {
    if (!kind || id === undefined) return;
    return live.subscribe((message) => {
      if (message.type !== 'change') return;
      const change = message.change;
      if (change.kind !== kind || change.id !== id || change.action !== 'update') return;
      if (saved.current || change.version === version.current || (change.by.id === me && running.current)) return;
      const { conflict: current, versionOf: versionOfNow } = latestOptions.current;
      if (!current || base.current === null) return;
      queryClient.fetchQuery({ ...current.detail(base.current), staleTime: 0 }).then(
        (latest) => {
          if (saved.current || versionOfNow(latest) === version.current || base.current === null) return;
          const fields = fieldChanges(base.current as object, latest as object).map((c) => c.field);
          setNotice({ kind, by: change.by, at: change.at, fields, latest });
        },
        // Not readable now (gone, or no longer allowed): a save will say so.
        () => undefined,
      );
    });
  }, [live, kind, id, me, queryClient, version, running, saved]);
  return {
    notice,
    based: (record: R) => {
      base.current = record;
      setNotice(null);
    },
  };
}

function isStale(error: unknown): boolean {
  return errorCodeOf(toAppError(error)) === 'record.stale';
}

export type FormSave = ReturnType<typeof useFormSave>;

/** A form's new starting point (a stored record's values): nothing typed is left and nothing is unsaved. */
export function resetFormTo<V>(
  form: {
    setInitialValues(values: V): void;
    setValues(values: V): void;
    resetDirty(values?: V): void;
    clearErrors(): void;
  },
  values: V,
): void {
  form.setInitialValues(values);
  form.setValues(values);
  form.resetDirty(values);
  form.clearErrors();
}
