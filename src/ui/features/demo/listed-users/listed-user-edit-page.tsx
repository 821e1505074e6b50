import { Button, Group, Paper, Select, SimpleGrid, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { isAppError } from '../../../../application/errors/app-error';
import type { ListedUser } from '../../../../domain/demo/listed-users/listed-user.types';
import {
  validateListedUser,
  type ListedUserEdit,
  type ListedUserErrors,
} from '../../../../domain/demo/listed-users/listed-user-filter';
import { useUseCases } from '../../../app-context';
import { notifyFailure } from '../../../components/notify-outcome';
import { listedUserMutations } from './listed-users.mutations';
import { choiceOptions } from './listed-user-options';
import { ListedUserScreen } from './listed-user-screen';
import { withFeatureIntl } from '../../../components/feature-intl';
import { messages } from './messages';
import { useDraft, useValidation } from '../../../components/demo/use-draft';

function EditForm({ user }: { user: ListedUser }) {
  const { samples } = useUseCases().demo;
  const intl = useIntl();
  const save = useMutation(listedUserMutations.update(useQueryClient(), samples));
  const t = (id: string) => intl.formatMessage({ id });
  const { draft: form, ...fields } = useDraft<ListedUserEdit>({
    username: user.username,
    name: user.name,
    email: user.email,
    role: user.role,
    status: user.status,
    department: user.department,
    country: user.country,
  });
  const { errors, setErrors, validate } = useValidation(() => validateListedUser(form));
  const text = (key: 'username' | 'name' | 'email' | 'department' | 'country') => ({
    ...fields.text(key),
    error: key in errors ? t(`listedUsers.error.${errors[key as keyof ListedUserErrors]}`) : undefined,
  });

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!validate()) return;
    try {
      await save.mutateAsync({ id: user.id, edit: form });
      notifications.show({ color: 'green', message: t('listedUsers.saved') });
    } catch (e) {
      if (isAppError(e)) setErrors(e.fieldErrors as ListedUserErrors);
      notifyFailure(intl, e);
    }
  }

  return (
    <Paper withBorder p="lg" component="form" onSubmit={submit} noValidate>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={t('listedUsers.col.username')} required {...text('username')} />
        <TextInput label={t('listedUsers.col.name')} required {...text('name')} />
        <TextInput label={t('listedUsers.col.email')} required type="email" {...text('email')} />
        <TextInput label={t('listedUsers.col.country')} {...text('country')} />
        <TextInput label={t('listedUsers.department')} {...text('department')} />
        {(['role', 'status'] as const).map((field) => (
          <Select
            key={field}
            label={t(`listedUsers.${field}`)}
            data={choiceOptions(field, t)}
            {...fields.choice(field)}
          />
        ))}
      </SimpleGrid>
      <Group justify="flex-end" mt="md">
        <Button variant="default" renderRoot={(p) => <Link {...p} to="/app/user/view" search={{ id: user.id }} />}>
          <FormattedMessage id="common.cancel" />
        </Button>
        <Button type="submit" loading={save.isPending}>
          <FormattedMessage id="common.save" />
        </Button>
      </Group>
    </Paper>
  );
}

export const ListedUserEditPage = withFeatureIntl(messages, ListedUserEditScreen);

function ListedUserEditScreen() {
  return (
    <ListedUserScreen titleId="listedUsers.edit">{(user) => <EditForm key={user.id} user={user} />}</ListedUserScreen>
  );
}
