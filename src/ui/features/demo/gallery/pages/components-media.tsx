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

export function CarouselDemo() {
  const t = useT();
  return (
    <Stack>
      <DemoSection titleId="gallery.media.carousel.basic">
        <Carousel
          label={t('gallery.media.carousel.basic')}
          slides={SLIDES.map((s) => (
            <Slide key={s.key} slide={s} height={220} />
          ))}
        />
      </DemoSection>
      <DemoSection titleId="gallery.media.carousel.autoplay">
        <Carousel
          label={t('gallery.media.carousel.autoplay')}
          autoplayMs={3000}
          slides={SLIDES.map((s) => (
            <Slide key={s.key} slide={s} height={180} />
          ))}
        />
      </DemoSection>
    </Stack>
  );
}

export function SwiperDemo() {
  const t = useT();
  return (
    <Stack>
      <DemoSection titleId="gallery.media.swiper.multiple">
        <Text size="sm" c="dimmed">
          {t('gallery.media.swiper.hint')}
        </Text>
        <Carousel
          label={t('gallery.media.swiper.multiple')}
          perView={3}
          loop={false}
          slides={SLIDES.map((s) => (
            <Slide key={s.key} slide={s} height={200} />
          ))}
        />
      </DemoSection>
      <DemoSection titleId="gallery.media.swiper.single">
        <Carousel
          label={t('gallery.media.swiper.single')}
          slides={SLIDES.map((s) => (
            <Slide key={s.key} slide={s} height={160} />
          ))}
        />
      </DemoSection>
    </Stack>
  );
}

const PEOPLE = [
  { name: 'Ana Souza', color: 'blue' },
  { name: 'Lukas Weber', color: 'teal' },
  { name: 'Chloé Martin', color: 'grape' },
] as const;

export function MediaObjectsDemo() {
  const t = useT();
  return (
    <Stack>
      <DemoSection titleId="gallery.media.objects.left">
        {PEOPLE.map((person, i) => (
          <Group key={person.name} align="flex-start" wrap="nowrap">
            <Avatar color={person.color} radius="xl" name={person.name} />
            <div>
              <Text fw={600}>{person.name}</Text>
              <Text size="sm" c="dimmed">
                {t(`gallery.media.objects.note${i + 1}`)}
              </Text>
            </div>
          </Group>
        ))}
      </DemoSection>
      <DemoSection titleId="gallery.media.objects.right">
        {PEOPLE.map((person, i) => (
          <Group key={person.name} align="flex-start" justify="space-between" wrap="nowrap">
            <div>
              <Text fw={600}>{person.name}</Text>
              <Text size="sm" c="dimmed">
                {t(`gallery.media.objects.note${i + 1}`)}
              </Text>
            </div>
            <Avatar color={person.color} radius="md" size="lg" name={person.name} />
          </Group>
        ))}
      </DemoSection>
    </Stack>
  );
}
