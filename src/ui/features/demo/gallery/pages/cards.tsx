import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Collapse,
  Group,
  LoadingOverlay,
  Progress,
  RingProgress,
  SimpleGrid,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import {
  IconChevronDown,
  IconChevronUp,
  IconPackage,
  IconRefresh,
  IconShip,
  IconTruck,
  IconX,
  IconPlane,
} from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useT } from '../shared/demo-section';

export function BasicCardsDemo() {
  const t = useT();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
      {(['sea', 'air', 'road'] as const).map((mode) => (
        <Card key={mode} withBorder padding="lg">
          <Card.Section bg="var(--mantine-color-blue-light)" h={96} />
          <Group justify="space-between" mt="md">
            <Title order={2} size="h4">
              {t(`gallery.cards.mode.${mode}`)}
            </Title>
            <Badge variant="light">{t('gallery.cards.new')}</Badge>
          </Group>
          <Text size="sm" c="dimmed" mt="xs">
            {t(`gallery.cards.mode.${mode}.body`)}
          </Text>
          <Button variant="light" mt="md">
            {t('gallery.cards.more')}
          </Button>
        </Card>
      ))}
    </SimpleGrid>
  );
}

const STATS = [
  { key: 'shipments', value: '1,284', icon: IconShip, color: 'blue' },
  { key: 'flights', value: '96', icon: IconPlane, color: 'teal' },
  { key: 'trucks', value: '342', icon: IconTruck, color: 'orange' },
  { key: 'parcels', value: '12.5k', icon: IconPackage, color: 'grape' },
] as const;

export function StatisticsCardsDemo() {
  const t = useT();
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }}>
      {STATS.map(({ key, value, icon: StatIcon, color }) => (
        <Card key={key} withBorder padding="lg">
          <Group justify="space-between">
            <div>
              <Text fz={28} fw={700}>
                {value}
              </Text>
              <Text size="sm" c="dimmed">
                {t(`gallery.cards.stat.${key}`)}
              </Text>
            </div>
            <ThemeIcon size={48} radius="xl" variant="light" color={color}>
              <StatIcon aria-hidden />
            </ThemeIcon>
          </Group>
        </Card>
      ))}
    </SimpleGrid>
  );
}

const WEEK = [42, 55, 38, 70, 64, 80, 58];

export function AnalyticsCardsDemo() {
  const t = useT();
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }}>
      <TitledCard titleId="gallery.cards.onTime">
        <Group justify="center">
          <RingProgress
            size={160}
            thickness={14}
            roundCaps
            sections={[{ value: 87, color: 'teal' }]}
            label={
              <Text ta="center" fw={700} fz="xl">
                87%
              </Text>
            }
          />
        </Group>
      </TitledCard>
      <TitledCard titleId="gallery.cards.capacity">
        {(['sea', 'air', 'road'] as const).map((mode, i) => (
          <div key={mode}>
            <Text size="sm" mt="sm">
              {t(`gallery.cards.mode.${mode}`)}
            </Text>
            <Progress value={[72, 45, 90][i] ?? 0} aria-label={t(`gallery.cards.mode.${mode}`)} />
          </div>
        ))}
      </TitledCard>
      <TitledCard titleId="gallery.cards.weekly">
        <svg viewBox="0 0 140 80" role="img" aria-label={t('gallery.cards.weeklyChart')}>
          {WEEK.map((v, i) => (
            <rect
              key={i}
              x={i * 20 + 4}
              y={80 - v}
              width={12}
              height={v}
              rx={3}
              fill="var(--mantine-color-blue-filled)"
            />
          ))}
        </svg>
      </TitledCard>
    </SimpleGrid>
  );
}

function ActionCard({ index }: { index: number }) {
  const t = useT();
  const [open, setOpen] = useState(true);
  const [loading, setLoading] = useState(false);
  const [removed, setRemoved] = useState(false);
  if (removed) return null;
  const refresh = () => {
    setLoading(true);
    window.setTimeout(() => setLoading(false), 800);
  };
  return (
    <Card withBorder padding="lg" pos="relative">
      <LoadingOverlay visible={loading} />
      <Group justify="space-between">
        <Title order={2} size="h4">
          {t('gallery.cards.actionTitle', { n: index })}
        </Title>
        <Group gap={4}>
          <ActionIcon
            variant="subtle"
            onClick={() => setOpen((o) => !o)}
            aria-label={t(open ? 'gallery.cards.collapse' : 'gallery.cards.expand')}
          >
            {open ? <IconChevronUp size={18} /> : <IconChevronDown size={18} />}
          </ActionIcon>
          <ActionIcon variant="subtle" onClick={refresh} aria-label={t('gallery.cards.refresh')}>
            <IconRefresh size={18} />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red"
            onClick={() => setRemoved(true)}
            aria-label={t('gallery.cards.remove')}
          >
            <IconX size={18} />
          </ActionIcon>
        </Group>
      </Group>
      <Collapse expanded={open}>
        <Text size="sm" c="dimmed" mt="sm">
          {t('gallery.cards.actionBody')}
        </Text>
      </Collapse>
    </Card>
  );
}

export function ActionCardsDemo() {
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }}>
      {[1, 2, 3].map((n) => (
        <ActionCard key={n} index={n} />
      ))}
    </SimpleGrid>
  );
}

/** A bordered card headed by its title. */
function TitledCard({ titleId, children }: { titleId: string; children: ReactNode }) {
  const t = useT();
  return (
    <Card withBorder padding="lg">
      <Title order={2} size="h4">
        {t(titleId)}
      </Title>
      {children}
    </Card>
  );
}
