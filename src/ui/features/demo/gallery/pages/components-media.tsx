import { Avatar, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAnchor, IconPlane, IconShip, IconTruck, IconWorld } from '@tabler/icons-react';
import { Carousel } from '../shared/carousel';
import { DemoSection, useT } from '../shared/demo-section';

const SLIDES = [
  { key: 'sea', icon: IconShip, color: 'blue' },
  { key: 'air', icon: IconPlane, color: 'teal' },
  { key: 'road', icon: IconTruck, color: 'orange' },
  { key: 'port', icon: IconAnchor, color: 'indigo' },
  { key: 'world', icon: IconWorld, color: 'grape' },
] as const;

function Slide({ slide, height }: { slide: (typeof SLIDES)[number]; height: number }) {
  const t = useT();
  const Icon = slide.icon;
  return (
    <Paper h={height} p="lg" radius="md" bg={`var(--mantine-color-${slide.color}-light)`}>
      <Stack align="center" justify="center" h="100%" gap="xs">
        <ThemeIcon size={56} radius="xl" color={slide.color}>
          <Icon size={30} aria-hidden />
        </ThemeIcon>
        <Title order={3} size="h4">
          {t(`gallery.media.slide.${slide.key}`)}
        </Title>
        <Text size="sm" ta="center">
          {t(`gallery.media.slide.${slide.key}.body`)}
        </Text>
      </Stack>
    </Paper>
  );
}

/** A titled carousel of the sample slides, named after its section. */
function SlidesSection({
  titleId,
  height,
  hintId,
  ...options
}: {
  titleId: string;
  height: number;
  hintId?: string;
  autoplayMs?: number;
  perView?: number;
  loop?: boolean;
}) {
  const t = useT();
  return (
    <DemoSection titleId={titleId}>
      {hintId ? (
        <Text size="sm" c="dimmed">
          {t(hintId)}
        </Text>
      ) : null}
      <Carousel
        label={t(titleId)}
        {...options}
        slides={SLIDES.map((s) => (
          <Slide key={s.key} slide={s} height={height} />
        ))}
      />
    </DemoSection>
  );
}

export function CarouselDemo() {
  return (
    <Stack>
      <SlidesSection titleId="gallery.media.carousel.basic" height={220} />
      <SlidesSection titleId="gallery.media.carousel.autoplay" height={180} autoplayMs={3000} />
    </Stack>
  );
}

export function SwiperDemo() {
  return (
    <Stack>
      <SlidesSection
        titleId="gallery.media.swiper.multiple"
        hintId="gallery.media.swiper.hint"
        height={200}
        perView={3}
        loop={false}
      />
      <SlidesSection titleId="gallery.media.swiper.single" height={160} />
    </Stack>
  );
}

const PEOPLE = [
  { name: 'Ana Souza', color: 'blue' },
  { name: 'Lukas Weber', color: 'teal' },
  { name: 'Chloé Martin', color: 'grape' },
] as const;

/** A person with a note, the avatar on the left (round) or on the right (square, larger). */
function MediaObject({
  person,
  note,
  side,
}: {
  person: (typeof PEOPLE)[number];
  note: string;
  side: 'left' | 'right';
}) {
  const avatar =
    side === 'left' ? (
      <Avatar color={person.color} radius="xl" name={person.name} />
    ) : (
      <Avatar color={person.color} radius="md" size="lg" name={person.name} />
    );
  return (
    <Group align="flex-start" wrap="nowrap" {...(side === 'right' ? { justify: 'space-between' } : {})}>
      {side === 'left' ? avatar : null}
      <div>
        <Text fw={600}>{person.name}</Text>
        <Text size="sm" c="dimmed">
          {note}
        </Text>
      </div>
      {side === 'right' ? avatar : null}
    </Group>
  );
}

export function MediaObjectsDemo() {
  const t = useT();
  return (
    <Stack>
      {(['left', 'right'] as const).map((side) => (
        <DemoSection key={side} titleId={`gallery.media.objects.${side}`}>
          {PEOPLE.map((person, i) => (
            <MediaObject key={person.name} person={person} note={t(`gallery.media.objects.note${i + 1}`)} side={side} />
          ))}
        </DemoSection>
      ))}
    </Stack>
  );
}
