import type { Role } from '../acl/role';

/**
 * A saved view: a named set of one list's URL state (filters, text search, sort, page size) and its columns
 * (which are shown, in which order), kept for its owner or shared with all staff.
 *
 * Rules (written here once; the Firestore rules repeat the ones a browser could skip):
 * - the name is 1 to 60 characters after trimming, none hidden (zero-width, bidi); names need not be unique (two
 *   people may both keep "Mine"), but a shared one may not read as official ("Official", "Default", "System");
 * - a state never keeps an object's own keys (constructor, prototype, __proto__);
 * - a person keeps at most 50 views per list;
 * - every member of staff reads their own views and the shared ones; a private view is its owner's alone;
 * - the owner edits and deletes a view; an admin also edits and deletes a SHARED view (to tidy what everyone
 *   sees), but cannot make it private nor take it over; only the owner shares or unshares;
 * - each person has at most one default view per list (a pointer kept per person and list, so setting a default
 *   replaces the last one); it may be any view the person can read, their own or a shared one;
 * - a view shows at least one column.
 */
export const SAVED_VIEW_LISTS = ['freight', 'products', 'contacts', 'users'] as const;
export type SavedViewList = (typeof SAVED_VIEW_LISTS)[number];

export const VIEW_NAME_MAX = 60;
export const VIEWS_PER_LIST_MAX = 50;
export const VIEW_STATE_KEYS_MAX = 20;
export const VIEW_COLUMNS_MAX = 40;
const TEXT_MAX = 200;
const LIST_VALUES_MAX = 20;
const LIST_VALUE_MAX = 100;
/** A search key or column id: a letter, then letters and digits ('shipDateFrom', 'declaredValue'). */
const KEY = /^[A-Za-z][A-Za-z0-9]{0,39}$/;
/** Keys a view never keeps: the page number (a view opens on page 1) and the view itself. */
const UNSAVED_KEYS = new Set(['page', 'view']);
/** Keys that name an object's own machinery: a state read into a plain object must never carry them. */
const OBJECT_KEYS = new Set(['constructor', 'prototype', '__proto__', 'hasOwnProperty', 'toString', 'valueOf']);
/** Characters that hide or reorder text (zero-width, bidi controls, soft hyphen) and control characters. */
const HIDDEN_CHARACTERS =
  // eslint-disable-next-line no-control-regex -- control characters are what it looks for
  /[\u0000-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u206f\ufeff]/;
/**
 * Words a SHARED view's name may not use, as everyone sees it: they would pass it off as the product's or an
 * admin's own (compared without case, accents or spacing; English and Portuguese).
 */
const OFFICIAL_WORDS = ['official', 'oficial', 'default', 'padrao', 'system', 'sistema', 'freightdesk'];

/** The name as a reader compares it: compatibility forms folded, accents and non-letters dropped, lower case. */
function foldedName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');
}

/** True when a shared view's name would read as an official one. */
export function isOfficialLookingName(name: string): boolean {
  const folded = foldedName(name);
  return OFFICIAL_WORDS.some((word) => folded.includes(word));
}

export type ViewStateValue = string | number | readonly string[];
/** The list's URL search as it was saved, defaults left out ('status' -> ['draft'], 'sort' -> 'eta'). */
export type ViewState = Readonly<Record<string, ViewStateValue>>;

export interface ViewColumn {
  readonly id: string;
  readonly visible: boolean;
}

/** What a person chooses when saving a view. */
export interface SavedViewDraft {
  readonly list: SavedViewList;
  readonly name: string;
  readonly shared: boolean;
  readonly state: ViewState;
  readonly columns: readonly ViewColumn[];
}

export interface SavedView extends SavedViewDraft {
  readonly id: string;
  readonly ownerId: string;
  readonly ownerName: string;
  readonly createdAt: string;
  readonly updatedAt: string;
}

/** Who asks: their id and role. */
export interface ViewActor {
  readonly id: string;
  readonly role: Role;
}

export function isSavedViewList(value: unknown): value is SavedViewList {
  return typeof value === 'string' && (SAVED_VIEW_LISTS as readonly string[]).includes(value);
}

function stateValueOk(value: unknown): boolean {
  if (typeof value === 'string') return value.length > 0 && value.length <= TEXT_MAX;
  if (typeof value === 'number') return Number.isInteger(value) && value >= 0 && value <= 100_000;
  return (
    Array.isArray(value) &&
    value.length > 0 &&
    value.length <= LIST_VALUES_MAX &&
    value.every((v) => typeof v === 'string' && v.length > 0 && v.length <= LIST_VALUE_MAX)
  );
}

/** The state a view keeps of a list's search: the page and the view left out, and empty values. */
export function viewStateOf(search: Readonly<Record<string, unknown>>): ViewState {
  const state: Record<string, ViewStateValue> = {};
  for (const [key, value] of Object.entries(search)) {
    if (UNSAVED_KEYS.has(key) || value === undefined || value === '') continue;
    if (Array.isArray(value) && value.length === 0) continue;
    state[key] = value as ViewStateValue;
  }
  return state;
}

