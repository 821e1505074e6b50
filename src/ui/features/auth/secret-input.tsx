import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useIntl } from 'react-intl';

/**
 * Mantine's show/hide button is labelled "Toggle password visibility", which makes a search for
 * the field labelled "Password" ambiguous (for people using screen readers and tests alike).
 */
export function SecretInput(props: PasswordInputProps) {
  const intl = useIntl();
  return (
    <PasswordInput
      visibilityToggleButtonProps={{ 'aria-label': intl.formatMessage({ id: 'auth.field.reveal' }) }}
      {...props}
    />
  );
}
