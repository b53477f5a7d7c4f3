/**
 * The graph's node id scheme. It is defined beside the memories (src/domain/memory/node-ids.ts)
 * because memory feedback targets graph nodes; the graph builds on the memory area, never the
 * other way round.
 */
export { NODE_TYPES, nodeId, parseNodeId, type NodeType, type ParsedNodeId } from '../memory/node-ids.js';