/**
 * The field errors of a draft ('name' -> 'required' | 'tooLong' | 'hiddenCharacters' | 'reservedName', 'state' ->
 * 'invalid' | 'reservedKey', 'columns' -> ...).
 */
export function savedViewErrors(draft: SavedViewDraft): Readonly<Record<string, string>> {
  const errors: Record<string, string> = {};
  const name = draft.name.trim();
  if (name === '') errors.name = 'required';
  else if (name.length > VIEW_NAME_MAX) errors.name = 'tooLong';
  else if (HIDDEN_CHARACTERS.test(name)) errors.name = 'hiddenCharacters';
  else if (draft.shared && isOfficialLookingName(name)) errors.name = 'reservedName';
  if (!isSavedViewList(draft.list)) errors.list = 'invalid';
  const entries = Object.entries(draft.state);
  if (
    entries.length > VIEW_STATE_KEYS_MAX ||
    entries.some(([key, value]) => !KEY.test(key) || UNSAVED_KEYS.has(key) || !stateValueOk(value))
  ) {
    errors.state = 'invalid';
  } else if (entries.some(([key]) => OBJECT_KEYS.has(key))) {
    errors.state = 'reservedKey';
  }
  const ids = draft.columns.map((c) => c.id);
  if (
    draft.columns.length > VIEW_COLUMNS_MAX ||
    ids.some((id) => !KEY.test(id)) ||
    new Set(ids).size !== ids.length ||
    draft.columns.some((c) => typeof c.visible !== 'boolean')
  ) {
    errors.columns = 'invalid';
  } else if (draft.columns.length > 0 && !draft.columns.some((c) => c.visible)) {
    errors.columns = 'noneShown';
  }
  return errors;
}

/** The draft as it is kept: the name trimmed. */
export function normalizeViewDraft(draft: SavedViewDraft): SavedViewDraft {
  return {
    list: draft.list,
    name: draft.name.trim(),
    shared: draft.shared,
    state: draft.state,
    columns: draft.columns.map((c) => ({ id: c.id, visible: c.visible })),
  };
}

/** A private view is its owner's alone; a shared one every member of staff reads. */
export function mayReadView(actor: ViewActor, view: Pick<SavedView, 'ownerId' | 'shared'>): boolean {
  return view.ownerId === actor.id || view.shared;
}

/** The owner edits and deletes their view; an admin also a shared one. */
export function mayEditView(actor: ViewActor, view: Pick<SavedView, 'ownerId' | 'shared'>): boolean {
  return view.ownerId === actor.id || (actor.role === 'admin' && view.shared);
}

/** Only the owner shares or unshares a view: an admin tidying a shared view keeps it shared. */
export function maySetSharing(actor: ViewActor, view: Pick<SavedView, 'ownerId' | 'shared'>, shared: boolean): boolean {
  return view.ownerId === actor.id || view.shared === shared;
}

/** The views a person sees in a list's menu: their own first, then the shared ones, each by name. */
export function orderViews(actor: ViewActor, views: readonly SavedView[]): SavedView[] {
  const rank = (v: SavedView) => (v.ownerId === actor.id ? 0 : 1);
  return [...views].sort(
    (a, b) =>
      rank(a) - rank(b) || a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || (a.id < b.id ? -1 : 1),
  );
}

/**
 * The columns to show, in order: the saved ones first as saved (unknown ids dropped), then any column the list
 * has gained since, shown, in the list's own order.
 */
export function arrangeColumns(known: readonly string[], saved: readonly ViewColumn[] | null): ViewColumn[] {
  const kept = (saved ?? []).filter((c) => known.includes(c.id));
  const seen = new Set(kept.map((c) => c.id));
  const arranged = [...kept, ...known.filter((id) => !seen.has(id)).map((id) => ({ id, visible: true }))];
  return arranged.some((c) => c.visible) ? arranged : arranged.map((c, i) => (i === 0 ? { ...c, visible: true } : c));
}

/** Moves the column at `from` one place up (-1) or down (+1); out of range leaves the order as it was. */
export function moveColumn(columns: readonly ViewColumn[], from: number, by: -1 | 1): ViewColumn[] {
  const to = from + by;
  if (from < 0 || from >= columns.length || to < 0 || to >= columns.length) return [...columns];
  const next = [...columns];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as ViewColumn);
  return next;
}

/** Shows or hides one column; the last shown column stays shown. */
export function toggleColumn(columns: readonly ViewColumn[], id: string, visible: boolean): ViewColumn[] {
  const next = columns.map((c) => (c.id === id ? { ...c, visible } : c));
  return next.some((c) => c.visible) ? next : [...columns];
}
