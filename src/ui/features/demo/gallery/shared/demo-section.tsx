import { Card, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';

/** One titled demo block on a gallery page. */
export function DemoSection({ titleId, children }: { titleId: string; children: ReactNode }) {
  const t = useT();
  return (
    <Card withBorder padding="lg" component="section" aria-label={t(titleId)}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t(titleId)}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

/** Short form of formatMessage for the many demo labels. */
export function useT() {
  const intl = useIntl();
  return (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
}

type Translate = ReturnType<typeof useT>;

/** A gallery demo that is one titled section; `content` gets the reader's language and uses no other hook. */
export function sectionDemo(titleId: string, content: (t: Translate) => ReactNode) {
  return function SectionDemo() {
    const t = useT();
    return <DemoSection titleId={titleId}>{content(t)}</DemoSection>;
  };
}

/**
 * A gallery demo of several titled sections, keyed by their title's message id, in that order; each content gets
 * the reader's language and uses no other hook.
 */
export function sectionsDemo(sections: Readonly<Record<string, (t: Translate) => ReactNode>>) {
  return function SectionsDemo() {
    const t = useT();
    return (
      <Stack>
        {Object.entries(sections).map(([titleId, content]) => (
          <DemoSection key={titleId} titleId={titleId}>
            {content(t)}
          </DemoSection>
        ))}
      </Stack>
    );
  };
}

/** Says which menu action was picked last (or that none was yet), read out as it changes. */
export function PickedAction({ action }: { action: string | null }) {
  const t = useT();
  return (
    <Text size="sm" aria-live="polite">
      {action
        ? t('gallery.comp.dropdowns.picked', { action: t(`gallery.comp.action.${action}`) })
        : t('gallery.comp.dropdowns.none')}
    </Text>
  );
}
