/**
 * Simple rules for route_query: patterns in a request that point at particular tools, each
 * with the reason given to the caller. A rule adds to a tool's score; semantics come from
 * the embedding model, these catch what a sentence embedding misses (a URL, a file path, an
 * explicit verb like "remember").
 */
/** A RegExp, or a test built from some (only `test` is used). */
export interface RequestMatcher { test(query: string): boolean }

export interface RoutingRule {
  pattern: RequestMatcher;
  tools: string[];
  reason: string;
}

/** "What did we decide/agree …": a question to memory, whatever the decision was about (cost, a design). */
const ASKS_WHAT_WAS_DECIDED = /\bwhat (did|have) (we|i|you) (decide|agree|settle|conclude|choose|pick)d?\b|\bwhat was (decided|agreed)\b/i;
/** A rule's pattern that does not apply to such a question. */
const unlessAskingWhatWasDecided = (pattern: RegExp): RequestMatcher => ({ test: (query) => !ASKS_WHAT_WAS_DECIDED.test(query) && pattern.test(query) });

const URL = /https?:\/\/\S+/i;
const VIDEO_URL = /https?:\/\/(www\.)?(youtube\.com|youtu\.be|vimeo\.com)\//i;
const PATH = /(^|\s)(~?\/|\.\.?\/|[A-Za-z]:\\)[\w./\\-]+|\b[\w-]+\.(txt|md|json|ya?ml|ts|js|py|csv|toml|ini|log|html|css|sh)\b/i;

export const ROUTING_RULES: RoutingRule[] = [
  { pattern: /\b(remember|don'?t forget|note that|keep in mind|save (this|that)|store (this|that))\b/i, tools: ['memory_store'], reason: 'asks to remember something' },
  { pattern: /\b(what do (you|we) know|recall|remind me|what did i (say|tell)|do you remember)\b/i, tools: ['memory_recall', 'memory_search'], reason: 'asks what is remembered' },
  // A question about an earlier decision or agreement is a question to memory, not a decision to record.
  { pattern: ASKS_WHAT_WAS_DECIDED, tools: ['memory_recall'], reason: 'asks what was decided earlier' },
  { pattern: /\b(forget|delete|remove) (that|this|the) (memory|note|fact)\b/i, tools: ['memory_delete'], reason: 'asks to forget a memory' },
  { pattern: /\b(my (habits|patterns)|how do i usually|interaction pattern)\b/i, tools: ['memory_get_user_pattern'], reason: 'asks about the user\'s patterns' },
  { pattern: VIDEO_URL, tools: ['get_video_transcript', 'get_video_metadata', 'video_summarize'], reason: 'contains a video link' },
  { pattern: URL, tools: ['web_scrape'], reason: 'contains a web address' },
  { pattern: /\b(search (the )?(web|internet|online)|google|look (it )?up online|find (pages|websites))\b/i, tools: ['ext_web_search'], reason: 'asks for a web search' },
  { pattern: /\b(news|headlines|latest on|this week'?s)\b/i, tools: ['ext_news_search'], reason: 'asks for news' },
  { pattern: /\b(pictures?|images?|photos?) of\b/i, tools: ['ext_image_search'], reason: 'asks for pictures' },
  { pattern: /\b(videos?|talks?|tutorials?) (about|on|for)\b/i, tools: ['ext_video_search'], reason: 'asks for videos' },
  { pattern: /\b(near (me|here)|nearby|closest|around here|restaurants?|cafés?|pharmacy|open now)\b/i, tools: ['ext_local_search'], reason: 'asks about places nearby' },
  { pattern: /\b(summari[sz]e|gist|tl;?dr)\b.*\bvideo\b|\bvideo\b.*\b(summari[sz]e|gist)\b/i, tools: ['video_summarize'], reason: 'asks for a video summary' },
  { pattern: /\b(transcript|what (was|is) said)\b/i, tools: ['get_video_transcript'], reason: 'asks for a transcript' },
  { pattern: /\b(fact[- ]?check|is it true|true or false|verify (this|the|that) claim|debunk)\b/i, tools: ['fact_check_claim', 'video_fact_check'], reason: 'asks to check a claim' },
  { pattern: /\b(papers?|preprints?|arxiv|research on|studies on)\b/i, tools: ['preprint_search'], reason: 'asks for research papers' },
  { pattern: /\b(read|open|show|cat|look at)\b.*(\bfile\b|$)/i, tools: ['file_read'], reason: 'asks to read something' },
  { pattern: PATH, tools: ['file_read', 'file_write', 'dir_list'], reason: 'names a file or folder path' },
  { pattern: /\b(write|save|append)\b.*\b(to|into|in) (a |the )?file\b/i, tools: ['file_write'], reason: 'asks to write a file' },
  { pattern: /\b(list|show) (the )?(files|folder|directory|contents)\b|\bwhat'?s in (the|this) (folder|directory)\b/i, tools: ['dir_list'], reason: 'asks for a folder listing' },
  { pattern: /\b(run|execute|launch)\b|\b(npm|npx|git|make|pytest|cargo|ls|grep) [\w-]/i, tools: ['shell_exec'], reason: 'asks to run a command' },
  { pattern: /\.(png|jpe?g|gif|webp|bmp)\b/i, tools: ['media_open_image'], reason: 'names an image file' },
  { pattern: /\.(mp3|wav|flac|ogg|m4a)\b/i, tools: ['media_open_audio'], reason: 'names an audio file' },
  { pattern: /\.(mp4|mov|webm|mkv|avi)\b/i, tools: ['media_open_video'], reason: 'names a video file' },
  { pattern: /\b(pull request|PR)s?\b/, tools: ['vcs_pr_view', 'vcs_pr_create'], reason: 'mentions a pull request' },
  { pattern: /\bmerge\b/i, tools: ['vcs_pr_merge'], reason: 'asks to merge' },
  { pattern: /\bissues?\b/i, tools: ['vcs_issue_list', 'vcs_issue_view', 'coding_get_issue_context'], reason: 'mentions issues' },
  { pattern: /\b(error|exception|stack ?trace|traceback|crash(es|ed)?|fails? with)\b/i, tools: ['coding_search_errors', 'coding_record_error'], reason: 'mentions an error' },
  { pattern: unlessAskingWhatWasDecided(/\b(decid(e|ed)|decision|chose|trade-?off)\b/i), tools: ['coding_record_decision'], reason: 'mentions a decision' },
  { pattern: /\b(imports?|dependenc(y|ies)|depends on|who uses)\b/i, tools: ['coding_analyze_file_dependencies'], reason: 'asks about dependencies' },
  { pattern: /\brefactor/i, tools: ['coding_analyze_refactor_impact', 'coding_suggest_refactor_order'], reason: 'mentions refactoring' },
  { pattern: /\b(usage|how (often|many times)|statistics|stats|latency|slow(est)?)\b/i, tools: ['telemetry_stats'], reason: 'asks about usage statistics' },
  { pattern: unlessAskingWhatWasDecided(/\b(cost|spend|spent|bill|tokens?|price)\b/i), tools: ['telemetry_cost'], reason: 'asks about cost' },
  { pattern: /\b(index|add) (this|the|an?) (image|photo|recording|audio|video|pdf|document)\b/i, tools: ['multimodal_index'], reason: 'asks to index media' },
];

/** Reasons per tool from the rules a request matches. */
export function ruleMatches(query: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const rule of ROUTING_RULES) {
    if (!rule.pattern.test(query)) continue;
    for (const tool of rule.tools) out.set(tool, [...(out.get(tool) ?? []), rule.reason]);
  }
  return out;
}
