import { fireEvent, screen } from '@testing-library/react';
import { useEffect, useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render';
import { Floating, useBottomDock } from './floatingLayer';
import { useSnackbar } from './snackbar';

const layer = () => document.querySelector<HTMLElement>('[data-floating-layer]')!;
const kinds = () => [...layer().children].map((child) => child.getAttribute('data-floating'));
const orderOf = (kind: string) => getComputedStyle(layer().querySelector(`[data-floating="${kind}"]`)!).order;

/** A page with a docked input `height` px tall at the bottom of the window, shown while `docked`. */
function Page({ height }: { height: number }) {
  const snackbar = useSnackbar();
  const [docked, setDocked] = useState(true);
  useEffect(() => snackbar.show('Saved!'), [snackbar]);
  return (
    <>
      <Floating kind="fab">
        <button type="button">Add</button>
      </Floating>
      <Floating kind="uploads">
        <div role="dialog" aria-label="Uploading 1 items" />
      </Floating>
      <button type="button" onClick={() => setDocked(false)}>
        Leave
      </button>
      {docked ? <Docked height={height} /> : null}
    </>
  );
}

function Docked({ height }: { height: number }) {
  const ref = useRef<HTMLFormElement>(null);
  useBottomDock(ref);
  return (
    <form
      aria-label="Composer"
      ref={(element) => {
        ref.current = element;
        // jsdom lays nothing out: the form stands `height` px tall at the window's bottom.
        if (element) element.getBoundingClientRect = () => ({ top: window.innerHeight - height }) as DOMRect;
      }}
    />
  );
}

describe('the floating column', { timeout: 20_000 }, () => {
  it('stacks the snackbar above the upload panel above the add button, whatever mounted first', async () => {
    renderWithApp(<Page height={0} />);
    await screen.findByText('Saved!');
    expect(kinds()).toEqual(expect.arrayContaining(['snackbar', 'uploads', 'fab']));
    const [snackbar, uploads, fab] = ['snackbar', 'uploads', 'fab'].map((kind) => Number(orderOf(kind)));
    expect(snackbar).toBeLessThan(uploads!);
    expect(uploads).toBeLessThan(fab!);
    // Each is placed by the column: no fixed position of its own to overlap another.
    expect(layer().contains(screen.getByRole('dialog', { name: 'Uploading 1 items' }))).toBe(true);
    expect(layer().contains(screen.getByText('Saved!'))).toBe(true);
  });

  it('stands above an input docked at the bottom of the window while it is shown', async () => {
    renderWithApp(<Page height={120} />);
    await screen.findByText('Saved!');
    expect(layer().getAttribute('data-dock')).toBe('120');
    fireEvent.click(screen.getByRole('button', { name: 'Leave' }));
    expect(layer().getAttribute('data-dock')).toBe('0');
  });
});
