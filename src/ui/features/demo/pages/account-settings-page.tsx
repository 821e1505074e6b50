import { Button, Group, Paper, PasswordInput, Stack, Switch, Tabs, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSession } from '../../../app-context';
import { withFeatureIntl } from '../../../components/feature-intl';
import { messages } from './messages';
import { DemoPage } from '../../../components/demo/demo-page';
import { useDraft, useValidation } from '../../../components/demo/use-draft';

type PasswordErrors = Partial<Record<'current' | 'next' | 'confirm', string>>;

function passwordErrors(form: { current: string; next: string; confirm: string }): PasswordErrors {
  const errors: PasswordErrors = {};
  if (form.current === '') errors.current = 'pages.settings.required';
  if (form.next.length < 8) errors.next = 'pages.settings.tooShort';
  if (form.confirm !== form.next) errors.confirm = 'pages.settings.mismatch';
  return errors;
}

/** The template's settings screen. There is no account service behind the demo, so saving only confirms. */
/** A tab's Save button: a submit button in a form, or a plain one that saves on click. */
function SaveRow({ onClick }: { onClick?: () => void }) {
  return (
    <Group>
      <Button {...(onClick ? { onClick } : { type: 'submit' as const })}>
        <FormattedMessage id="common.save" />
      </Button>
    </Group>
  );
}

export const AccountSettingsPage = withFeatureIntl(messages, AccountSettingsScreen);

function AccountSettingsScreen() {
  const intl = useIntl();
  const session = useSession();
  const t = (id: string) => intl.formatMessage({ id });
  const general = useDraft({ name: session?.name ?? '', email: session?.email ?? '' });
  const pw = useDraft({ current: '', next: '', confirm: '' });
  const { errors: pwErrors, validate: validatePw } = useValidation(() => passwordErrors(pw.draft));
  const notify = useDraft({ freight: true, invoice: true, digest: false });
  const saved = () => notifications.show({ color: 'green', message: t('pages.settings.saved') });

  return (
    <DemoPage titleId="pages.settings">
      <Tabs defaultValue="general" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="general">
            <FormattedMessage id="pages.settings.general" />
          </Tabs.Tab>
          <Tabs.Tab value="password">
            <FormattedMessage id="pages.settings.password" />
          </Tabs.Tab>
          <Tabs.Tab value="notifications">
            <FormattedMessage id="pages.settings.notifications" />
          </Tabs.Tab>
        </Tabs.List>
        <Paper withBorder p="lg" mt="sm">
          <Tabs.Panel value="general">
            <Stack gap="sm" maw={480}>
              <TextInput label={t('pages.settings.name')} {...general.text('name')} />
              <TextInput label={t('pages.settings.email')} {...general.text('email')} />
              <SaveRow onClick={saved} />
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="password">
            <form
              noValidate
              onSubmit={(e) => {
                e.preventDefault();
                if (validatePw()) {
                  pw.setDraft({ current: '', next: '', confirm: '' });
                  saved();
                }
              }}
            >
              <Stack gap="sm" maw={480}>
                {(['current', 'next', 'confirm'] as const).map((key) => (
                  <PasswordInput
                    key={key}
                    label={t(`pages.settings.${key === 'next' ? 'new' : key}`)}
                    error={pwErrors[key] ? t(pwErrors[key]) : undefined}
                    {...pw.text(key)}
                  />
                ))}
                <SaveRow />
              </Stack>
            </form>
          </Tabs.Panel>
          <Tabs.Panel value="notifications">
            <Stack gap="sm">
              {(['freight', 'invoice', 'digest'] as const).map((key) => (
                <Switch key={key} label={t(`pages.settings.notify.${key}`)} {...notify.flag(key)} />
              ))}
              <SaveRow onClick={saved} />
            </Stack>
          </Tabs.Panel>
        </Paper>
      </Tabs>
    </DemoPage>
  );
}
