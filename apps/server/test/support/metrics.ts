import type { FastifyInstance } from 'fastify';

/** A series' value in the app's registry (0 when it has no sample of these labels): what /metrics would write. */
export async function metricValue(
  app: FastifyInstance,
  name: string,
  labels: Record<string, string> = {},
): Promise<number> {
  const metric = app.platform.metrics.registry.getSingleMetric(name);
  if (!metric) throw new Error(`no metric ${name}`);
  const { values } = await metric.get();
  const found = values.find((v) => Object.entries(labels).every(([k, want]) => String(v.labels[k]) === want));
  return found?.value ?? 0;
}
