import {
  Accordion,
  ActionIcon,
  Button,
  Collapse,
  Group,
  Menu,
  Modal,
  Popover,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconChevronDown,
  IconDownload,
  IconEdit,
  IconHeart,
  IconPlus,
  IconSettings,
  IconTrash,
} from '@tabler/icons-react';
import { useState } from 'react';
import { DemoSection, PickedAction, sectionDemo, useT } from '../shared/demo-section';
import { ColourVariantSections } from '../shared/variant-sections';

const COLORS = ['blue', 'gray', 'teal', 'red', 'yellow', 'cyan'] as const;
const VARIANTS = ['filled', 'light', 'outline', 'subtle', 'default'] as const;

export function ButtonsDemo() {
  const t = useT();
  return (
    <Stack>
      <ColourVariantSections variants={VARIANTS} colors={COLORS} component={Button} />
      <DemoSection titleId="gallery.comp.buttons.more">
        <Group>
          <Button leftSection={<IconDownload size={16} />}>{t('gallery.comp.download')}</Button>
          <Button size="xs">{t('gallery.comp.size.xs')}</Button>
          <Button size="lg">{t('gallery.comp.size.lg')}</Button>
          <Button disabled>{t('gallery.comp.disabled')}</Button>
          <Button.Group>
            <Button variant="default">{t('gallery.comp.left')}</Button>
            <Button variant="default">{t('gallery.comp.middle')}</Button>
            <Button variant="default">{t('gallery.comp.right')}</Button>
          </Button.Group>
          <ActionIcon variant="filled" aria-label={t('gallery.comp.like')}>
            <IconHeart size={18} />
          </ActionIcon>
        </Group>
      </DemoSection>
    </Stack>
  );
}

export function DropdownsDemo() {
  const t = useT();
  const [picked, setPicked] = useState<string | null>(null);
  const actions = ['edit', 'duplicate', 'archive'] as const;
  return (
    <DemoSection titleId="gallery.comp.dropdowns.menus">
      <Group>
        {(['filled', 'light', 'outline'] as const).map((variant) => (
          <Menu key={variant} shadow="md" width={200}>
            <Menu.Target>
              <Button variant={variant} rightSection={<IconChevronDown size={16} />}>
                {t('gallery.comp.actions')}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Label>{t('gallery.comp.dropdowns.shipment')}</Menu.Label>
              {actions.map((action) => (
                <Menu.Item key={action} onClick={() => setPicked(action)}>
                  {t(`gallery.comp.action.${action}`)}
                </Menu.Item>
              ))}
              <Menu.Divider />
              <Menu.Item color="red" leftSection={<IconTrash size={14} />} onClick={() => setPicked('delete')}>
                {t('gallery.comp.action.delete')}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        ))}
      </Group>
      <PickedAction action={picked} />
    </DemoSection>
  );
}

/** The three kinds of modal: a plain message, a small centred form, and a full-screen message. */
const MODALS = [
  { kind: 'basic', variant: 'filled', openId: 'openBasic', titleId: 'basicTitle', layout: {} },
  { kind: 'form', variant: 'light', openId: 'openForm', titleId: 'formTitle', layout: { centered: true } },
  { kind: 'full', variant: 'outline', openId: 'openFull', titleId: 'fullTitle', layout: { fullScreen: true } },
] as const;

type ModalKind = (typeof MODALS)[number]['kind'];

export function ModalsDemo() {
  const t = useT();
  const [opened, setOpened] = useState<ModalKind | null>(null);
  const close = () => setOpened(null);
  return (
    <DemoSection titleId="gallery.comp.modals.kinds">
      <Group>
        {MODALS.map((m) => (
          <Button key={m.kind} variant={m.variant} onClick={() => setOpened(m.kind)}>
            {t(`gallery.comp.modals.${m.openId}`)}
          </Button>
        ))}
      </Group>
      {MODALS.map(({ kind, titleId, layout }) => (
        <Modal
          key={kind}
          opened={opened === kind}
          onClose={close}
          title={t(`gallery.comp.modals.${titleId}`)}
          {...layout}
          closeButtonProps={{ 'aria-label': t('gallery.comp.close') }}
        >
          {kind === 'form' ? (
            <Stack>
              <TextInput label={t('gallery.comp.modals.name')} data-autofocus />
              <Button onClick={close}>{t('gallery.comp.save')}</Button>
            </Stack>
          ) : (
            <Text>{t('gallery.comp.modals.body')}</Text>
          )}
        </Modal>
      ))}
    </DemoSection>
  );
}

export const TooltipsDemo = sectionDemo('gallery.comp.tooltips.positions', (t) => (
  <Group>
    {(['top', 'right', 'bottom', 'left'] as const).map((position) => (
      <Tooltip
        key={position}
        label={t('gallery.comp.tooltips.label', { position: t(`gallery.comp.pos.${position}`) })}
        position={position}
        withArrow
      >
        <Button variant="default">{t(`gallery.comp.pos.${position}`)}</Button>
      </Tooltip>
    ))}
    <Tooltip label={t('gallery.comp.action.edit')}>
      <ActionIcon variant="light" aria-label={t('gallery.comp.action.edit')}>
        <IconEdit size={18} />
      </ActionIcon>
    </Tooltip>
  </Group>
));

export const PopoversDemo = sectionDemo('gallery.comp.popovers.positions', (t) => (
  <Group>
    {(['top', 'right', 'bottom', 'left'] as const).map((position) => (
      <Popover key={position} position={position} withArrow shadow="md" trapFocus>
        <Popover.Target>
          <Button variant="default">{t(`gallery.comp.pos.${position}`)}</Button>
        </Popover.Target>
        <Popover.Dropdown maw={240}>
          <Text fw={600}>{t('gallery.comp.popovers.title')}</Text>
          <Text size="sm">{t('gallery.comp.popovers.body')}</Text>
        </Popover.Dropdown>
      </Popover>
    ))}
    <Popover withArrow trapFocus>
      <Popover.Target>
        <Button leftSection={<IconSettings size={16} />}>{t('gallery.comp.popovers.form')}</Button>
      </Popover.Target>
      <Popover.Dropdown>
        <TextInput label={t('gallery.comp.modals.name')} size="xs" />
      </Popover.Dropdown>
    </Popover>
  </Group>
));

export function CollapseDemo() {
  const t = useT();
  const [opened, { toggle }] = useDisclosure(false);
  return (
    <Stack>
      <DemoSection titleId="gallery.comp.collapse.toggle">
        <Button w="fit-content" onClick={toggle} aria-expanded={opened} leftSection={<IconPlus size={16} />}>
          {t(opened ? 'gallery.comp.collapse.hide' : 'gallery.comp.collapse.show')}
        </Button>
        <Collapse expanded={opened}>
          <Text>{t('gallery.comp.collapse.body')}</Text>
        </Collapse>
      </DemoSection>
      <DemoSection titleId="gallery.comp.collapse.accordion">
        <Accordion variant="separated" defaultValue="booking">
          {(['booking', 'documents', 'customs'] as const).map((step) => (
            <Accordion.Item key={step} value={step}>
              <Accordion.Control>{t(`gallery.comp.collapse.${step}`)}</Accordion.Control>
              <Accordion.Panel>{t(`gallery.comp.collapse.${step}.body`)}</Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      </DemoSection>
    </Stack>
  );
}
