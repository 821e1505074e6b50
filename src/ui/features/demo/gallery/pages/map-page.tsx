import { ActionIcon, Box, Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconFocusCentered, IconZoomIn, IconZoomOut } from '@tabler/icons-react';
import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { DemoSection, useT } from '../shared/demo-section';
import { usePanZoom } from '../shared/use-pan-zoom';
import { LANDS, LANES, PORTS, type Port, type Ring } from '../shared/world-geo';

const W = 1000;
const TOP_LAT = 85;
const BOTTOM_LAT = -60;
const K = W / 360;
const H = (TOP_LAT - BOTTOM_LAT) * K;

/** Equirectangular projection onto the 1000-unit-wide viewBox. */
const project = (lon: number, lat: number) => [(lon + 180) * K, (TOP_LAT - lat) * K] as const;

function ringPath(ring: Ring): string {
  let d = '';
  for (let i = 0; i + 1 < ring.length; i += 2) {
    const [x, y] = project(ring[i] ?? 0, ring[i + 1] ?? 0);
    d += `${i === 0 ? 'M' : 'L'}${x.toFixed(1)},${y.toFixed(1)}`;
  }
  return `${d}Z`;
}

function lanePath(a: Port, b: Port): string {
  const [x1, y1] = project(a.lon, a.lat);
  const [x2, y2] = project(b.lon, b.lat);
  const lift = Math.hypot(x2 - x1, y2 - y1) * 0.25;
  return `M${x1},${y1} Q${(x1 + x2) / 2},${(y1 + y2) / 2 - lift} ${x2},${y2}`;
}

export function MapDemo() {
  const t = useT();
  const intl = useIntl();
  const svgRef = useRef<SVGSVGElement>(null);
  const { view, zoomAt, panBy, centreOn, reset, pointerHandlers } = usePanZoom(svgRef, W, H);
  const [selected, setSelected] = useState<Port | null>(null);
  const lands = useMemo(() => LANDS.map((land) => ({ id: land.id, d: land.rings.map(ringPath).join(' ') })), []);
  const byId = useMemo(() => new Map(PORTS.map((p) => [p.id, p])), []);
  const select = (port: Port) => {
    setSelected(port);
    const [x, y] = project(port.lon, port.lat);
    centreOn(x, y, Math.max(view.k, 3));
  };
  const onKey = (event: KeyboardEvent) => {
    const step = 40;
    const moves: Record<string, () => void> = {
      ArrowLeft: () => panBy(step, 0),
      ArrowRight: () => panBy(-step, 0),
      ArrowUp: () => panBy(0, step),
      ArrowDown: () => panBy(0, -step),
      '+': () => zoomAt(1.25),
      '=': () => zoomAt(1.25),
      '-': () => zoomAt(0.8),
      '0': reset,
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      move();
    }
  };
  const country = (code: string) => intl.formatDisplayName(code, { type: 'region' }) ?? code;
  return (
    <DemoSection titleId="gallery.map.ports">
      <Text size="sm" c="dimmed">
        {t('gallery.map.hint')}
      </Text>
      <Group gap="xs">
        <ActionIcon variant="default" onClick={() => zoomAt(1.25)} aria-label={t('gallery.map.zoomIn')}>
          <IconZoomIn size={18} />
        </ActionIcon>
        <ActionIcon variant="default" onClick={() => zoomAt(0.8)} aria-label={t('gallery.map.zoomOut')}>
          <IconZoomOut size={18} />
        </ActionIcon>
        <ActionIcon variant="default" onClick={reset} aria-label={t('gallery.map.reset')}>
          <IconFocusCentered size={18} />
        </ActionIcon>
        <Text size="sm" aria-live="polite">
          {t('gallery.map.zoom', { zoom: view.k.toFixed(1) })}
        </Text>
      </Group>
      <Box style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 8, overflow: 'hidden' }}>
        <svg
          ref={svgRef}
          viewBox={`0 0 ${W} ${H.toFixed(0)}`}
          width="100%"
          role="application"
          tabIndex={0}
          onKeyDown={onKey}
          aria-label={t('gallery.map.label')}
          style={{
            display: 'block',
            touchAction: 'none',
            cursor: 'grab',
            background: 'var(--mantine-color-blue-light)',
          }}
          {...pointerHandlers}
        >
          <g transform={`translate(${view.x} ${view.y}) scale(${view.k})`}>
            {lands.map((land) => (
              <path
                key={land.id}
                d={land.d}
                fillRule="evenodd"
                fill="var(--mantine-color-body)"
                stroke="var(--mantine-color-gray-6)"
                strokeWidth={0.6 / view.k}
              />
            ))}
            {LANES.map(([from, to]) => {
              const a = byId.get(from);
              const b = byId.get(to);
              return a && b ? (
                <path
                  key={`${from}-${to}`}
                  d={lanePath(a, b)}
                  fill="none"
                  stroke="var(--mantine-color-orange-filled)"
                  strokeWidth={1.4 / view.k}
                  strokeDasharray={`${4 / view.k} ${3 / view.k}`}
                />
              ) : null;
            })}
            {PORTS.map((port) => {
              const [x, y] = project(port.lon, port.lat);
              const active = selected?.id === port.id;
              return (
                <circle
                  key={port.id}
                  cx={x}
                  cy={y}
                  r={(active ? 6 : 4) / view.k}
                  fill={active ? 'var(--mantine-color-red-filled)' : 'var(--mantine-color-blue-filled)'}
                  stroke="white"
                  strokeWidth={1 / view.k}
                  style={{ cursor: 'pointer' }}
                  onClick={() => select(port)}
                >
                  <title>{port.name}</title>
                </circle>
              );
            })}
          </g>
        </svg>
      </Box>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Stack gap="xs">
          <Text fw={600} id="port-list-label">
            {t('gallery.map.list')}
          </Text>
          <Group gap={6} role="group" aria-labelledby="port-list-label">
            {PORTS.map((port) => (
              <Button
                key={port.id}
                size="compact-sm"
                variant={selected?.id === port.id ? 'filled' : 'default'}
                onClick={() => select(port)}
                aria-pressed={selected?.id === port.id}
              >
                {port.name}
              </Button>
            ))}
          </Group>
        </Stack>
        <Paper withBorder p="sm" aria-live="polite">
          {selected ? (
            <Text>
              {t('gallery.map.selected', {
                name: selected.name,
                country: country(selected.country),
                lat: selected.lat.toFixed(2),
                lon: selected.lon.toFixed(2),
              })}
            </Text>
          ) : (
            <Text c="dimmed">{t('gallery.map.none')}</Text>
          )}
        </Paper>
      </SimpleGrid>
    </DemoSection>
  );
}
