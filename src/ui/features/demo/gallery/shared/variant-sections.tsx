import { Group } from '@mantine/core';
import type { ComponentType, ReactNode } from 'react';
import { DemoSection, useT } from './demo-section';

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

/** A component shown once per variant and colour, its label the colour's name. */
type ColourSample<V extends string, C extends string> = ComponentType<{
  variant: V;
  color: C;
  autoContrast: boolean;
  children: ReactNode;
}>;

/** One section per variant (titled by the variant's name) of `component` in every colour given. */
export function ColourVariantSections<V extends string, C extends string>({
  variants,
  colors,
  component: Sample,
}: {
  variants: readonly V[];
  colors: readonly C[];
  component: ColourSample<V, C>;
}) {
  const t = useT();
  return (
    <VariantSections variants={variants} colors={colors} titleId={(variant) => `gallery.comp.variant.${variant}`}>
      {(variant, color) => (
        <Sample key={color} variant={variant} color={color} autoContrast>
          {t(`gallery.ui.color.${color}`)}
        </Sample>
      )}
    </VariantSections>
  );
}
