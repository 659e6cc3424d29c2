import Box from '@mui/material/Box';
import { createContext, useContext, useLayoutEffect, useMemo, useState, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';

/**
 * The floating things, top to bottom of their column: a snackbar stands above the upload panel, which
 * stands above the floating add button (as Material puts a snackbar above a FAB).
 */
export const FLOATING_ORDER = { snackbar: 1, uploads: 2, fab: 3 } as const;
export type FloatingKind = keyof typeof FLOATING_ORDER;

/** Room between the window's edge (or a docked input) and the column: 8 px on a phone, 24 px wider. */
const EDGE = { xs: 8, sm: 24 } as const;

interface FloatingLayerApi {
  node: HTMLElement | null;
  /** The height one docked thing takes at the bottom of the window (0 or absent: none). */
  setDock: (id: symbol, height: number) => void;
}

const FloatingLayerContext = createContext<FloatingLayerApi | null>(null);

/**
 * The one place that decides where floating things sit (Coaching loop: floating things in one column,
 * docs/decisions.md): the snackbar, the upload panel and the floating add button are stacked in one
 * fixed column at the bottom right (full width on a phone), so none can cover another; and the column
 * stands above an input docked at the bottom of the window (the chat composer, useBottomDock), so none
 * covers it either.
 */
export function FloatingLayerProvider({ children }: { children: ReactNode }) {
  const [node, setNode] = useState<HTMLElement | null>(null);
  // Each docked thing by its id (the bottom bar, the chat composer above it): the column stands above the highest.
  const [docks, setDocks] = useState<ReadonlyMap<symbol, number>>(new Map());
  const dock = Math.max(0, ...docks.values());
  const api = useMemo<FloatingLayerApi>(
    () => ({
      node,
      setDock: (id, height) =>
        setDocks((current) => {
          if ((current.get(id) ?? 0) === height) return current;
          const next = new Map(current);
          if (height > 0) next.set(id, height);
          else next.delete(id);
          return next;
        }),
    }),
    [node],
  );
  return (
    <FloatingLayerContext.Provider value={api}>
      {children}
      <Box
        ref={setNode}
        data-floating-layer=""
        data-dock={dock}
        sx={{
          position: 'fixed',
          zIndex: (theme) => theme.zIndex.snackbar,
          left: { xs: EDGE.xs, sm: 'auto' },
          right: { xs: EDGE.xs, sm: EDGE.sm },
          bottom: { xs: dock + EDGE.xs, sm: dock + EDGE.sm },
          maxWidth: { sm: `calc(100vw - ${2 * EDGE.sm}px)` },
          display: 'flex',
          flexDirection: 'column',
          alignItems: { xs: 'stretch', sm: 'flex-end' },
          gap: 1,
          // The column itself lets clicks through to the page; only what is in it takes them.
          pointerEvents: 'none',
          '& > *': { pointerEvents: 'auto' },
          '&:empty': { display: 'none' },
        }}
      />
    </FloatingLayerContext.Provider>
  );
}

/**
 * Puts its children in the floating column at their kind's place. Whatever goes in lays itself out
 * statically (no position: fixed of its own): the column places it.
 */
export function Floating({ kind, children }: { kind: FloatingKind; children: ReactNode }) {
  const layer = useContext(FloatingLayerContext);
  if (!layer) throw new Error('Floating needs a FloatingLayerProvider');
  if (!layer.node) return null;
  return createPortal(
    <Box data-floating={kind} sx={{ order: FLOATING_ORDER[kind], display: 'flex', flexDirection: 'column' }}>
      {children}
    </Box>,
    layer.node,
  );
}

/**
 * Something docked at the bottom of the window (the chat composer, the participant's bottom bar): the
 * floating column stands above it while it is shown, whatever its height (the composer grows with its text);
 * with several, above the highest.
 */
export function useBottomDock(ref: RefObject<HTMLElement | null>): void {
  const layer = useContext(FloatingLayerContext);
  const setLayerDock = layer?.setDock;
  const [id] = useState(() => Symbol('dock'));
  useLayoutEffect(() => {
    const setDock = setLayerDock && ((height: number) => setLayerDock(id, height));
    const element = ref.current;
    if (!setDock || !element) return;
    const measure = () => {
      const top = element.getBoundingClientRect().top;
      // Below the window (scrolled away) it takes no room; inside it, everything from its top down.
      setDock(Math.max(0, Math.round(window.innerHeight - top)));
    };
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(element);
    window.addEventListener('resize', measure);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', measure);
      setDock(0);
    };
  }, [ref, setLayerDock, id]);
}
