import type { Data } from '@puckeditor/core';
import { type PageBlockType, pageBlockTypes } from '@tablero/domain';
import type { PageContent } from '../api.js';

/** A block as the console holds it (camelCase keys, as every answer of the API). */
export type SavedBlock = PageContent['content'][number];

/** A section as the editor holds it: Puck's own `id` beside the props, and the name it shows. */
type EditorProps = Record<string, unknown> & { id: string; displayName: string };

const isBlockType = (type: string): type is PageBlockType =>
  (pageBlockTypes as readonly string[]).includes(type);

/** A saved version's blocks as the editor's data (a new page starts empty). */
export function editorDataOf(blocks: readonly SavedBlock[]): Data {
  return {
    root: { props: {} },
    content: blocks.map((block, index) => ({
      type: block.type,
      props: { ...block.props, id: `${block.type}-${index}`, displayName: block.displayName },
    })),
  };
}

/**
 * The editor's data as the blocks the API keeps: its ids dropped, the section's name moved out of
 * its props. `fallbackName` names a section left without one.
 */
export function blocksOf(data: Data, fallbackName: (type: PageBlockType) => string): SavedBlock[] {
  return data.content.flatMap((item) => {
    if (!isBlockType(item.type)) return [];
    const { id: _id, displayName, ...props } = item.props as EditorProps;
    const name =
      typeof displayName === 'string' && displayName.trim() ? displayName.trim() : fallbackName(item.type);
    return [{ type: item.type, displayName: name, props }];
  });
}
