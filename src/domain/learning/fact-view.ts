/** A stored fact as the contract shows it (LearnedFact: REST, the MCP resource, the web app). */
import type { SchemaLearnedFact } from '../../../generated/api-types.js';
import type { StoredFact } from './ports.js';

export type LearnedFactView = SchemaLearnedFact;

export function factView(f: StoredFact): LearnedFactView {
  return {
    id: f.id, key: f.key, agent_name: f.agentName, kind: f.attribute, object: f.object, detail: f.detail, value: f.value, sentence: f.sentence,
    origin: f.origin, interaction_id: f.interactionId ? `interaction:${f.interactionId}` : null, valid_from: f.validFrom, valid_until: f.validUntil,
    superseded_by: f.supersededBy, pinned: f.pinned, created_at: f.createdAt,
  };
}
