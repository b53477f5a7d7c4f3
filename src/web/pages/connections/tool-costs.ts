/**
 * What a choice of MCP tool groups costs an app's context, as the server measures it
 * (GET /api/v1/mcp/tool-groups): each group's tools and tokens and the total of a choice. The
 * total is asked of the server rather than summed, as tools/list is one JSON array. Answers are
 * kept per choice for the page's life: they change only when the server's catalogue does.
 */
import { useEffect, useState } from 'preact/hooks';
import { api } from '../../api/client';
import { describeError } from '../../api/errors';
import type { Schemas } from '../../api/types';

export type ToolGroupCosts = Schemas['McpToolGroupCosts'];
export type ChoiceCost = Schemas['McpToolChoiceCost'];

const answers = new Map<string, Promise<ToolGroupCosts | string>>();

function fetchCosts(groups: readonly string[] | null): Promise<ToolGroupCosts | string> {
  const key = groups ? groups.join(',') : '*';
  let answer = answers.get(key);
  if (!answer) {
    const query = groups ? { groups: groups.join(',') } : {};
    answer = api.GET('/api/v1/mcp/tool-groups', { params: { query } }).then((res) => (res.error ? describeError(res.error) : res.data));
    answer.then((a) => typeof a === 'string' && answers.delete(key)); // a failure is asked again next time
    answers.set(key, answer);
  }
  return answer;
}

/** The costs of every group and of `groups` (null: all of them), or an error to show. */
export function useToolCosts(groups: readonly string[] | null): { costs: ToolGroupCosts | null; choice: ChoiceCost | null; error: string | null } {
  const [state, setState] = useState<{ key: string; answer: ToolGroupCosts | string } | null>(null);
  const key = groups ? groups.join(',') : '*';
  useEffect(() => {
    let current = true;
    void fetchCosts(groups).then((answer) => current && setState({ key, answer }));
    return () => {
      current = false;
    };
  }, [key]);
  if (!state || state.key !== key) return { costs: null, choice: null, error: null };
  if (typeof state.answer === 'string') return { costs: null, choice: null, error: state.answer };
  return { costs: state.answer, choice: groups ? (state.answer.selection ?? null) : state.answer.all, error: null };
}

export const formatTokens = (n: number): string => n.toLocaleString('en-US');

/** "12 tools, 3,326 tokens" */
export function costText(cost: { tool_count: number; tokens: number }): string {
  return `${cost.tool_count} ${cost.tool_count === 1 ? 'tool' : 'tools'}, ${formatTokens(cost.tokens)} tokens`;
}
