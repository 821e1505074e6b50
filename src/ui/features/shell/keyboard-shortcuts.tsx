import { useHotkeys } from '@mantine/hooks';
import { useState } from 'react';
import { onDemandPart, WhenWanted } from '../../components/on-demand';

/**
 * What the shortcuts act on is marked by the screens: `data-shortcut="list-search"` on a list's search box,
 * `"new-record"` on its New button. Ctrl+S submits the form being edited.
 */
const SEARCH = '[data-shortcut="list-search"]';
const NEW_RECORD = '[data-shortcut="new-record"]';

/** A dialog is open: the single-key shortcuts leave the screen behind it alone. */
function dialogOpen(): boolean {
  return document.querySelector('[aria-modal="true"]') !== null;
}

export function focusListSearch(): boolean {
  const box = document.querySelector<HTMLInputElement>(SEARCH);
  box?.focus();
  box?.select();
  return box !== null;
}

export function startNewRecord(): boolean {
  const button = document.querySelector<HTMLElement>(NEW_RECORD);
  button?.click();
  return button !== null;
}

/** The form holding the focus, or else the screen's only form with a submit button, is submitted (and validated). */
export function saveForm(): boolean {
  const focused = document.activeElement instanceof HTMLElement ? document.activeElement.closest('form') : null;
  const forms = [...document.querySelectorAll('form')].filter((f) => f.querySelector('[type="submit"]'));
  const form = focused ?? (forms.length === 1 ? forms[0] : null);
  if (!form) return false;
  form.requestSubmit();
  return true;
}

/** The list of shortcuts (`?`), fetched when it is first asked for. */
const shortcutHelp = onDemandPart(() => import('./keyboard-shortcuts.lazy').then((m) => m.ShortcutHelp));

/**
 * The keyboard on lists and forms: `/` focuses the list's search, `n` starts a new record, Ctrl+S (⌘S) saves the
 * form, `?` lists the shortcuts; Esc closes a dialog (Mantine's modals do it themselves). The single keys never
 * fire while typing in a field or with a dialog open; Ctrl+S works from a field, where one saves.
 */
export function KeyboardShortcuts() {
  const [help, setHelp] = useState(false);
  const unlessDialog = (action: () => unknown) => () => {
    if (!dialogOpen()) action();
  };
  useHotkeys([
    ['/', unlessDialog(focusListSearch)],
    ['n', unlessDialog(startNewRecord)],
    ['shift+?', unlessDialog(() => setHelp(true))],
    ['?', unlessDialog(() => setHelp(true))],
  ]);
  useHotkeys([['mod+S', () => saveForm()]], []);
  return <WhenWanted part={shortcutHelp} wanted={help} props={{ opened: help, onClose: () => setHelp(false) }} />;
}
