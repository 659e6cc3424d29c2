import { PUSH_NAVIGATE_MESSAGE } from '@stride/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { registerBeforeLogout } from '../../app/auth/logout';
import { ConfirmDialog } from '../../app/ui/ConfirmDialog';
import { useSnackbar } from '../../app/ui/snackbar';
import { fetchSettings, SETTINGS_KEY } from '../notifications/notificationsQueries';
import { pushSupported, subscribeThisBrowser, unsubscribeThisBrowser } from './pushBrowser';
import { usePushPermission } from './usePushPermission';

/**
 * Push consent (spec 002): for a person who turned Browser notifications on, the browser's permission is
 * checked (debounced 2 s); not asked yet: the push-permission dialog; blocked: the alert; granted: this
 * browser subscribes. Turned off: this browser's subscription ends. Loaded after the shell, in its own
 * chunk (docs/decisions.md, "Browser push").
 */
export default function PushConsent() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const supported = pushSupported();
  const { data: settings } = useQuery({ queryKey: SETTINGS_KEY, queryFn: fetchSettings, enabled: supported });
  const wanted = supported && settings?.browserNotifications === true;
  const { permission, settle } = usePushPermission(wanted);
  const [asked, setAsked] = useState(false);
  const warned = useRef(false);

  // A click on a notification while the portal is open: the service worker says where to go.
  useEffect(() => {
    if (!supported) return;
    const onMessage = (event: MessageEvent<{ type?: string; url?: string }>) => {
      const url = event.data?.url;
      if (event.data?.type === PUSH_NAVIGATE_MESSAGE && typeof url === 'string' && /^\/(?![/\\])/.test(url)) {
        void navigate(url);
      }
    };
    const container = navigator.serviceWorker;
    container.addEventListener('message', onMessage);
    container.startMessages();
    return () => container.removeEventListener('message', onMessage);
  }, [navigate, supported]);

  // The next person of this browser must not get this one's notifications.
  useEffect(() => (supported ? registerBeforeLogout(unsubscribeThisBrowser) : undefined), [supported]);

  useEffect(() => {
    if (!supported || !settings) return;
    if (!settings.browserNotifications) {
      void unsubscribeThisBrowser().catch((error: unknown) => console.warn('Push unsubscribe failed', error));
      return;
    }
    if (permission === 'granted') {
      void subscribeThisBrowser().catch((error: unknown) => console.warn('Push subscription failed', error));
    } else if (permission === 'denied' && !warned.current) {
      warned.current = true;
      snackbar.show(t('push.blocked'), 'warning');
    }
  }, [permission, settings, snackbar, supported, t]);

  return (
    <ConfirmDialog
      open={wanted && permission === 'default' && !asked}
      title={t('push.title')}
      confirmLabel={t('push.allow')}
      onConfirm={async () => settle(await Notification.requestPermission())}
      onClose={() => setAsked(true)}
    >
      {t('push.text')}
    </ConfirmDialog>
  );
}
