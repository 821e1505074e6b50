import { Box, Group, Loader, Paper, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { IconSearch, IconStar, IconStarFilled } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useId, useMemo, useState, type KeyboardEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { bookmarkSuggestions, moveHighlight, type Bookmark } from '../../../domain/bookmarks/bookmarks';
import { ShellIcon } from './shell-icon';

interface BookmarkSearchProps {
  readonly bookmarks: readonly Bookmark[];
  readonly busy: boolean;
  onToggle(bookmark: Bookmark): void;
}

/**
 * A combobox over the bookmarks: 100 suggestions with no text, 6 while typing. Arrow keys move,
 * Enter opens the page, Shift+Enter stars or un-stars; the star can also be clicked.
 */
export function BookmarkSearch({ bookmarks, busy, onToggle }: BookmarkSearchProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const id = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const suggestions = useMemo(() => bookmarkSuggestions(bookmarks, text), [bookmarks, text]);
  const optionId = (index: number) => `${id}-option-${index}`;

  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- optionId only depends on id
  }, [active]);

  const go = (bookmark: Bookmark) => {
    setOpen(false);
    setText('');
    setActive(-1);
    void navigate({ to: bookmark.link as '/' });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const move = { ArrowDown: 'next', ArrowUp: 'previous' } as const;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      setActive((current) => moveHighlight(current, suggestions.length, move[event.key as keyof typeof move]));
    } else if (event.key === 'Enter' && open && active >= 0 && suggestions[active]) {
      event.preventDefault();
      const chosen = suggestions[active];
      if (event.shiftKey) onToggle(chosen);
      else go(chosen);
    } else if (event.key === 'Escape') {
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <Box pos="relative">
      <TextInput
        role="combobox"
        aria-label={intl.formatMessage({ id: 'shell.bookmarks.search' })}
        aria-expanded={open}
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
        aria-describedby={`${id}-hint`}
        placeholder={intl.formatMessage({ id: 'shell.bookmarks.placeholder' })}
        leftSection={busy ? <Loader size={14} /> : <IconSearch size={16} />}
        w={{ base: 130, md: 230 }}
        value={text}
        onChange={(e) => {
          setText(e.currentTarget.value);
          setActive(-1);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      <VisuallyHidden id={`${id}-hint`}>
        <FormattedMessage id="shell.bookmarks.hint" />
      </VisuallyHidden>
      {open && (
        <Paper
          shadow="lg"
          withBorder
          p={4}
          data-testid="bookmark-suggestions"
          style={{
            position: 'absolute',
            top: 'calc(100% + 4px)',
            insetInlineStart: 0,
            width: 320,
            maxWidth: '90vw',
            maxHeight: 380,
            overflowY: 'auto',
            zIndex: 300,
          }}
        >
          {suggestions.length > 0 && (
            <ul
              role="listbox"
              id={`${id}-list`}
              aria-label={intl.formatMessage({ id: 'shell.bookmarks.search' })}
              style={{ listStyle: 'none', margin: 0, padding: 0 }}
            >
              {suggestions.map((b, index) => (
                <li
                  key={b.id}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === active}
                  onMouseDown={(e) => {
                    e.preventDefault();
                    go(b);
                  }}
                  onMouseEnter={() => setActive(index)}
                  style={{
                    cursor: 'pointer',
                    borderRadius: 6,
                    padding: '6px 8px',
                    background: index === active ? 'var(--mantine-color-default-hover)' : undefined,
                  }}
                >
                  <Group gap="xs" wrap="nowrap" justify="space-between">
                    <Group gap="xs" wrap="nowrap">
                      <ShellIcon name={b.icon} size={16} />
                      <Text size="sm">{b.title}</Text>
                      {b.starred && (
                        <VisuallyHidden>
                          (<FormattedMessage id="shell.bookmarks.starred" />)
                        </VisuallyHidden>
                      )}
                    </Group>
                    <span
                      aria-hidden
                      data-testid="bookmark-star"
                      data-starred={b.starred}
                      onMouseDown={(e) => {
                        e.preventDefault();
                        e.stopPropagation();
                        onToggle(b);
                      }}
                      style={{
                        display: 'inline-flex',
                        color: b.starred ? 'var(--mantine-color-yellow-6)' : 'var(--mantine-color-dimmed)',
                      }}
                    >
                      {b.starred ? <IconStarFilled size={16} /> : <IconStar size={16} />}
                    </span>
                  </Group>
                </li>
              ))}
            </ul>
          )}
          {suggestions.length === 0 && (
            <Text size="sm" c="dimmed" p="xs">
              <FormattedMessage id="shell.bookmarks.empty" />
            </Text>
          )}
        </Paper>
      )}
    </Box>
  );
}
