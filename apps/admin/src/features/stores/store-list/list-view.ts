import { z } from 'zod';
import { defineEntry } from '../../../shared/storage/index.js';

export type ListView = 'list' | 'grid';

/** Spec part 1 §2: "the choice is remembered under a list-view key". */
export const listViewEntry = defineEntry<ListView>('list-view', z.enum(['list', 'grid']), 'list');
