/**
 * Answers of the load balancer itself (deploy/haproxy/errors/*.http), never of a node: in the
 * project's error shape so a client reads one shape whoever answered. `request_id` is empty:
 * no node saw the request.
 */
export const balancerErrors = {
  /** Every node is out (down, draining or failing its health check). */
  'BALANCER-001': { status: 503, message: 'No server node is available; try again shortly' },
  /** The node's connection closed or its answer was not valid HTTP. */
  'BALANCER-002': { status: 502, message: 'A server node gave no valid answer; try again' },
  /** The node did not answer within the balancer's `timeout server`. */
  'BALANCER-003': { status: 504, message: 'A server node did not answer in time; try again' },
} as const;
