import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';

/**
 * A place in the shell a page can fill while it is shown (page actions, the floating add button).
 * T must not be a function: it is stored with a state setter.
 */
export function createShellSlot<T>() {
  const ValueContext = createContext<T | null>(null);
  const SetContext = createContext<((value: T | null) => void) | null>(null);

  function Provider({ children }: { children: ReactNode }) {
    const [value, setValue] = useState<T | null>(null);
    return (
      <SetContext.Provider value={setValue}>
        <ValueContext.Provider value={value}>{children}</ValueContext.Provider>
      </SetContext.Provider>
    );
  }

  function useFill(value: T | null): void {
    const setValue = useContext(SetContext);
    useEffect(() => {
      if (!setValue) return;
      setValue(value);
      return () => setValue(null);
    }, [setValue, value]);
  }

  function useValue(): T | null {
    return useContext(ValueContext);
  }

  return { Provider, useFill, useValue };
}
