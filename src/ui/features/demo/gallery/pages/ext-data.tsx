import {
  ActionIcon,
  Button,
  Checkbox,
  Group,
  List,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Tree,
  getTreeExpandedState,
  useTree,
  type TreeNodeData,
} from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { demoShipments } from '../shared/demo-rows';
import { DemoSection, useT } from '../shared/demo-section';
import { Pager } from '../shared/pager';
import { StatusBadge } from '../shared/status-badge';

function useTreeData(): TreeNodeData[] {
  const t = useT();
  return useMemo(() => {
    const leaf = (value: string) => ({ value, label: t(`gallery.widget.tree.${value}`) });
    return [
      {
        ...leaf('export'),
        children: [
          leaf('invoice'),
          leaf('packing'),
          { ...leaf('customs'), children: [leaf('due'), leaf('certificate')] },
        ],
      },
      { ...leaf('import'), children: [leaf('bl'), leaf('arrival')] },
      { ...leaf('finance'), children: [leaf('quotes'), leaf('payments')] },
    ];
    // eslint-disable-next-line react-hooks/exhaustive-deps -- labels change only with the language, which remounts the page
  }, []);
}

export function TreeDemo() {
  const t = useT();
  const data = useTreeData();
  const tree = useTree({
    initialExpandedState: getTreeExpandedState(data, ['export']),
    initialCheckedState: ['invoice'],
  });
  const checked = tree.getCheckedNodes().filter((n) => !n.hasChildren).length;
  return (
    <DemoSection titleId="gallery.widget.tree.folders">
      <Group>
        <Button variant="default" size="xs" onClick={tree.expandAllNodes}>
          {t('gallery.widget.tree.expandAll')}
        </Button>
        <Button variant="default" size="xs" onClick={tree.collapseAllNodes}>
          {t('gallery.widget.tree.collapseAll')}
        </Button>
      </Group>
      <Tree
        data={data}
        tree={tree}
        levelOffset={23}
        expandOnClick={false}
        aria-label={t('gallery.widget.tree.folders')}
        renderNode={({ node, expanded, hasChildren, elementProps, tree: ctl }) => (
          <Group gap={6} {...elementProps}>
            {hasChildren ? (
              <ActionIcon
                variant="subtle"
                size="sm"
                onClick={() => ctl.toggleExpanded(node.value)}
                aria-label={t(expanded ? 'gallery.cards.collapse' : 'gallery.cards.expand')}
                tabIndex={-1}
              >
                {expanded ? <IconChevronDown size={14} /> : <IconChevronRight size={14} />}
              </ActionIcon>
            ) : (
              <span style={{ width: 22 }} />
            )}
            <Checkbox.Indicator
              checked={ctl.isNodeChecked(node.value)}
              indeterminate={ctl.isNodeIndeterminate(node.value)}
              onClick={() => (ctl.isNodeChecked(node.value) ? ctl.uncheckNode(node.value) : ctl.checkNode(node.value))}
            />
            <Text size="sm">{node.label}</Text>
          </Group>
        )}
      />
      <Text size="sm" aria-live="polite">
        {t('gallery.widget.tree.checked', { count: checked })}
      </Text>
    </DemoSection>
  );
}

const ITEMS = demoShipments(137, 5);

export function PagedListDemo() {
  const t = useT();
  const [page, setPage] = useState(1);
  const [size, setSize] = useState<string | number>(8);
  const perPage = Math.max(1, Math.min(50, Number(size) || 8));
  const total = Math.ceil(ITEMS.length / perPage);
  const current = Math.min(page, total);
  const shown = ITEMS.slice((current - 1) * perPage, current * perPage);
  return (
    <DemoSection titleId="gallery.widget.paged.list">
      <Group align="end">
        <NumberInput label={t('gallery.table.pageSize')} value={size} onChange={setSize} min={1} max={50} w={140} />
        <NumberInput
          label={t('gallery.widget.paged.jump')}
          value={current}
          onChange={(v) => setPage(Math.max(1, Math.min(total, Number(v) || 1)))}
          min={1}
          max={total}
          w={140}
        />
      </Group>
      <Paper withBorder p="sm">
        <List listStyleType="none" spacing={6}>
          {shown.map((item) => (
            <List.Item key={item.id}>
              <Group gap="sm">
                <Text fw={600}>{item.reference}</Text>
                <Text size="sm">{item.customer}</Text>
                <StatusBadge status={item.status} />
              </Group>
            </List.Item>
          ))}
        </List>
      </Paper>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Text size="sm">
          {t('gallery.widget.paged.range', {
            from: (current - 1) * perPage + 1,
            to: (current - 1) * perPage + shown.length,
            total: ITEMS.length,
          })}
        </Text>
        <Stack align="flex-end">
          <Pager
            total={total}
            value={current}
            onChange={setPage}
            withEdges
            size="sm"
            aria-label={t('gallery.table.pages')}
          />
        </Stack>
      </SimpleGrid>
    </DemoSection>
  );
}
