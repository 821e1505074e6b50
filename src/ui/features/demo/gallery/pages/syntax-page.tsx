import { Code, CopyButton, Button, Stack } from '@mantine/core';
import { Fragment, useState } from 'react';
import { ChoiceControl } from '../shared/choice-control';
import { DemoSection, useT } from '../shared/demo-section';
import { tokenize, type TokenKind } from '../shared/tokenize';

const SAMPLES = {
  typescript: `// Total weight of a shipment in kilograms
export function totalWeight(items: readonly Item[]): number {
  return items.reduce((sum, item) => sum + item.kg * item.quantity, 0);
}
const label = 'Santos -> Rotterdam';`,
  json: `{
  "reference": "FD-2026-0042",
  "incoterm": "FOB",
  "containers": 2,
  "reefer": false
}`,
} as const;
type Sample = keyof typeof SAMPLES;
const LANGUAGES: Readonly<Record<Sample, string>> = { typescript: 'TypeScript', json: 'JSON' };

const COLORS: Readonly<Record<TokenKind, string | undefined>> = {
  keyword: 'light-dark(var(--mantine-color-violet-9), var(--mantine-color-violet-3))',
  string: 'light-dark(var(--mantine-color-green-9), var(--mantine-color-green-3))',
  number: 'light-dark(var(--mantine-color-orange-9), var(--mantine-color-orange-3))',
  comment: 'light-dark(var(--mantine-color-gray-7), var(--mantine-color-gray-5))',
  plain: undefined,
};

export function SyntaxDemo() {
  const t = useT();
  const [sample, setSample] = useState<Sample>('typescript');
  const code = SAMPLES[sample];
  return (
    <DemoSection titleId="gallery.ui.syntax.sample">
      <ChoiceControl label={t('gallery.ui.syntax.language')} value={sample} onChange={setSample} choices={LANGUAGES} />
      <Stack gap={4}>
        <Code block>
          {tokenize(code).map((token, i) => (
            <Fragment key={i}>
              {COLORS[token.kind] ? <span style={{ color: COLORS[token.kind] }}>{token.text}</span> : token.text}
            </Fragment>
          ))}
        </Code>
        <CopyButton value={code}>
          {({ copied, copy }) => (
            <Button variant="light" size="xs" w="fit-content" onClick={copy}>
              {t(copied ? 'gallery.ui.syntax.copied' : 'gallery.ui.syntax.copy')}
            </Button>
          )}
        </CopyButton>
      </Stack>
    </DemoSection>
  );
}
