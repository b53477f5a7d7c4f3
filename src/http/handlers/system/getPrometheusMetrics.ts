import type { OperationHandler } from '../../handler-types.js';
import { localCallerOf } from '../../local-caller.js';
import { assertMayReadMetrics, isOperator } from './metrics-access.js';

/** GET /metrics: this process's Prometheus metrics, for the operator (loopback, an administrator's session) or with METRICS_TOKEN. */
const getPrometheusMetrics: OperationHandler<'getPrometheusMetrics'> = async (c) => {
  const caller = localCallerOf(c.koa, c.services);
  if (!(await isOperator(c.principal, caller, c.services))) {
    assertMayReadMetrics(caller, c.koa.get('authorization'), c.services.config.server.metricsToken);
  }
  const { metrics } = c.services;
  return { status: 200, contentType: metrics.contentType, headers: { 'Cache-Control': 'no-store' as const }, body: await metrics.render() };
};

export default getPrometheusMetrics;
