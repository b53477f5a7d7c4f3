/**
 * The cluster's load balancer: Debian's HAProxy in front of the nodes, round robin, each node
 * checked with GET /api/v1/health twice a second (503, i.e. unhealthy, or no answer takes it
 * out after two checks; two good ones bring it back). A request whose connection to a node
 * fails is sent to another node; one already sent is never sent twice (a write could have
 * landed). Answers carry X-Served-By with the node's name. The admin socket tells which
 * nodes HAProxy counts as up.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startLogged, isListening, waitFor, type LoggedProcess } from './processes.js';

export interface Backend {
  name: string;
  port: number;
}

export function hasHaproxy(): boolean {
  try {
    execFileSync('haproxy', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** The balancer's own answers in the project's error shape (deploy/haproxy/errors/). */
export const errorsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../deploy/haproxy/errors');

export function haproxyConfig(port: number, backends: Backend[], socketPath: string): string {
  return [
    'global',
    '  maxconn 4096',
    `  stats socket ${socketPath} mode 600 level admin`,
    '',
    'defaults',
    '  mode http',
    '  timeout connect 2s',
    // As deploy/haproxy/haproxy.cfg (see the reasons there): the longest legitimate request is
    // an MCP tool call (30 s); SSE streams write a keep-alive comment every 15 s.
    '  timeout client 60s',
    '  timeout server 60s',
    '  timeout tunnel 1h',
    '  timeout http-request 30s',
    '  timeout http-keep-alive 10s',
    '  timeout queue 5s',
    '  timeout check 2s',
    '  option forwardfor',
    // As deploy/haproxy/haproxy.cfg: no idle connection to a node is kept for a later request,
    // so a node that stops (SIGTERM) never closes one just as a request is sent on it.
    '  option http-server-close',
    '  option redispatch',
    '  retries 2',
    // A request a stopping node closed without any answer was not handled there: tried again.
    '  retry-on conn-failure empty-response',
    ...[502, 503, 504].map((status) => `  errorfile ${status} ${path.join(errorsDir, `${status}.http`)}`),
    '',
    'frontend memplat',
    `  bind 127.0.0.1:${port}`,
    '  default_backend nodes',
    '',
    'backend nodes',
    '  balance roundrobin',
    '  option httpchk',
    '  http-check send meth GET uri /api/v1/health ver HTTP/1.1 hdr Host 127.0.0.1',
    '  http-check expect status 200',
    '  http-response set-header X-Served-By %[srv_name]',
    ...backends.map((b) => `  server ${b.name} 127.0.0.1:${b.port} check inter 500ms fall 2 rise 2`),
    '',
  ].join('\n');
}

export interface Balancer {
  url: string;
  process: LoggedProcess;
  /** Node names HAProxy counts as up now. */
  upNodes(): Promise<string[]>;
}

export async function startHaproxy(dir: string, port: number, backends: Backend[]): Promise<Balancer> {
  const socketPath = path.join(dir, 'haproxy.sock');
  const configPath = path.join(dir, 'haproxy.cfg');
  fs.writeFileSync(configPath, haproxyConfig(port, backends, socketPath));
  const proc = startLogged('haproxy', ['-db', '-f', configPath], path.join(dir, 'haproxy.log'));
  await waitFor('HAProxy', () => isListening(port), 15_000, proc.tail);
  return {
    url: `http://127.0.0.1:${port}`,
    process: proc,
    upNodes: async () => parseUpNodes(await adminCommand(socketPath, 'show stat')),
  };
}

/** Names of the servers of backend `nodes` whose status is UP, from `show stat` (CSV). */
export function parseUpNodes(stat: string): string[] {
  const lines = stat.split('\n').filter(Boolean);
  const header = (lines.shift() ?? '').replace(/^# /, '').split(',');
  const [px, sv, status] = ['pxname', 'svname', 'status'].map((k) => header.indexOf(k));
  return lines
    .map((l) => l.split(','))
    .filter((f) => f[px] === 'nodes' && f[sv] !== 'BACKEND' && f[sv] !== 'FRONTEND' && f[status]?.startsWith('UP'))
    .map((f) => f[sv]!);
}

function adminCommand(socketPath: string, command: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(socketPath);
    let answer = '';
    socket.on('data', (d) => (answer += d));
    socket.once('error', reject);
    socket.once('end', () => resolve(answer));
    socket.once('connect', () => socket.write(`${command}\n`));
  });
}
