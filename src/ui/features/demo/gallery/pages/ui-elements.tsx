import {
  Blockquote,
  Code,
  ColorSwatch,
  Grid,
  Group,
  List,
  Mark,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
  useMantineTheme,
} from '@mantine/core';
import { DemoSection, sectionsDemo, useT } from '../shared/demo-section';

function Cell({ label }: { label: string }) {
  return (
    <Paper withBorder p="sm" ta="center" bg="var(--mantine-color-default-hover)">
      {label}
    </Paper>
  );
}

export const GridDemo = sectionsDemo({
  'gallery.ui.grid.columns': (t) => (
    <Grid>
      {[12, 6, 6, 4, 4, 4, 3, 3, 3, 3].map((span, i) => (
        <Grid.Col key={i} span={{ base: 12, sm: span }}>
          <Cell label={t('gallery.ui.grid.span', { span })} />
        </Grid.Col>
      ))}
    </Grid>
  ),
  'gallery.ui.grid.responsive': (t) => (
    <>
      <Text size="sm">{t('gallery.ui.grid.responsiveHint')}</Text>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
        {[1, 2, 3, 4].map((n) => (
          <Cell key={n} label={t('gallery.ui.grid.item', { n })} />
        ))}
      </SimpleGrid>
    </>
  ),
});

export const TypographyDemo = sectionsDemo({
  'gallery.ui.type.headings': (t) =>
    ([1, 2, 3, 4, 5, 6] as const).map((order) => (
      <Title key={order} order={order} component="p">
        {t('gallery.ui.type.heading', { n: order })}
      </Title>
    )),
  'gallery.ui.type.body': (t) => (
    <>
      <Text size="lg">{t('gallery.ui.type.lead')}</Text>
      <Text>
        {t('gallery.ui.type.paragraph')} <Mark>{t('gallery.ui.type.marked')}</Mark> <Code>npm run build</Code>
      </Text>
      <Blockquote cite={t('gallery.ui.type.quoteAuthor')}>{t('gallery.ui.type.quote')}</Blockquote>
      <List>
        {([1, 2, 3] as const).map((n) => (
          <List.Item key={n}>{t(`gallery.ui.type.list${n}`)}</List.Item>
        ))}
      </List>
    </>
  ),
});

/** The sample line once per text style. */
const TRANSFORMS = [
  { tt: 'uppercase' },
  { tt: 'lowercase' },
  { tt: 'capitalize' },
  { td: 'line-through' },
  { fs: 'italic' },
] as const;

export const TextUtilitiesDemo = sectionsDemo({
  'gallery.ui.text.alignment': (t) =>
    (['left', 'center', 'right'] as const).map((align) => (
      <Text key={align} ta={align}>
        {t(`gallery.ui.text.align.${align}`)}
      </Text>
    )),
  'gallery.ui.text.transform': (t) =>
    TRANSFORMS.map((style, i) => (
      <Text key={i} {...style}>
        {t('gallery.ui.text.sample')}
      </Text>
    )),
  'gallery.ui.text.weights': (t) => (
    <>
      {[300, 400, 600, 800].map((fw) => (
        <Text key={fw} fw={fw}>
          {t('gallery.ui.text.weight', { fw })}
        </Text>
      ))}
      <Text truncate="end" maw={260}>
        {t('gallery.ui.text.truncated')}
      </Text>
    </>
  ),
});

const PALETTE = [
  'blue',
  'cyan',
  'teal',
  'green',
  'lime',
  'yellow',
  'orange',
  'red',
  'pink',
  'grape',
  'violet',
  'indigo',
  'gray',
  'dark',
] as const;

export function ColorsDemo() {
  const t = useT();
  const theme = useMantineTheme();
  return (
    <Stack>
      {PALETTE.map((name) => (
        <DemoSection key={name} titleId={`gallery.ui.color.${name}`}>
          <Group gap={6}>
            {theme.colors[name].map((value, shade) => (
              <Stack key={value} gap={2} align="center">
                <ColorSwatch
                  color={value}
                  size={36}
                  role="img"
                  aria-label={t('gallery.ui.color.shade', { shade, value })}
                />
                <Text size="xs" c="dimmed">
                  {shade}
                </Text>
              </Stack>
            ))}
          </Group>
        </DemoSection>
      ))}
    </Stack>
  );
}
