import { KeyboardCode, type KeyboardCoordinateGetter } from '@dnd-kit/core';

/**
 * From the keyboard a card moves a whole column at a time: right and left arrows put it over the
 * next column that way (Space or Enter then drops it there).
 */
export const columnKeyboardCoordinates: KeyboardCoordinateGetter = (event, { context }) => {
  const { collisionRect, droppableRects } = context;
  const direction = event.code === KeyboardCode.Right ? 1 : event.code === KeyboardCode.Left ? -1 : 0;
  if (!collisionRect || direction === 0) return undefined;
  event.preventDefault();
  const centre = collisionRect.left + collisionRect.width / 2;
  const columns = [...droppableRects.values()].sort((a, b) => a.left - b.left);
  const target =
    direction > 0
      ? columns.find((rect) => rect.left > centre)
      : columns.reverse().find((rect) => rect.left + rect.width < centre);
  if (!target) return undefined;
  return { x: target.left + (target.width - collisionRect.width) / 2, y: target.top + 48 };
};
