import { Autocomplete, Avatar, Chip, Divider, Group, Indicator, Stack, Text, Tooltip } from '@mantine/core';
import { IconAnchor, IconStar } from '@tabler/icons-react';
import { useState } from 'react';
import { DemoSection, sectionDemo, sectionsDemo, useT } from '../shared/demo-section';

const TEAM = ['Ana Souza', 'Lukas Weber', 'Chloé Martin', 'Kenji Sato', 'Maria Silva'];
const PORTS = [
  'Antwerp',
  'Busan',
  'Hamburg',
  'Houston',
  'Itajaí',
  'Paranaguá',
  'Rotterdam',
  'Santos',
  'Shanghai',
  'Singapore',
  'Valencia',
];

export const AvatarDemo = sectionsDemo({
  'gallery.extra.avatar.initials': (t) => (
    <Group>
      {(['xs', 'sm', 'md', 'lg', 'xl'] as const).map((size, i) => (
        <Avatar key={size} size={size} name={TEAM[i]} color="initials" />
      ))}
      <Avatar color="blue" role="img" aria-label={t('gallery.extra.avatar.icon')}>
        <IconAnchor size={20} />
      </Avatar>
    </Group>
  ),
  'gallery.extra.avatar.group': () => (
    <Tooltip.Group openDelay={200}>
      <Avatar.Group>
        {TEAM.slice(0, 4).map((name) => (
          <Tooltip key={name} label={name}>
            <Avatar name={name} color="initials" radius="xl" />
          </Tooltip>
        ))}
        <Avatar radius="xl">+5</Avatar>
      </Avatar.Group>
    </Tooltip.Group>
  ),
  'gallery.extra.avatar.status': () => (
    <Group>
      {(['teal', 'orange', 'red'] as const).map((color, i) => (
        <Indicator key={color} color={color} position="bottom-end" offset={6} size={12} withBorder>
          <Avatar name={TEAM[i]} color="initials" radius="xl" size="lg" />
        </Indicator>
      ))}
    </Group>
  ),
});

export function ChipsDemo() {
  const t = useT();
  const [modes, setModes] = useState<string[]>(['sea']);
  const [single, setSingle] = useState('booked');
  return (
    <Stack>
      <DemoSection titleId="gallery.extra.chips.multiple">
        <Chip.Group multiple value={modes} onChange={setModes}>
          <Group>
            {(['sea', 'air', 'road'] as const).map((mode) => (
              <Chip key={mode} value={mode}>
                {t(`gallery.table.mode.${mode}`)}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
        <Text size="sm" aria-live="polite">
          {t('gallery.extra.chips.count', { count: modes.length })}
        </Text>
      </DemoSection>
      <DemoSection titleId="gallery.extra.chips.single">
        <Chip.Group value={single} onChange={setSingle}>
          <Group>
            {(['booked', 'inTransit', 'delivered'] as const).map((status) => (
              <Chip key={status} value={status} variant="light" color="teal">
                {t(`gallery.table.status.${status}`)}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </DemoSection>
    </Stack>
  );
}

export const DividerDemo = sectionDemo('gallery.extra.divider.styles', (t) => (
  <>
    <Text>{t('gallery.extra.divider.above')}</Text>
    <Divider />
    <Divider label={t('gallery.extra.divider.label')} labelPosition="center" />
    <Divider variant="dashed" label={t('gallery.extra.divider.left')} labelPosition="left" />
    <Divider
      variant="dotted"
      color="blue"
      size="md"
      label={<IconStar size={14} aria-label={t('gallery.extra.divider.icon')} />}
      labelPosition="right"
    />
    <Group h={40}>
      <Text>{t('gallery.extra.divider.one')}</Text>
      <Divider orientation="vertical" />
      <Text>{t('gallery.extra.divider.two')}</Text>
      <Divider orientation="vertical" />
      <Text>{t('gallery.extra.divider.three')}</Text>
    </Group>
  </>
));

export function AutoCompleteDemo() {
  const t = useT();
  const [port, setPort] = useState('');
  return (
    <Stack>
      <DemoSection titleId="gallery.extra.auto.basic">
        <Autocomplete
          label={t('gallery.extra.auto.port')}
          placeholder={t('gallery.extra.auto.placeholder')}
          data={PORTS}
          value={port}
          onChange={setPort}
          maw={360}
        />
        <Text size="sm" aria-live="polite">
          {t('gallery.extra.auto.value', { value: port || '–' })}
        </Text>
      </DemoSection>
      <DemoSection titleId="gallery.extra.auto.grouped">
        <Autocomplete
          label={t('gallery.extra.auto.member')}
          maw={360}
          limit={5}
          data={[
            { group: t('gallery.extra.auto.team'), items: TEAM },
            { group: t('gallery.extra.auto.ports'), items: PORTS.slice(0, 4) },
          ]}
        />
      </DemoSection>
    </Stack>
  );
}
