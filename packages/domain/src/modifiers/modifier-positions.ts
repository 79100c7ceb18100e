import { z } from 'zod';
import { MAX_PAGE_SIZE } from '../shared/lists.js';
import { nestedId } from '../shared/nested.js';
import { modifierMessages } from './modifier-messages.js';

export const MAX_MODIFIER_POSITION = 10_000;

/**
 * `PATCH /modifiers/positions`: where each modifier of a reordered list now goes, all or nothing.
 * A drag moves rows within one page, so a body holds at most a page of them.
 */
export const modifierPositions = z
  .strictObject({
    positions: z
      .array(
        z.strictObject({
          id: nestedId,
          position: z.number().int().min(0).max(MAX_MODIFIER_POSITION),
        }),
      )
      .min(1)
      .max(MAX_PAGE_SIZE)
      .superRefine((items, ctx) => {
        const seen = new Set<number>();
        items.forEach((item, index) => {
          if (seen.has(item.id))
            ctx.addIssue({ code: 'custom', path: [index, 'id'], message: modifierMessages.repeatedPosition });
          seen.add(item.id);
        });
      }),
  })
  .meta({ examples: [{ positions: [{ id: 1, position: 0 }] }] });
export type ModifierPositions = z.infer<typeof modifierPositions>;

/**
 * New positions for rows shown in `before` order and dropped in `after` order: the rows keep the
 * places they held among themselves, made strictly increasing so that ties (every modifier
 * starts at 0 in older data) cannot leave the order to the name again.
 */
export function reorderedPositions(
  before: readonly { id: number; position: number }[],
  afterIds: readonly number[],
): { id: number; position: number }[] {
  const slots = before.map((row) => row.position).sort((a, b) => a - b);
  let previous = -1;
  const increasing = slots.map((slot) => {
    previous = Math.max(slot, previous + 1);
    return previous;
  });
  return afterIds.map((id, index) => ({ id, position: increasing[index] ?? previous + 1 + index }));
}
