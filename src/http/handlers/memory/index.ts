import type { TagHandlers } from '../../handler-types.js';
import createMemory from './createMemory.js';
import listMemories from './listMemories.js';
import listMemoryNamespaces from './listMemoryNamespaces.js';
import getMemory from './getMemory.js';
import updateMemory from './updateMemory.js';
import deleteMemory from './deleteMemory.js';
import recallMemories from './recallMemories.js';
import searchMemories from './searchMemories.js';
import submitFeedback from './submitFeedback.js';
import exportMemories from './exportMemories.js';
import importMemories from './importMemories.js';
import forgetNamespace from './forgetNamespace.js';
import getMemoryHistory from './getMemoryHistory.js';
import listLearnedFacts from './listLearnedFacts.js';
import updateLearnedFact from './updateLearnedFact.js';
import deleteLearnedFact from './deleteLearnedFact.js';
import setLearningSettings from './setLearningSettings.js';

/** Handlers of the "memory" tag, keyed by operationId. */
export const handlers: TagHandlers<'memory'> = {
  createMemory,
  listMemories,
  listMemoryNamespaces,
  getMemory,
  updateMemory,
  deleteMemory,
  recallMemories,
  searchMemories,
  submitFeedback,
  exportMemories,
  importMemories,
  forgetNamespace,
  getMemoryHistory,
  listLearnedFacts,
  updateLearnedFact,
  deleteLearnedFact,
  setLearningSettings,
};
