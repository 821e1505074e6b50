import {
  AngleSlider,
  Button,
  Code,
  CopyButton,
  Group,
  Paper,
  RangeSlider,
  Slider,
  Stack,
  Switch,
  Text,
  TextInput,
  Tour,
} from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useRef, useState } from 'react';
import { ChoiceControl, namedChoices } from '../shared/choice-control';
import { DemoSection, sectionsDemo, useT } from '../shared/demo-section';
import { TONES } from '../shared/tones';

type Tone = (typeof TONES)[number]['key'];

export function ToastrDemo() {
  const t = useT();
  const [tone, setTone] = useState<Tone>('success');
  const [sticky, setSticky] = useState(false);
  const [title, setTitle] = useState(() => t('gallery.widget.toastr.defaultTitle'));
  const picked = TONES.find((x) => x.key === tone) ?? TONES[0];
  const show = () =>
    notifications.show({
      color: picked.color,
      title,
      message: t(`gallery.comp.alerts.${picked.key}`),
      autoClose: sticky ? false : 4000,
      withBorder: true,
    });
  return (
    <DemoSection titleId="gallery.widget.toastr.builder">
      <ChoiceControl
        label={t('gallery.widget.toastr.type')}
        value={tone}
        onChange={setTone}
        choices={namedChoices(
          TONES.map((x) => x.key),
          (key) => t(`gallery.comp.tone.${key}`),
        )}
      />
      <TextInput
        label={t('gallery.widget.toastr.title')}
        value={title}
        onChange={(e) => setTitle(e.currentTarget.value)}
        maw={360}
      />
      <Switch
        label={t('gallery.widget.toastr.sticky')}
        checked={sticky}
        onChange={(e) => setSticky(e.currentTarget.checked)}
      />
      <Group>
        <Button onClick={show}>{t('gallery.widget.toastr.show')}</Button>
        <Button variant="default" onClick={() => notifications.clean()}>
          {t('gallery.widget.toastr.clear')}
        </Button>
      </Group>
    </DemoSection>
  );
}

/** A percentage slider with marks, its value said above it. */
function FillSlider() {
  const t = useT();
  const [value, setValue] = useState(40);
  return (
    <>
      <Text size="sm" id="fill-label">
        {t('gallery.widget.slider.fill', { value })}
      </Text>
      <Slider
        value={value}
        onChange={setValue}
        thumbLabel={t('gallery.widget.slider.fillLabel')}
        marks={[
          { value: 25, label: '25%' },
          { value: 50, label: '50%' },
          { value: 75, label: '75%' },
        ]}
        mb="lg"
      />
    </>
  );
}

/** A temperature range (the slider runs 0-100, shown 30 degrees lower), at least 5 degrees wide. */
function TemperatureRange() {
  const t = useT();
  const [range, setRange] = useState<[number, number]>([20, 80]);
  return (
    <>
      <Text size="sm" id="temp-label">
        {t('gallery.widget.slider.temp', { from: range[0] - 30, to: range[1] - 30 })}
      </Text>
      <RangeSlider
        value={range}
        onChange={setRange}
        color="teal"
        minRange={5}
        label={(v) => `${v - 30} °C`}
        thumbFromLabel={t('gallery.widget.slider.from')}
        thumbToLabel={t('gallery.widget.slider.to')}
      />
    </>
  );
}

/** A compass heading picked on a dial. */
function HeadingDial() {
  const t = useT();
  const [angle, setAngle] = useState(90);
  return (
    <Group>
      <AngleSlider
        value={angle}
        onChange={setAngle}
        aria-label={t('gallery.widget.slider.heading')}
        formatLabel={(v) => `${v}°`}
      />
      <Text>{t('gallery.widget.slider.headingValue', { angle })}</Text>
    </Group>
  );
}

export const SliderDemo = sectionsDemo({
  'gallery.widget.slider.single': () => <FillSlider />,
  'gallery.widget.slider.range': () => <TemperatureRange />,
  'gallery.widget.slider.angle': () => <HeadingDial />,
});

export function TourDemo() {
  const t = useT();
  const [active, setActive] = useState(false);
  const search = useRef<HTMLDivElement>(null);
  const save = useRef<HTMLButtonElement>(null);
  const help = useRef<HTMLDivElement>(null);
  return (
    <DemoSection titleId="gallery.widget.tour.screen">
      <Button w="fit-content" onClick={() => setActive(true)}>
        {t('gallery.widget.tour.start')}
      </Button>
      <Paper withBorder p="md">
        <Stack>
          <div ref={search}>
            <TextInput label={t('gallery.table.search')} />
          </div>
          <Group>
            <Button ref={save}>{t('gallery.comp.save')}</Button>
          </Group>
          <Paper ref={help} p="sm" bg="var(--mantine-color-default-hover)">
            <Text size="sm">{t('gallery.widget.tour.helpBox')}</Text>
          </Paper>
        </Stack>
      </Paper>
      <Tour
        active={active}
        onClose={() => setActive(false)}
        labels={{
          skip: t('gallery.widget.tour.skip'),
          back: t('gallery.form.wizard.back'),
          next: t('gallery.widget.tour.next'),
          close: t('gallery.comp.close'),
          stepCounter: (c, n) => t('gallery.widget.tour.counter', { c, n }),
        }}
      >
        <Tour.Step target={search} title={t('gallery.widget.tour.step1')}>
          {t('gallery.widget.tour.step1Body')}
        </Tour.Step>
        <Tour.Step target={save} title={t('gallery.widget.tour.step2')}>
          {t('gallery.widget.tour.step2Body')}
        </Tour.Step>
        <Tour.Step target={help} title={t('gallery.widget.tour.step3')}>
          {t('gallery.widget.tour.step3Body')}
        </Tour.Step>
      </Tour>
    </DemoSection>
  );
}

/** A text field and a button that copies what it holds, saying so (or that the browser refused). */
function CopyField() {
  const t = useT();
  const [text, setText] = useState('FD-00042');
  const clipboard = useClipboard({ timeout: 1500 });
  return (
    <>
      <Group align="end">
        <TextInput
          label={t('gallery.widget.clip.text')}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
        />
        <Button onClick={() => clipboard.copy(text)} color={clipboard.copied ? 'teal' : undefined}>
          {t(clipboard.copied ? 'gallery.ui.syntax.copied' : 'gallery.widget.clip.copy')}
        </Button>
      </Group>
      {clipboard.error ? (
        <Text c="red" size="sm">
          {t('gallery.widget.clip.error')}
        </Text>
      ) : null}
    </>
  );
}

export const ClipboardDemo = sectionsDemo({
  'gallery.widget.clip.input': () => <CopyField />,
  'gallery.widget.clip.snippet': (t) => (
    <>
      <Code block>{'https://track.example.com/FD-00042'}</Code>
      <CopyButton value="https://track.example.com/FD-00042">
        {({ copied, copy }) => (
          <Button variant="light" w="fit-content" onClick={copy}>
            {t(copied ? 'gallery.ui.syntax.copied' : 'gallery.widget.clip.copyLink')}
          </Button>
        )}
      </CopyButton>
    </>
  ),
});
