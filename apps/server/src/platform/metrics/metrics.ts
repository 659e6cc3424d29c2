import {
  collectDefaultMetrics,
  Counter,
  Gauge,
  Histogram,
  Registry,
  type CounterConfiguration,
  type GaugeConfiguration,
  type HistogramConfiguration,
} from 'prom-client';
import type { Platform } from '../platform.js';

/** A series' declaration: its name (`stride_<what>_<unit>`), help and labels; a gauge may compute itself at scrape time. */
export type CounterSpec<L extends string> = Omit<CounterConfiguration<L>, 'registers'>;
export type GaugeSpec<L extends string> = Omit<GaugeConfiguration<L>, 'registers'>;
export type HistogramSpec<L extends string> = Omit<HistogramConfiguration<L>, 'registers'>;

/**
 * The process's series, in Prometheus' text format at GET /metrics (docs/operations.md, "Metrics"). One registry per
 * app (a test file builds several apps in one process), never prom-client's global one. A series is declared by
 * its spec and found again by it: `metrics.counter(SENT).inc()` wherever the fact is known, the first call
 * creating it.
 */
export interface Metrics {
  readonly registry: Registry;
  counter<L extends string>(spec: CounterSpec<L>): Counter<L>;
  gauge<L extends string>(spec: GaugeSpec<L>): Gauge<L>;
  histogram<L extends string>(spec: HistogramSpec<L>): Histogram<L>;
}

/**
 * A module's series (`<domain>.metrics.ts`): declared once per process, before anything counts or anyone scrapes,
 * so that a counter answers 0 rather than nothing, and a gauge the module computes from its own tables is
 * registered by the module itself (platform never imports a module). Listed once in modules/index.ts (METRICS).
 */
export type ModuleMetrics = (platform: Platform) => void;

type Kind = typeof Counter | typeof Gauge | typeof Histogram;

export function createMetrics(): Metrics {
  const registry = new Registry();
  // Memory, CPU, handles, GC and the event loop's lag, under the names stock Node.js dashboards read.
  collectDefaultMetrics({ register: registry });

  function find<M>(kind: Kind, name: string): M | undefined {
    const existing = registry.getSingleMetric(name);
    if (existing === undefined) return undefined;
    if (!(existing instanceof kind)) throw new Error(`metric ${name} is declared twice with different kinds`);
    return existing as M;
  }

  return {
    registry,
    counter<L extends string>(spec: CounterSpec<L>) {
      return find<Counter<L>>(Counter, spec.name) ?? new Counter<L>({ ...spec, registers: [registry] });
    },
    gauge<L extends string>(spec: GaugeSpec<L>) {
      return find<Gauge<L>>(Gauge, spec.name) ?? new Gauge<L>({ ...spec, registers: [registry] });
    },
    histogram<L extends string>(spec: HistogramSpec<L>) {
      return find<Histogram<L>>(Histogram, spec.name) ?? new Histogram<L>({ ...spec, registers: [registry] });
    },
  };
}

/**
 * One read shared by the gauges it feeds within one scrape: a scrape collects every series at once, so the gauges
 * calling it together get the same answer, and the next scrape reads again.
 */
export function oncePerScrape<T>(read: () => Promise<T>): () => Promise<T> {
  let reading: Promise<T> | null = null;
  return () =>
    (reading ??= read().finally(() => {
      reading = null;
    }));
}
