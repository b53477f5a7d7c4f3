import type { TagHandlers } from '../../handler-types.js';
import getApiRoot from './getApiRoot.js';
import getHealth from './getHealth.js';
import getMetrics from './getMetrics.js';
import getPrometheusMetrics from './getPrometheusMetrics.js';

/** Handlers of the "system" tag, keyed by operationId. */
export const handlers: TagHandlers<'system'> = { getApiRoot, getHealth, getMetrics, getPrometheusMetrics };
