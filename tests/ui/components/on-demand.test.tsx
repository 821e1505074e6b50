import { Button, Menu } from '@mantine/core';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { forwardRef, useState, type ComponentPropsWithRef } from 'react';
import { describe, expect, it } from 'vitest';
import {
  onDemandPart,
  OnDemandMenu,
  useMenuOpened,
  WhenWanted,
  type OnDemandMenuProps,
} from '../../../src/ui/components/on-demand';
import { renderWithApp } from '../../support/render-with-app';

/** A part whose code arrives when the test says so (as a slow network would deliver it). */
function deferredPart<P>(component: (props: P) => React.ReactNode) {
  let deliver: () => void = () => undefined;
  let asked = 0;
  const arrived = new Promise<void>((resolve) => {
    deliver = resolve;
  });
  const part = onDemandPart<P>(() => {
    asked += 1;
    return arrived.then(() => component);
  });
  return { part, deliver: () => act(async () => deliver()), asked: () => asked };
}

const Trigger = forwardRef<HTMLButtonElement, ComponentPropsWithRef<'button'>>(function Trigger(props, ref) {
  return (
    <Button ref={ref} {...props}>
      Actions
    </Button>
  );
});

function LoadedMenu({ openAtOnce }: OnDemandMenuProps) {
  return (
    <Menu {...useMenuOpened(openAtOnce)} withinPortal={false}>
      <Menu.Target>
        <Trigger />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item>Archive</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

describe('a menu whose code comes on demand', () => {
  it('fetches nothing until its button is pointed at, focused or pressed', async () => {
    const { part, asked } = deferredPart(LoadedMenu);
    renderWithApp(<OnDemandMenu part={part} props={{}} trigger={<Trigger />} />);
    expect(screen.getByRole('button', { name: 'Actions' })).toBeInTheDocument();
    expect(asked()).toBe(0);
    await userEvent.setup().hover(screen.getByRole('button', { name: 'Actions' }));
    expect(asked()).toBe(1);
    expect(screen.queryByRole('menuitem')).toBeNull();
  });

  it('opens as soon as its code arrives when pressed before, and the pressed button keeps the focus', async () => {
    const user = userEvent.setup();
    const { part, deliver } = deferredPart(LoadedMenu);
    renderWithApp(<OnDemandMenu part={part} props={{}} trigger={<Trigger />} />);
    await user.click(screen.getByRole('button', { name: 'Actions' }));
    expect(screen.queryByRole('menuitem')).toBeNull();
    await deliver();
    expect(await screen.findByRole('menuitem', { name: 'Archive' })).toBeInTheDocument();
  });

  it('keeps its stand-in while the code arrives on a hover, so a click under way is never lost', async () => {
    const user = userEvent.setup();
    const { part, deliver } = deferredPart(LoadedMenu);
    renderWithApp(<OnDemandMenu part={part} props={{}} trigger={<Trigger />} />);
    const standIn = screen.getByRole('button', { name: 'Actions' });
    await user.hover(standIn);
    await deliver();
    expect(screen.getByRole('button', { name: 'Actions' })).toBe(standIn);
    await user.click(standIn);
    expect(await screen.findByRole('menuitem', { name: 'Archive' })).toBeInTheDocument();
  });

  it('opened from the keyboard, hands the focus to the loaded button', async () => {
    const user = userEvent.setup();
    const { part, deliver } = deferredPart(LoadedMenu);
    renderWithApp(<OnDemandMenu part={part} props={{}} trigger={<Trigger />} />);
    await user.tab();
    const standIn = screen.getByRole('button', { name: 'Actions' });
    expect(standIn).toHaveFocus();
    await user.keyboard('{Enter}');
    await deliver();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Actions' })).not.toBe(standIn));
    expect(screen.getByRole('button', { name: 'Actions' })).toHaveFocus();
    expect(await screen.findByRole('menuitem', { name: 'Archive' })).toBeInTheDocument();
  });

  it('tells a stand-in of several buttons which one was pressed', async () => {
    const user = userEvent.setup();
    const seen: (string | null)[] = [];
    const { part, deliver } = deferredPart(({ openedFrom }: OnDemandMenuProps) => {
      seen.push(openedFrom);
      return <p>opened from {openedFrom}</p>;
    });
    renderWithApp(
      <OnDemandMenu
        part={part}
        props={{}}
        trigger={
          <div>
            <button type="button" data-opens="views">
              Views
            </button>
            <button type="button" data-opens="columns">
              Columns
            </button>
          </div>
        }
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    await deliver();
    expect(await screen.findByText('opened from columns')).toBeInTheDocument();
    expect(seen.at(-1)).toBe('columns');
  });
});

describe('a dialog whose code comes on its first opening', () => {
  function Page({ part }: { part: ReturnType<typeof deferredPart<{ opened: boolean }>>['part'] }) {
    const [opened, setOpened] = useState(false);
    return (
      <>
        <button type="button" onClick={() => setOpened((o) => !o)}>
          Toggle
        </button>
        <WhenWanted part={part} wanted={opened} props={{ opened }} />
      </>
    );
  }

  it('renders nothing and fetches nothing while never opened, then stays mounted once opened', async () => {
    const user = userEvent.setup();
    const { part, deliver, asked } = deferredPart(({ opened }: { opened: boolean }) => (
      <p>dialog {opened ? 'open' : 'closed'}</p>
    ));
    renderWithApp(<Page part={part} />);
    expect(asked()).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Toggle' }));
    expect(asked()).toBe(1);
    await deliver();
    expect(await screen.findByText('dialog open')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Toggle' }));
    expect(screen.getByText('dialog closed')).toBeInTheDocument();
  });

  it('asks again after a failed fetch', async () => {
    let attempts = 0;
    const part = onDemandPart<object>(() => {
      attempts += 1;
      return attempts === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(() => <p>second try</p>);
    });
    await expect(part.preload()).rejects.toThrow('offline');
    await expect(part.preload()).resolves.toBeTypeOf('function');
    expect(attempts).toBe(2);
  });
});
