import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';

type SetLabel = (id: string, label: string | null) => void;

const LabelsContext = createContext<ReadonlyMap<string, string>>(new Map());
const SetLabelContext = createContext<SetLabel | null>(null);

export function BreadcrumbLabelsProvider({ children }: { children: ReactNode }) {
  const [labels, setLabels] = useState<ReadonlyMap<string, string>>(new Map());
  const setLabel = useCallback<SetLabel>((id, label) => {
    setLabels((previous) => {
      const next = new Map(previous);
      if (label === null) next.delete(id);
      else next.set(id, label);
      return next;
    });
  }, []);
  return (
    <SetLabelContext.Provider value={setLabel}>
      <LabelsContext.Provider value={labels}>{children}</LabelsContext.Provider>
    </SetLabelContext.Provider>
  );
}

/** A view names the id in the address (e.g. the participant's name for /participants/12) while it is shown. */
export function useBreadcrumbLabel(id: string | number | undefined, label: string | null | undefined): void {
  const setLabel = useContext(SetLabelContext);
  useEffect(() => {
    if (!setLabel || id === undefined || !label) return;
    const key = String(id);
    setLabel(key, label);
    return () => setLabel(key, null);
  }, [setLabel, id, label]);
}

export function useBreadcrumbLabels(): ReadonlyMap<string, string> {
  return useContext(LabelsContext);
}
