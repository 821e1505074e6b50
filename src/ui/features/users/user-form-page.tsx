import { NativeSelect, Paper, PasswordInput, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { can } from '../../../domain/acl/permissions';
import { ROLES, type Role } from '../../../domain/acl/role';
import { USER_STATUSES, type UserRecord, type UserStatus } from '../../../domain/user/user-record';
import { AppError } from '../../../application/errors/app-error';
import { MIN_PASSWORD_LENGTH } from '../../../domain/user/password-rule';
import { isSelf, validateNewUser, validateUserEdit } from '../../../domain/user/user-rules';
import { useSession, useUseCases } from '../../app-context';
import { ErrorState, QueryView } from '../../components/query-view';
import { fieldErrorTexts } from '../../components/error-text';
import { RecordForm } from '../../components/list-view/record-form';
import { resetFormTo, useFormSave } from '../../components/list-view/use-form-save';
import { mergeFormOnto } from '../../components/list-view/merge-edits';
import { useReturn } from '../../components/list-view/use-return';
import { userMutations, type UserSave } from '../../queries/user.mutations';
import { userQueries } from '../../queries/user.queries';
import { RecordTabs } from '../../components/audit/record-tabs';

interface UserFormValues {
  name: string;
  email: string;
  password: string;
  rule: Role;
  status: UserStatus;
}

const NEW_USER: UserFormValues = { name: '', email: '', password: '', rule: 'user', status: 'active' };

const valuesOf = (record: UserRecord): UserFormValues => ({
  ...NEW_USER,
  name: record.name,
  email: record.email,
  rule: record.rule,
  status: record.status,
});

/** Create (record null) or edit. Email and password belong to the sign-in account, so only a new user has them. */
function UserForm({ record }: { record: UserRecord | null }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { users } = useUseCases();
  const queryClient = useQueryClient();
  const session = useSession();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const initial: UserFormValues = record ? valuesOf(record) : NEW_USER;
  const form = useForm<UserFormValues>({
    initialValues: initial,
    validate: (v) => fieldErrorTexts(intl, record ? validateUserEdit(v) : validateNewUser(v)),
  });
  const save = useFormSave({
    mutation: userMutations.save(queryClient, users),
    variables: (requestId, expectedUpdatedAt): UserSave => {
      const v = form.getValues();
      return record
        ? { id: record.id, edit: { name: v.name, rule: v.rule, status: v.status }, expectedUpdatedAt }
        : { id: null, input: { name: v.name, email: v.email, password: v.password, rule: v.rule }, requestId };
    },
    setFieldErrors: form.setErrors,
    onSaved: (saved) => void navigate({ to: '/user/$id', params: { id: saved.id } }),
    draft: { form, label: () => record?.email ?? '' },
    conflict: {
      opened: record,
      detail: (u) => userQueries.detail(users, u.id),
      showSaved: (u) => resetFormTo(form, valuesOf(u)),
      kind: 'user',
      mergeSaved: (u) => mergeFormOnto(form, valuesOf(u)),
    },
  });
  // Nobody changes their own role or status: shown, disabled, with the reason.
  const self = record !== null && session !== null && isSelf(session, record);
  const choice = (name: 'rule' | 'status', label: string, values: readonly string[], reason: string) => (
    <NativeSelect
      label={t(`users.field.${label}`)}
      data={values.map((value) => ({ value, label: t(`users.${label}.${value}`) }))}
      disabled={self}
      description={self ? t(`users.reason.${reason}`) : undefined}
      {...form.getInputProps(name)}
    />
  );
  const cancel = useReturn(
    () => void (record ? navigate({ to: '/user/$id', params: { id: record.id } }) : navigate({ to: '/user/list' })),
  );

  return (
    <RecordForm form={form} save={save} onCancel={cancel}>
      <Paper withBorder p="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('users.field.name')} withAsterisk autoComplete="off" {...form.getInputProps('name')} />
          <TextInput
            label={t('users.field.email')}
            type="email"
            withAsterisk={!record}
            autoComplete="off"
            disabled={record !== null}
            description={record ? t('users.hint.email') : undefined}
            {...form.getInputProps('email')}
          />
          {record ? null : (
            <PasswordInput
              label={t('users.field.password')}
              withAsterisk
              autoComplete="new-password"
              description={t('users.hint.password', { min: MIN_PASSWORD_LENGTH })}
              visibilityToggleButtonProps={{ 'aria-label': t('users.revealPassword') }}
              {...form.getInputProps('password')}
            />
          )}
          {choice('rule', 'role', ROLES, 'ownRole')}
          {record ? (
            choice('status', 'status', USER_STATUSES, 'ownStatus')
          ) : (
            <Text size="sm" c="dimmed" style={{ alignSelf: 'end' }}>
              {t('users.hint.newStatus')}
            </Text>
          )}
        </SimpleGrid>
      </Paper>
    </RecordForm>
  );
}

/** Create (id null) or edit a staff user; admins only (the route guard also sends others away). */
export function UserFormPage({ id }: { id: string | null }) {
  const intl = useIntl();
  const session = useSession();
  const admin = can(session?.role, 'users.manage');
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {intl.formatMessage({ id: id ? 'users.editTitle' : 'users.newTitle' })}
      </Title>
      {!admin ? (
        <ErrorState error={new AppError('forbidden', 'Only admins manage users')} />
      ) : id ? (
        <RecordTabs kind="user" recordId={id}>
          <LoadedUserForm id={id} />
        </RecordTabs>
      ) : (
        <UserForm record={null} />
      )}
    </Stack>
  );
}

/** The record from the cache (the route's loader put it there); a failed load shows the error with a retry. */
function LoadedUserForm({ id }: { id: string }) {
  const { users } = useUseCases();
  const record = useQuery(userQueries.detail(users, id));
  return <QueryView query={record}>{(loaded) => <UserForm key={loaded.id} record={loaded} />}</QueryView>;
}
