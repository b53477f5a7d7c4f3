import { claimsOfText } from '../../../domain/factcheck/claims.js';
import { overallVerdict } from '../../../domain/factcheck/fact-checker.js';
import { ToolError } from '../tool-error.js';
import { readOnlyOpenWorld, type ToolDefinition } from '../types.js';
import { factChecker, memoryRecall, methodOf, verdictView } from './fact-check-support.js';

export const factCheckClaim: ToolDefinition<'fact_check_claim'> = {
  name: 'fact_check_claim',
  title: 'Fact-check a claim',
  description:
    'Check a claim (or each sentence of a text) against web sources and the user\'s memories: verdict, confidence and citations.',
  group: 'other',
  localOnly: false,
  annotations: readOnlyOpenWorld,
  async run(args, ctx) {
    const claim = args.claim;
    const text = args.text;
    if ((claim === undefined) === (text === undefined)) {
      throw new ToolError('MCP-008', 'Invalid tool arguments: give either claim (one statement) or text (a passage split into claims), not both and not neither', { argument: claim === undefined ? 'claim' : 'text' });
    }
    const selection = claim !== undefined ? { claims: [claim], left_out: 0 } : claimsOfText(text!, args.max_claims ?? 5);
    if (selection.claims.length === 0) {
      throw new ToolError('MCP-008', 'Invalid tool arguments: text has no sentence that states a checkable fact (statements of four words or more, not questions or opinions)', { argument: 'text' });
    }
    const report = await factChecker(ctx).check({
      claims: selection.claims, context: args.context, recall: memoryRecall(args, ctx), tool: 'fact_check_claim', signal: ctx.signal,
    });
    const verdicts = report.claims.map(verdictView);
    const overall = overallVerdict(report.claims);
    return {
      claim: claim ?? text!,
      verdict: overall.verdict,
      confidence: overall.confidence,
      explanation: verdicts.length === 1 ? verdicts[0]!.explanation : verdicts.map((v) => `"${v.claim}": ${v.verdict}`).join('; '),
      sources: [...new Set(verdicts.flatMap((v) => v.sources))],
      method: methodOf(report),
      model: report.model,
      claims: verdicts,
      left_out: selection.left_out,
      evidence: report.evidence,
      notes: report.notes,
    };
  },
};
