import { ActionIcon, Box, Group, UnstyledButton } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useT } from './demo-section';

interface CarouselProps {
  readonly slides: readonly ReactNode[];
  readonly label: string;
  /** Slides visible at once. */
  readonly perView?: number;
  readonly autoplayMs?: number;
  readonly loop?: boolean;
}

/** A small accessible carousel: buttons, dots, arrow keys and pointer swipes (no carousel package here). */
export function Carousel({ slides, label, perView = 1, autoplayMs, loop = true }: CarouselProps) {
  const t = useT();
  const last = Math.max(0, slides.length - perView);
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const swipeStart = useRef<number | null>(null);
  const go = (next: number) => setIndex(loop ? (next + last + 1) % (last + 1) : Math.min(last, Math.max(0, next)));
  useEffect(() => {
    if (!autoplayMs || paused) return;
    const timer = window.setInterval(() => setIndex((i) => (i >= last ? 0 : i + 1)), autoplayMs);
    return () => window.clearInterval(timer);
  }, [autoplayMs, paused, last]);
  return (
    <Box
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onKeyDown={(e) => {
        if (e.key === 'ArrowLeft') go(index - 1);
        if (e.key === 'ArrowRight') go(index + 1);
      }}
    >
      <Box
        style={{ overflow: 'hidden', touchAction: 'pan-y' }}
        onPointerDown={(e) => {
          swipeStart.current = e.clientX;
        }}
        onPointerUp={(e) => {
          const start = swipeStart.current;
          swipeStart.current = null;
          if (start !== null && Math.abs(e.clientX - start) > 40) go(index + (e.clientX < start ? 1 : -1));
        }}
      >
        <Box
          aria-live={autoplayMs && !paused ? 'off' : 'polite'}
          style={{
            display: 'flex',
            transition: 'transform 300ms ease',
            transform: `translateX(-${(index * 100) / perView}%)`,
          }}
        >
          {slides.map((slide, i) => (
            <Box
              key={i}
              role="group"
              aria-roledescription="slide"
              aria-label={t('gallery.carousel.slide', { n: i + 1, total: slides.length })}
              aria-hidden={i < index || i >= index + perView}
              style={{ flex: `0 0 ${100 / perView}%`, padding: 4 }}
            >
              {slide}
            </Box>
          ))}
        </Box>
      </Box>
      <Group justify="center" mt="sm" gap="xs">
        <ActionIcon
          variant="default"
          onClick={() => go(index - 1)}
          disabled={!loop && index === 0}
          aria-label={t('gallery.carousel.previous')}
        >
          <IconChevronLeft size={16} />
        </ActionIcon>
        {Array.from({ length: last + 1 }, (_, i) => (
          <UnstyledButton
            key={i}
            onClick={() => setIndex(i)}
            aria-label={t('gallery.carousel.goTo', { n: i + 1 })}
            aria-current={i === index}
            w={10}
            h={10}
            bg={i === index ? 'var(--mantine-primary-color-filled)' : 'var(--mantine-color-gray-5)'}
            style={{ borderRadius: 5 }}
          />
        ))}
        <ActionIcon
          variant="default"
          onClick={() => go(index + 1)}
          disabled={!loop && index === last}
          aria-label={t('gallery.carousel.next')}
        >
          <IconChevronRight size={16} />
        </ActionIcon>
      </Group>
    </Box>
  );
}
