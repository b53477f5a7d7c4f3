/**
 * Rewrites src/http/not-implemented.json as the operations of the spec that have no
 * handler yet. Run after adding operations to the spec or binding handlers; the
 * contract tests expect exactly these to answer 501.
 */
import fs from 'node:fs';
import { registry } from '../src/http/contract.js';
import { handlers } from '../src/http/handlers/index.js';
import { baselinePath } from '../src/http/router.js';

const missing = registry.map((o) => o.operationId).filter((id) => !(id in handlers)).sort();
fs.writeFileSync(baselinePath, `${JSON.stringify(missing, null, 2)}\n`);
process.stdout.write(`${missing.length} operations answer 501 (src/http/not-implemented.json)\n`);
