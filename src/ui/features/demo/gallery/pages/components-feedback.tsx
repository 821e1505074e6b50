import {
  Alert,
  Badge,
  Button,
  CloseButton,
  Group,
  Indicator,
  Loader,
  Notification,
  Progress,
  RingProgress,
  Stack,
  Text,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconMail } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { DemoSection, sectionDemo, sectionsDemo, useT } from '../shared/demo-section';
import { TONES } from '../shared/tones';
import { ColourVariantSections, VariantSections } from '../shared/variant-sections';

const COLORS = ['blue', 'gray', 'teal', 'red', 'yellow', 'cyan', 'dark'] as const;

/** The tones as filled alerts, each closed by its button until they are all brought back. */
function DismissibleAlerts() {
  const t = useT();
  const [closed, setClosed] = useState<ReadonlySet<string>>(new Set());
  return (
    <>
      {TONES.filter(({ key }) => !closed.has(key)).map(({ key, color }) => (
        <Alert
          key={key}
          variant="filled"
          color={color}
          withCloseButton
          closeButtonLabel={t('gallery.comp.close')}
          onClose={() => setClosed((s) => new Set(s).add(key))}
        >
          {t(`gallery.comp.alerts.${key}`)}
        </Alert>
      ))}
      {closed.size > 0 ? (
        <Button variant="light" w="fit-content" onClick={() => setClosed(new Set())}>
          {t('gallery.comp.alerts.restore')}
        </Button>
      ) : null}
    </>
  );
}

export const AlertsDemo = sectionsDemo({
  'gallery.comp.alerts.tones': (t) =>
    TONES.map(({ key, color, icon: Icon }) => (
      <Alert key={key} color={color} icon={<Icon aria-hidden />} title={t(`gallery.comp.tone.${key}`)}>
        {t(`gallery.comp.alerts.${key}`)}
      </Alert>
    )),
  'gallery.comp.alerts.dismissible': () => <DismissibleAlerts />,
});

export function BadgesDemo() {
  const t = useT();
  return (
    <Stack>
      <ColourVariantSections
        variants={['filled', 'light', 'outline', 'dot'] as const}
        colors={COLORS}
        component={Badge}
      />
      <DemoSection titleId="gallery.comp.badges.indicator">
        <Group gap="xl">
          <Indicator label="4" size={18}>
            <IconMail size={28} aria-label={t('gallery.comp.badges.unread', { count: 4 })} />
          </Indicator>
          <Indicator processing color="teal">
            <Text>{t('gallery.comp.badges.live')}</Text>
          </Indicator>
        </Group>
      </DemoSection>
    </Stack>
  );
}

export const PillBadgesDemo = sectionDemo('gallery.comp.pillBadges.sizes', (t) => (
  <>
    {(['xs', 'sm', 'md', 'lg', 'xl'] as const).map((size) => (
      <Group key={size}>
        {COLORS.slice(0, 4).map((color) => (
          <Badge
            key={color}
            size={size}
            radius="xl"
            color={color}
            autoContrast
            rightSection={size === 'xl' ? <CloseButton size="xs" aria-label={t('gallery.comp.close')} /> : null}
          >
            {t(`gallery.ui.color.${color}`)}
          </Badge>
        ))}
      </Group>
    ))}
  </>
));

/** Bars in four colours and sizes, a live striped one that keeps filling up, and one split by transport mode. */
function ProgressBars() {
  const t = useT();
  const [value, setValue] = useState(35);
  useEffect(() => {
    const timer = window.setInterval(() => setValue((v) => (v >= 100 ? 0 : v + 5)), 600);
    return () => window.clearInterval(timer);
  }, []);
  return (
    <>
      {COLORS.slice(0, 4).map((color, i) => (
        <Progress
          key={color}
          color={color}
          value={25 * (i + 1)}
          size={['xs', 'sm', 'md', 'lg'][i] ?? 'md'}
          aria-label={t('gallery.comp.progress.bar', { value: 25 * (i + 1) })}
        />
      ))}
      <Progress value={value} striped animated aria-label={t('gallery.comp.progress.live')} />
      <Progress.Root size="xl">
        <Progress.Section aria-label={t('gallery.table.mode.sea')} value={40} color="blue">
          <Progress.Label>{t('gallery.table.mode.sea')}</Progress.Label>
        </Progress.Section>
        <Progress.Section aria-label={t('gallery.table.mode.air')} value={25} color="teal">
          <Progress.Label>{t('gallery.table.mode.air')}</Progress.Label>
        </Progress.Section>
        <Progress.Section aria-label={t('gallery.table.mode.road')} value={20} color="orange">
          <Progress.Label>{t('gallery.table.mode.road')}</Progress.Label>
        </Progress.Section>
      </Progress.Root>
    </>
  );
}

export const ProgressDemo = sectionsDemo({
  'gallery.comp.progress.bars': () => <ProgressBars />,
  'gallery.comp.progress.rings': () => (
    <Group>
      {[20, 55, 90].map((v) => (
        <RingProgress
          key={v}
          sections={[{ value: v, color: v > 80 ? 'teal' : 'blue' }]}
          label={
            <Text ta="center" size="sm">
              {v}%
            </Text>
          }
        />
      ))}
    </Group>
  ),
});

export function SpinnersDemo() {
  const t = useT();
  return (
    <Stack>
      <VariantSections
        variants={['oval', 'bars', 'dots'] as const}
        colors={COLORS.slice(0, 5)}
        titleId={(type) => `gallery.comp.spinner.${type}`}
      >
        {(type, color) => <Loader key={color} type={type} color={color} role="img" aria-label={t('gallery.loading')} />}
      </VariantSections>
      <DemoSection titleId="gallery.comp.spinner.button">
        <Group>
          <Button loading>{t('gallery.comp.save')}</Button>
          <Button loading variant="light" loaderProps={{ type: 'dots' }}>
            {t('gallery.comp.save')}
          </Button>
        </Group>
      </DemoSection>
    </Stack>
  );
}

export const ToastsDemo = sectionsDemo({
  'gallery.comp.toasts.static': (t) =>
    TONES.map(({ key, color, icon: Icon }) => (
      <Notification
        key={key}
        color={color}
        icon={<Icon size={18} aria-hidden />}
        title={t(`gallery.comp.tone.${key}`)}
        closeButtonProps={{ 'aria-label': t('gallery.comp.close') }}
      >
        {t(`gallery.comp.alerts.${key}`)}
      </Notification>
    )),
  'gallery.comp.toasts.live': (t) => (
    <Group>
      {TONES.map(({ key, color }) => (
        <Button
          key={key}
          color={color}
          variant="light"
          onClick={() =>
            notifications.show({
              color,
              title: t(`gallery.comp.tone.${key}`),
              message: t(`gallery.comp.alerts.${key}`),
            })
          }
        >
          {t('gallery.comp.toasts.show', { tone: t(`gallery.comp.tone.${key}`) })}
        </Button>
      ))}
    </Group>
  ),
});
