/**
 * Choosing the MCP tool groups an authorized app sees, with what each group and the choice cost
 * the app's context on every connection (tokens of tools/list). Every group checked saves "all",
 * so groups the server adds later reach the app too.
 */
import { useState } from 'preact/hooks';
import { api } from '../../api/client';
import { describeError } from '../../api/errors';
import type { Schemas } from '../../api/types';
import { Alert, Button, Spinner } from '../../components/ui';
import { costText, formatTokens, useToolCosts } from './tool-costs';

type Grant = Schemas['OAuthGrantResponse'];

/** A grant's MCP tools in its row: the groups and what they cost. */
export function ToolChoiceSummary({ grant }: { grant: Grant }) {
  const { choice } = useToolCosts(grant.tool_groups);
  return (
    <>
      <span>{grant.tool_groups ? grant.tool_groups.join(', ') : 'All groups'}</span>
      {choice && (
        <span class="small tool-cost" data-testid={`tool-cost-${grant.client_id}`}>
          {costText(choice)}
        </span>
      )}
    </>
  );
}

export function ToolGroupChooser({ grant, onSaved, onCancel }: { grant: Grant; onSaved: (grant: Grant) => void; onCancel: () => void }) {
  const everything = useToolCosts(null);
  const offered = everything.costs?.groups.map((g) => g.name) ?? [];
  const [picked, setPicked] = useState<string[] | null>(grant.tool_groups);
  const chosen = picked ?? offered;
  const allChosen = offered.length > 0 && offered.every((g) => chosen.includes(g));
  const total = useToolCosts(allChosen ? null : chosen);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  function toggle(group: string, on: boolean) {
    const next = on ? [...chosen, group] : chosen.filter((g) => g !== group);
    setPicked(offered.filter((g) => next.includes(g)));
  }

  async function save() {
    setBusy(true);
    setError(null);
    const res = await api.PUT('/api/v1/me/oauth/grants/{client_id}/tool-groups', {
      params: { path: { client_id: grant.client_id } },
      body: { tool_groups: allChosen ? null : (chosen as Array<NonNullable<Grant['tool_groups']>[number]>) },
    });
    setBusy(false);
    if (res.error) setError(describeError(res.error));
    else onSaved(res.data);
  }

  if (everything.error) return <Alert>{everything.error}</Alert>;
  if (!everything.costs) return <Spinner label="Loading the tool groups" />;
  return (
    <form class="tool-chooser" onSubmit={(e) => { e.preventDefault(); void save(); }}>
      <fieldset>
        <legend>MCP tools {grant.client_name} sees</legend>
        <p class="small">
          Every connection of the app reads the list of its tools into its model's context, so fewer groups leave more room for your conversation. Tokens are characters / 4 of that list.
        </p>
        {everything.costs.groups.map((g) => (
          <label class="checkbox" key={g.name}>
            <input type="checkbox" checked={chosen.includes(g.name)} onChange={(e) => toggle(g.name, (e.target as HTMLInputElement).checked)} />
            <span>
              <strong>{g.name}</strong> <span class="small" title={g.tools.join(', ')}>{costText(g)}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <p role="status" data-testid="tool-choice-total">
        {chosen.length === 0
          ? 'Choose at least one group.'
          : total.choice
            ? `This choice: ${costText(total.choice)} per connection${allChosen ? '' : ` (all groups: ${formatTokens(everything.costs.all.tokens)} tokens)`}.`
            : 'Counting…'}
      </p>
      {total.error && <Alert>{total.error}</Alert>}
      {error && <Alert>{error}</Alert>}
      <div class="actions">
        <Button kind="primary" type="submit" busy={busy} disabled={chosen.length === 0}>
          Save tools for {grant.client_name}
        </Button>
        <Button type="button" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
