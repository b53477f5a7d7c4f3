import type { OperationHandler } from '../../handler-types.js';
import { assertMayReadMetrics } from './metrics-access.js';

/** GET /metrics: this process's Prometheus metrics, for loopback clients or with METRICS_TOKEN. */
const getPrometheusMetrics: OperationHandler<'getPrometheusMetrics'> = async (c) => {
  assertMayReadMetrics(c.clientIp, c.koa.get('authorization'), c.services.config.server.metricsToken);
  const { metrics } = c.services;
  return { status: 200, contentType: metrics.contentType, headers: { 'Cache-Control': 'no-store' as const }, body: await metrics.render() };
};

export default getPrometheusMetrics;
