/** How to connect Claude, Cursor, VS Code or a CLI to this server's MCP endpoint over OAuth. */
import { useState } from 'preact/hooks';
import { Card } from '../../components/ui';

function snippets(mcpUrl: string): Record<string, { intro: string; code: string }> {
  return {
    'Claude Code': { intro: 'Run in a terminal; Claude Code opens this site to sign in and ask for your consent.', code: `claude mcp add --transport http memplat ${mcpUrl}` },
    Cursor: {
      intro: 'Add to ~/.cursor/mcp.json; Cursor discovers the OAuth server and asks you to sign in.',
      code: JSON.stringify({ mcpServers: { memplat: { url: mcpUrl } } }, null, 2),
    },
    'VS Code': {
      intro: 'Add to .vscode/mcp.json; VS Code signs you in through this site.',
      code: JSON.stringify({ servers: { memplat: { type: 'http', url: mcpUrl } } }, null, 2),
    },
    'API key': {
      intro: 'Clients without OAuth send an API key (create one under Connections → API keys).',
      code: `curl -H "Authorization: Bearer mp_..." ${mcpUrl.replace(/\/mcp$/, '')}/api/v1/memory`,
    },
  };
}

export function ConnectClient() {
  const mcpUrl = `${window.location.origin}/mcp`;
  const all = snippets(mcpUrl);
  const [tab, setTab] = useState(Object.keys(all)[0]);
  const [copied, setCopied] = useState(false);
  const current = all[tab];
  async function copy() {
    await navigator.clipboard?.writeText(current.code).catch(() => undefined);
    setCopied(true);
    setTimeout(() => setCopied(false), 1500);
  }
  return (
    <Card title="Connect an AI client">
      <p>
        MCP endpoint: <code>{mcpUrl}</code>
      </p>
      <div class="tabs" role="tablist" aria-label="Client">
        {Object.keys(all).map((name) => (
          <button key={name} role="tab" id={`tab-${name}`} aria-selected={name === tab} aria-controls="connect-panel" class="tab" onClick={() => setTab(name)}>
            {name}
          </button>
        ))}
      </div>
      <div id="connect-panel" role="tabpanel" aria-labelledby={`tab-${tab}`}>
        <p>{current.intro}</p>
        <pre class="code">
          <code>{current.code}</code>
        </pre>
        <button class="btn btn-secondary" onClick={copy}>
          {copied ? 'Copied' : 'Copy'}
        </button>
      </div>
    </Card>
  );
}
