import { lazy, Suspense, useState } from 'react';
import { NotificationBell } from '../../../app/shell/NotificationBell';
import { useUnreadNotifications } from '../../../app/shell/useUnreadNotifications';

// The panel and everything it shows load on the first opening: the first screen carries the bell only.
const NotificationsPanel = lazy(() => import('./NotificationsPanel'));

/** The top bar's bell and the notification panel it opens (spec 002 section 2). */
export function NotificationsButton({ advisor }: { advisor: boolean }) {
  const unread = useUnreadNotifications();
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so that closing slides out and reopening is at once.
  const [opened, setOpened] = useState(false);
  return (
    <>
      <NotificationBell
        count={unread}
        expanded={open}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      />
      {opened ? (
        <Suspense fallback={null}>
          <NotificationsPanel open={open} advisor={advisor} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
