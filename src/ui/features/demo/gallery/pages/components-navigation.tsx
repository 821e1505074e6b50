import {
  Anchor,
  Badge,
  Box,
  Breadcrumbs,
  Burger,
  Collapse,
  Group,
  NavLink,
  Paper,
  Stack,
  Tabs,
  Text,
  TextInput,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconChevronRight,
  IconHome,
  IconPackage,
  IconSearch,
  IconSettings,
  IconShip,
  IconUser,
} from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { DemoSection, useT } from '../shared/demo-section';
import { Pager } from '../shared/pager';

const CRUMBS = ['home', 'freight', 'shipment'] as const;
const SECTIONS = ['overview', 'documents', 'tracking'] as const;

export function BreadcrumbsDemo() {
  const t = useT();
  const trail = (separator: ReactNode) => (
    <Breadcrumbs separator={separator} aria-label={t('gallery.comp.breadcrumbs.label')}>
      {CRUMBS.map((crumb, i) =>
        i < CRUMBS.length - 1 ? (
          <Anchor key={crumb} href="#" onClick={(e) => e.preventDefault()}>
            {t(`gallery.comp.crumb.${crumb}`)}
          </Anchor>
        ) : (
          <Text key={crumb} aria-current="page">
            {t(`gallery.comp.crumb.${crumb}`)}
          </Text>
        ),
      )}
    </Breadcrumbs>
  );
  return (
    <DemoSection titleId="gallery.comp.breadcrumbs.styles">
      {trail('/')}
      {trail(<IconChevronRight size={14} aria-hidden />)}
      {trail('·')}
    </DemoSection>
  );
}

export function PaginationDemo() {
  const t = useT();
  const [page, setPage] = useState(3);
  return (
    <Stack>
      <DemoSection titleId="gallery.comp.pagination.sizes">
        {(['xs', 'sm', 'md', 'lg'] as const).map((size) => (
          <Pager
            key={size}
            size={size}
            total={12}
            value={page}
            onChange={setPage}
            aria-label={t('gallery.comp.pagination.label', { size })}
          />
        ))}
        <Text size="sm" aria-live="polite">
          {t('gallery.comp.pagination.current', { page })}
        </Text>
      </DemoSection>
      <DemoSection titleId="gallery.comp.pagination.styles">
        <Pager
          total={12}
          value={page}
          onChange={setPage}
          radius="xl"
          withEdges
          color="teal"
          aria-label={t('gallery.comp.pagination.rounded')}
        />
        <Pager
          total={12}
          value={page}
          onChange={setPage}
          siblings={2}
          boundaries={2}
          aria-label={t('gallery.comp.pagination.wide')}
        />
      </DemoSection>
    </Stack>
  );
}

export function NavDemo() {
  const t = useT();
  const [active, setActive] = useState('overview');
  const icons = { overview: IconHome, documents: IconPackage, tracking: IconShip } as const;
  return (
    <DemoSection titleId="gallery.comp.nav.vertical">
      <Box component="nav" maw={280} aria-label={t('gallery.comp.nav.label')}>
        {SECTIONS.map((key) => {
          const Icon = icons[key];
          return (
            <NavLink
              key={key}
              href="#"
              label={t(`gallery.comp.section.${key}`)}
              leftSection={<Icon size={16} />}
              active={active === key}
              onClick={(e) => {
                e.preventDefault();
                setActive(key);
              }}
            />
          );
        })}
        <NavLink label={t('gallery.comp.nav.settings')} leftSection={<IconSettings size={16} />} childrenOffset={28}>
          <NavLink href="#" label={t('gallery.comp.nav.profile')} onClick={(e) => e.preventDefault()} />
          <NavLink href="#" label={t('gallery.comp.nav.security')} onClick={(e) => e.preventDefault()} />
        </NavLink>
      </Box>
    </DemoSection>
  );
}

export function NavbarDemo() {
  const t = useT();
  const [opened, { toggle }] = useDisclosure(false);
  const links = SECTIONS.map((key) => (
    <Anchor key={key} href="#" onClick={(e) => e.preventDefault()} c="inherit">
      {t(`gallery.comp.section.${key}`)}
    </Anchor>
  ));
  return (
    <DemoSection titleId="gallery.comp.navbar.responsive">
      <Paper withBorder p="sm" bg="var(--mantine-color-blue-filled)" c="white">
        <Group justify="space-between">
          <Text fw={700}>{t('gallery.comp.navbar.brand')}</Text>
          <Group component="nav" visibleFrom="sm" aria-label={t('gallery.comp.navbar.label')}>
            {links}
          </Group>
          <Group>
            <TextInput
              size="xs"
              visibleFrom="sm"
              aria-label={t('gallery.table.search')}
              leftSection={<IconSearch size={14} />}
            />
            <IconUser size={20} aria-hidden />
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              color="white"
              aria-label={t('gallery.comp.navbar.toggle')}
              aria-expanded={opened}
            />
          </Group>
        </Group>
        <Collapse expanded={opened} hiddenFrom="sm">
          <Stack component="nav" gap="xs" pt="sm" aria-label={t('gallery.comp.navbar.label')}>
            {links}
          </Stack>
        </Collapse>
      </Paper>
      <Text size="sm" c="dimmed">
        {t('gallery.comp.navbar.hint')}
      </Text>
    </DemoSection>
  );
}

function SectionTabs({ variant }: { variant: 'default' | 'outline' | 'pills' }) {
  const t = useT();
  return (
    <Tabs defaultValue="overview" variant={variant}>
      <Tabs.List>
        {SECTIONS.map((key) => (
          <Tabs.Tab
            key={key}
            value={key}
            rightSection={
              key === 'documents' ? (
                <Badge size="xs" circle>
                  3
                </Badge>
              ) : null
            }
          >
            {t(`gallery.comp.section.${key}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {SECTIONS.map((key) => (
        <Tabs.Panel key={key} value={key} pt="sm">
          <Text>{t(`gallery.comp.section.${key}.body`)}</Text>
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}

export function TabsDemo() {
  return (
    <Stack>
      <DemoSection titleId="gallery.comp.variant.default">
        <SectionTabs variant="default" />
      </DemoSection>
      <DemoSection titleId="gallery.comp.variant.outline">
        <SectionTabs variant="outline" />
      </DemoSection>
    </Stack>
  );
}

export function PillsDemo() {
  return (
    <DemoSection titleId="gallery.comp.pills.basic">
      <SectionTabs variant="pills" />
    </DemoSection>
  );
}

export function ListGroupDemo() {
  const t = useT();
  const [active, setActive] = useState(0);
  const items = ['booking', 'documents', 'customs'] as const;
  return (
    <DemoSection titleId="gallery.comp.listGroup.selectable">
      <Paper withBorder maw={420} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {items.map((item, i) => (
          <li key={item}>
            <NavLink
              component="button"
              label={t(`gallery.comp.collapse.${item}`)}
              description={t(`gallery.comp.collapse.${item}.body`)}
              active={active === i}
              onClick={() => setActive(i)}
              rightSection={<Badge variant="light">{i + 2}</Badge>}
            />
          </li>
        ))}
      </Paper>
    </DemoSection>
  );
}
