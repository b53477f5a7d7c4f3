import { claimsByLlm, claimsOfTranscript } from '../../../domain/factcheck/claims.js';
import { overallVerdict } from '../../../domain/factcheck/fact-checker.js';
import { factChecker, memoryRecall, methodOf, verdictView } from '../other/fact-check-support.js';
import { readOnlyOpenWorld, type ToolDefinition } from '../types.js';
import { webOf } from '../web/web-services.js';

export const videoFactCheck: ToolDefinition<'video_fact_check'> = {
  name: 'video_fact_check',
  title: 'Fact-check a video',
  description:
    'Check an online video\'s main claims (or the ones you list) against web sources and memories: a verdict per claim with citations.',
  group: 'video',
  localOnly: false,
  annotations: readOnlyOpenWorld,
  async run(args, ctx) {
    const web = webOf(ctx, 'video_fact_check');
    const url = args.url;
    const given = args.claims;
    const max = args.max_claims ?? 5;
    const notes: string[] = [];
    let title: string;
    let language: string | null = null;
    let claims: string[];
    let leftOut = 0;
    let claimsFrom: 'given' | 'transcript' | 'description' = 'given';
    let claimsMethod: 'given' | 'llm' | 'heuristic' = 'given';
    if (given) {
      title = (await web.videos.metadata(url, ctx.signal)).title;
      claims = given;
    } else {
      const spoken = await web.videos.spokenText(url, ctx.signal);
      title = spoken.meta.title;
      language = spoken.transcript?.language ?? null;
      claimsFrom = spoken.transcript ? 'transcript' : 'description';
      const picked = web.llm ? await claimsByLlm(web.llm, spoken.text, max, ctx.signal) : null;
      if (picked?.ok) {
        claims = picked.claims;
        claimsMethod = 'llm';
      } else {
        if (picked) notes.push(`The language model did not pick the claims (${picked.reason}); they were picked by ranking sentences.`);
        const selection = claimsOfTranscript(spoken.text, max);
        claims = selection.claims;
        leftOut = selection.left_out;
        claimsMethod = 'heuristic';
      }
    }
    const report = claims.length
      ? await factChecker(ctx).check({ claims, context: `Said in the video "${title}" (${url})`, recall: memoryRecall(args, ctx), tool: 'video_fact_check', signal: ctx.signal })
      : { claims: [], evidence: { search_provider: null, search_results: 0, pages_read: 0, memories_considered: 0 }, notes: ['The video states nothing that reads as a checkable claim.'], model: null };
    const overall = overallVerdict(report.claims);
    return {
      url, title, claims_from: claimsFrom, claims_method: claimsMethod, language,
      verdict: overall.verdict, confidence: overall.confidence, method: methodOf(report), model: report.model,
      verdicts: report.claims.map(verdictView), left_out: leftOut, evidence: report.evidence, notes: [...notes, ...report.notes],
    };
  },
};
