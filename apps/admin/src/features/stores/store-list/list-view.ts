import { defineEntry } from '../../../shared/storage/index.js';

export type ListView = 'list' | 'grid';

/** A hand-written check: zod would be the heaviest part of the stores list, the landing page. */
const listViewShape = {
  safeParse: (value: unknown) =>
    value === 'list' || value === 'grid'
      ? { success: true as const, data: value as ListView }
      : { success: false as const },
};

/** Spec part 1 §2: "the choice is remembered under a list-view key". */
export const listViewEntry = defineEntry<ListView>('list-view', listViewShape, 'list');
