import type { CSSProperties, ReactNode } from 'react';
import { useTenant } from '../../app/tenant/TenantContext';
import { ensureContrast, readableTextOn } from '../../app/theme/contrast';
import './landing.css';

/** The tenant-branded card of the pages before sign-in, in plain CSS: no UI library is loaded this early. */
export function LandingCard({ title, children }: { title: string; children: ReactNode }) {
  const tenant = useTenant();
  const brand = ensureContrast(tenant.mainColor);
  const style = { '--landing-brand': brand, '--landing-on-brand': readableTextOn(brand) } as CSSProperties;
  return (
    <main className="landing" style={style}>
      <div className="landing__card">
        <img className="landing__logo" src={tenant.logo} alt={tenant.logoAlt} />
        <h1 className="landing__title">{title}</h1>
        {children}
      </div>
    </main>
  );
}
