import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { followOtherTabs, restoreSession } from './app/auth/session';
import { startSessionRenewal } from './app/auth/renewal';
import { configureSignIn } from './app/auth/userManager';
import { BootError } from './app/BootError';
import { initI18n, toAppLanguage } from './app/i18n/i18n';
import { applyThemeColor } from './app/pwa/serviceWorker';
import { applyFavicon, loadTenantConfig } from './app/tenant/loadTenant';

async function boot(): Promise<void> {
  const root = createRoot(document.getElementById('root') as HTMLElement);
  try {
    // Before sign-in the browser's language is the best guess; the profile's takes over afterwards.
    const [tenant] = await Promise.all([
      loadTenantConfig().then(async (config) => {
        // The session is restored from the tenant's sign-in service, so it waits for the config.
        configureSignIn(config.signIn);
        await restoreSession();
        return config;
      }),
      initI18n(toAppLanguage(navigator.language)),
    ]);
    applyFavicon(tenant.favicon);
    applyThemeColor(tenant.mainColor);
    document.title = tenant.title;
    startSessionRenewal();
    followOtherTabs();
    root.render(
      <StrictMode>
        <App tenant={tenant} />
      </StrictMode>,
    );
  } catch (error) {
    console.error('Start failed', error);
    root.render(<BootError />);
  }
}

void boot();
