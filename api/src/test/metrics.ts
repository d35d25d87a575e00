import type { Registry } from 'prom-client';

/** The value of one series of a metric in a registry (0 when the series does not exist yet). */
export async function metricValue(registry: Registry, name: string, labels: Record<string, string> = {}, suffix = ''): Promise<number> {
  const metric = registry.getSingleMetric(name);
  if (!metric) throw new Error(`no metric ${name}`);
  const { values } = await metric.get();
  const series = values.find(
    (value) =>
      (suffix === '' || (value as { metricName?: string }).metricName === `${name}${suffix}`) &&
      Object.entries(labels).every(([key, wanted]) => String((value.labels as Record<string, unknown>)[key]) === wanted),
  );
  return series?.value ?? 0;
}
