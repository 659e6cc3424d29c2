import { PUSH_PERMISSION_DEBOUNCE_MS } from '@stride/contracts';
import { useCallback, useEffect, useState } from 'react';

/**
 * The browser's notification permission once it has been stable for 2 s (spec 002: the push-permission
 * check is debounced 2 s), checked again whenever the browser reports a change; null until then.
 */
export function usePushPermission(enabled: boolean): {
  permission: NotificationPermission | null;
  /** Takes a fresh answer at once (after asking the person). */
  settle: (permission: NotificationPermission) => void;
} {
  const [permission, setPermission] = useState<NotificationPermission | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let status: PermissionStatus | undefined;
    let cancelled = false;
    const check = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setPermission(Notification.permission), PUSH_PERMISSION_DEBOUNCE_MS);
    };
    check();
    navigator.permissions
      ?.query({ name: 'notifications' })
      .then((s) => {
        if (cancelled) return;
        status = s;
        s.onchange = check;
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
      clearTimeout(timer);
      if (status) status.onchange = null;
    };
  }, [enabled]);
  const settle = useCallback((p: NotificationPermission) => setPermission(p), []);
  return { permission, settle };
}
