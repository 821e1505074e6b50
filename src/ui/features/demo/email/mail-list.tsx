import { ActionIcon, Badge, Checkbox, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconPaperclip, IconStar, IconStarFilled } from '@tabler/icons-react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Email } from '../../../../domain/demo/mail/email.types';
import { mailPreview } from '../../../../domain/demo/mail/mail-body';
import type { SelectableListProps } from '../../../components/demo/selectable-list';
import { labelColor } from './mail-colors';
import { MailDate } from './mail-date';

interface Props extends SelectableListProps<Email> {
  onToggleStar(id: number): void;
  onOpen(mail: Email): void;
}

export function MailList({ items: mails, selected, onToggle, onToggleStar, onOpen }: Props) {
  const intl = useIntl();
  if (mails.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        <FormattedMessage id="email.empty" />
      </Text>
    );
  }
  return (
    <Stack gap={0} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Mails">
      {mails.map((mail) => (
        <Paper
          key={mail.id}
          component="li"
          withBorder
          radius={0}
          px="sm"
          py={6}
          data-testid={`mail-row-${mail.id}`}
          data-unread={mail.unread || undefined}
          bg={mail.unread ? undefined : 'var(--mantine-color-default-hover)'}
        >
          <Group wrap="nowrap" gap="sm">
            <Checkbox
              checked={selected.includes(mail.id)}
              onChange={() => onToggle(mail.id)}
              aria-label={intl.formatMessage({ id: 'email.select' }, { name: mail.sender_name })}
            />
            <ActionIcon
              variant="subtle"
              color={mail.isStarred ? 'yellow.8' : 'gray'}
              onClick={() => onToggleStar(mail.id)}
              aria-label={intl.formatMessage({ id: mail.isStarred ? 'email.unstar' : 'email.star' })}
              aria-pressed={mail.isStarred}
            >
              {mail.isStarred ? <IconStarFilled size={16} /> : <IconStar size={16} />}
            </ActionIcon>
            <UnstyledButton onClick={() => onOpen(mail)} style={{ flex: 1, minWidth: 0 }}>
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Text fw={mail.unread ? 700 : 500} size="sm" truncate>
                  {mail.sender_name}
                </Text>
                <Group gap={4} wrap="nowrap">
                  {mail.attachments.length > 0 && (
                    <IconPaperclip
                      size={14}
                      role="img"
                      aria-label={intl.formatMessage({ id: 'email.attachments' }, { count: mail.attachments.length })}
                    />
                  )}
                  {mail.labels.map((l) => (
                    <Badge key={l} size="xs" variant="dot" color={labelColor(l)}>
                      <FormattedMessage id={`email.label.${l}`} defaultMessage={l} />
                    </Badge>
                  ))}
                  <Text size="xs" c="dimmed">
                    <MailDate mail={mail} />
                  </Text>
                </Group>
              </Group>
              <Text size="sm" fw={mail.unread ? 600 : 400} truncate>
                {mail.subject}
              </Text>
              <Text size="xs" c="dimmed" truncate>
                {mailPreview(mail.message, 140)}
              </Text>
            </UnstyledButton>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
