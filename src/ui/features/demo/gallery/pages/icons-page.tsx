import { Paper, SimpleGrid, Slider, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { useDeferredValue, useMemo, useState } from 'react';
import { DemoSection, useT } from '../shared/demo-section';
import { ICONS } from './icon-set';

export function IconsDemo() {
  const t = useT();
  const [query, setQuery] = useState('');
  const [size, setSize] = useState(28);
  const deferred = useDeferredValue(query);
  const shown = useMemo(() => {
    const needle = deferred.trim().toLowerCase();
    return needle ? ICONS.filter(([name]) => name.toLowerCase().includes(needle)) : ICONS;
  }, [deferred]);
  return (
    <DemoSection titleId="gallery.ui.icons.set">
      <TextInput
        label={t('gallery.ui.icons.search')}
        placeholder={t('gallery.ui.icons.searchPlaceholder')}
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
        maw={360}
      />
      <Stack gap={2} maw={360}>
        <Text size="sm" id="icon-size-label">
          {t('gallery.ui.icons.size', { size })}
        </Text>
        <Slider
          min={16}
          max={48}
          step={4}
          value={size}
          onChange={setSize}
          thumbLabel={t('gallery.ui.icons.sizeLabel')}
        />
      </Stack>
      <Text size="sm" c="dimmed" aria-live="polite">
        {t('gallery.ui.icons.count', { count: shown.length })}
      </Text>
      <SimpleGrid cols={{ base: 3, xs: 4, sm: 6, lg: 10 }} spacing="xs">
        {shown.map(([name, IconComponent]) => (
          <Tooltip key={name} label={name}>
            <Paper withBorder p="xs" ta="center">
              <IconComponent size={size} stroke={1.6} aria-hidden />
              <Text size="xs" truncate="end">
                {name}
              </Text>
            </Paper>
          </Tooltip>
        ))}
      </SimpleGrid>
    </DemoSection>
  );
}
