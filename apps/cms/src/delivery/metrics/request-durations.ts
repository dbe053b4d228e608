import {
  Histogram,
  type MetricObjectWithValues,
  type MetricType,
  type MetricValueWithName,
  type Registry,
} from 'prom-client';

type Label = 'method' | 'route' | 'status';
/** The bucket's label ('le') is in the exported samples, never in a series' own labels. */
type Sampled = Label | 'le';
/** A series' own labels, its counts by bucket (the last for values above every bound), their sum, and its observer. */
interface Kept {
  labels: Record<Label, string>;
  counts: number[];
  sum: number;
  series: DurationSeries;
}
/** A sample as prom-client's histogram makes them (its JSON form merges `sharedLabels` into `labels`). */
type Sample = MetricValueWithName<Sampled> & { sharedLabels: Record<string, never> };
/** prom-client's typings name an enum its JavaScript does not have: a metric's type is its name there. */
const HISTOGRAM = 'histogram' as unknown as MetricType;

/** One label set's observations: counts by bucket (the last for values above every bound), sum and count. */
export interface DurationSeries {
  observe(seconds: number): void;
}

/**
 * The request latency histogram, in prom-client's registry and text format, with series found once and observed
 * without labels: prom-client's own `observe` validates and hashes its labels on every call, which was about a tenth of
 * a cache hit's own work (issue 42, `perf` of `node bench/graphql.mjs`). A caller asks for a label set's series once
 * (`series`) and keeps it; observing is a bound search and two additions.
 */
export class RequestDurations extends Histogram<Sampled> {
  private readonly metricName: string;
  private readonly metricHelp: string;
  private readonly bounds: readonly number[];
  private readonly kept = new Map<string, Kept>();

  constructor(config: { name: string; help: string; buckets: number[]; registers: Registry[] }) {
    super({ ...config, labelNames: ['method', 'route', 'status'] });
    this.metricName = config.name;
    this.metricHelp = config.help;
    this.bounds = [...config.buckets].sort((one, other) => one - other);
  }

  /**
   * The series of one label set, made on first use and kept (the label sets are few: methods, routes, statuses): the
   * same object every time it is asked for.
   */
  series(method: string, route: string, status: string): DurationSeries {
    const key = `${method} ${route} ${status}`;
    let kept = this.kept.get(key);
    if (!kept) {
      const { bounds } = this;
      const counts = new Array<number>(bounds.length + 1).fill(0);
      const made: Kept = {
        labels: { method, route, status },
        counts,
        sum: 0,
        series: {
          observe(seconds) {
            let bucket = 0;
            while (bucket < bounds.length && seconds > bounds[bucket]) bucket += 1;
            counts[bucket] += 1;
            made.sum += seconds;
          },
        },
      };
      this.kept.set(key, made);
      kept = made;
    }
    return kept.series;
  }

  /**
   * The samples, for the registry's text format; prom-client's `get` (its JSON form) reads them from here too, as it
   * does for its own histogram.
   */
  async getForPromString(): Promise<Omit<MetricObjectWithValues<Sample>, 'collect'>> {
    const values: Sample[] = [];
    const sample = (labels: Sample['labels'], value: number, suffix: string) =>
      values.push({ labels, sharedLabels: {}, value, metricName: `${this.metricName}_${suffix}` });
    for (const { labels, counts, sum } of this.kept.values()) {
      let cumulative = 0;
      this.bounds.forEach((bound, index) => {
        cumulative += counts[index];
        sample({ le: bound, ...labels }, cumulative, 'bucket');
      });
      const count = cumulative + counts[this.bounds.length];
      sample({ le: '+Inf', ...labels }, count, 'bucket');
      sample(labels, sum, 'sum');
      sample(labels, count, 'count');
    }
    return { name: this.metricName, help: this.metricHelp, type: HISTOGRAM, values, aggregator: 'sum' };
  }

  override reset(): void {
    // prom-client's constructor calls this before this class's own fields are set.
    const kept = this.kept as Map<string, Kept> | undefined;
    if (!kept) return;
    for (const series of kept.values()) {
      series.counts.fill(0);
      series.sum = 0;
    }
  }
}
