import { CloseButton, TextInput, type TextInputProps } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';

/**
 * A list's search box: what is typed goes into the URL after a pause. The URL's text replaces what the box holds
 * only when it comes from elsewhere (Back, a link, a saved view): the box's own earlier push, arriving while the
 * person types on, leaves their newer keystrokes alone.
 */
export function useSearchText(urlText: string, onText: (text: string) => void, waitMs = 250) {
  const [text, setText] = useState(urlText);
  const pushed = useRef(urlText);
  const push = useDebouncedCallback((value: string) => {
    pushed.current = value;
    onText(value);
  }, waitMs);
  useEffect(() => {
    if (urlText === pushed.current) return;
    push.cancel();
    pushed.current = urlText;
    setText(urlText);
  }, [urlText, push]);
  return {
    text,
    type(value: string) {
      setText(value);
      push(value);
    },
    clear() {
      // A push still waiting would put the old text back after the clear.
      push.cancel();
      setText('');
      pushed.current = '';
      onText('');
    },
  };
}

export interface ListSearchBoxProps extends Pick<TextInputProps, 'label' | 'aria-label' | 'placeholder' | 'w'> {
  readonly text: string;
  readonly onText: (text: string) => void;
  readonly testId?: string;
}

/** The search box of every list, with its clear button and the `/` shortcut. */
export function ListSearchBox({ text: urlText, onText, testId, ...input }: ListSearchBoxProps) {
  const intl = useIntl();
  const search = useSearchText(urlText, onText);
  return (
    <TextInput
      {...input}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={search.text}
      type="search"
      data-testid={testId}
      data-shortcut="list-search"
      aria-keyshortcuts="/"
      onChange={(e) => search.type(e.currentTarget.value)}
      rightSection={
        search.text ? (
          <CloseButton
            size="sm"
            aria-label={intl.formatMessage({ id: 'listView.clearSearch' })}
            onClick={search.clear}
          />
        ) : null
      }
    />
  );
}
