import { Badge, Button, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconPaperclip } from '@tabler/icons-react';
import { FormattedMessage } from 'react-intl';
import type { Email } from '../../../../domain/demo/mail/email.types';
import { labelColor } from './mail-colors';
import { SafeMailBody } from './safe-mail-body';
import { MailDate } from './mail-date';
import { DemoPerson } from '../../../components/demo/demo-person';

function MailMessage({ mail, depth }: { mail: Email; depth: number }) {
  return (
    <Paper withBorder p="md" ml={depth * 24} data-testid={`mail-message-${mail.id}`}>
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <DemoPerson name={mail.sender_name} wrap="nowrap">
          {mail.sender} · <FormattedMessage id="email.to" />: {mail.to.join(', ')}
          {mail.cc.length > 0 && ` · Cc: ${mail.cc.join(', ')}`}
        </DemoPerson>
        <Text size="xs" c="dimmed">
          <MailDate mail={mail} withYear />
        </Text>
      </Group>
      <SafeMailBody html={mail.message} />
      {mail.attachments.length > 0 && (
        <>
          <Divider my="sm" />
          <Text size="sm" fw={600}>
            <FormattedMessage id="email.attachments" values={{ count: mail.attachments.length }} />
          </Text>
          <Group gap="xs" mt={4}>
            {mail.attachments.map((file) => (
              <Badge key={file} variant="outline" leftSection={<IconPaperclip size={12} />}>
                {file}
              </Badge>
            ))}
          </Group>
        </>
      )}
      {mail.replies.length > 0 && (
        <Stack gap="sm" mt="md">
          <Text size="sm" c="dimmed">
            <FormattedMessage id="email.replies" values={{ count: mail.replies.length }} />
          </Text>
          {mail.replies.map((reply) => (
            <MailMessage key={reply.id} mail={reply} depth={depth + 1} />
          ))}
        </Stack>
      )}
    </Paper>
  );
}

export function MailView({ mail, onBack }: { mail: Email; onBack: () => void }) {
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Button variant="subtle" leftSection={<IconArrowLeft size={16} />} onClick={onBack}>
          <FormattedMessage id="email.back" />
        </Button>
        <Group gap={4}>
          {mail.labels.map((l) => (
            <Badge key={l} color={labelColor(l)} variant="dot">
              <FormattedMessage id={`email.label.${l}`} defaultMessage={l} />
            </Badge>
          ))}
        </Group>
      </Group>
      <Title order={2} size="h3">
        {mail.subject}
      </Title>
      <MailMessage mail={mail} depth={0} />
    </Stack>
  );
}
