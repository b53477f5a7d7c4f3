/** Shorthands for the spec's schemas, as generated. */
import type { components } from '../../../generated/api-types';

export type Schemas = components['schemas'];
export type User = Schemas['User'];
export type SessionAccount = Schemas['SessionAccount'];
