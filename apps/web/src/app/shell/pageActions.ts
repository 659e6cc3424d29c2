import type { ReactNode } from 'react';
import { createShellSlot } from './slot';

const slot = createShellSlot<ReactNode>();

export const PageActionsProvider = slot.Provider;
/** Buttons a page puts in the top bar while it is shown. */
export const usePageActions = slot.useFill;
export const usePageActionsContent = slot.useValue;
