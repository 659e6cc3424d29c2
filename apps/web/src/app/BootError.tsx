import i18next from 'i18next';

/** Before anything else can be shown: the tenant configuration or the strings did not load. */
export function BootError() {
  // English stands in when the strings themselves failed to load.
  const text = i18next.isInitialized ? i18next.t('boot.failed') : 'Stride could not start. Please try again.';
  const retry = i18next.isInitialized ? i18next.t('boot.retry') : 'Try again';
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', padding: 32, textAlign: 'center' }}>
      <p role="alert">{text}</p>
      <button type="button" onClick={() => window.location.reload()}>
        {retry}
      </button>
    </main>
  );
}
