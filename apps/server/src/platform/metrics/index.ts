export { createMetrics, oncePerScrape, type Metrics, type ModuleMetrics } from './metrics.js';
export type { CounterSpec, GaugeSpec, HistogramSpec } from './metrics.js';
export { registerHttpSeries, registerMetricsRoute, METRICS_PATH } from './http.js';
export { registerPlatformSeries } from './platform-series.js';
