import { Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { DemoSection } from './demo-section';

/** One demo section per variant (titled by `titleId`), each showing the component once in every colour given. */
export function VariantSections<V extends string, C extends string>({
  variants,
  colors,
  titleId,
  children,
}: {
  variants: readonly V[];
  colors: readonly C[];
  titleId: (variant: V) => string;
  children: (variant: V, color: C) => ReactNode;
}) {
  return variants.map((variant) => (
    <DemoSection key={variant} titleId={titleId(variant)}>
      <Group>{colors.map((color) => children(variant, color))}</Group>
    </DemoSection>
  ));
}
