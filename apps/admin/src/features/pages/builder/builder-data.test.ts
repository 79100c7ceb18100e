import { describe, expect, it } from 'vitest';
import { blocksOf, editorDataOf, type SavedBlock } from './builder-data.js';

const saved: SavedBlock[] = [
  {
    type: 'header',
    displayName: 'Encabezado',
    props: { logo: 'primary', links: [{ label: 'Menú', url: '/menu' }] },
  },
  { type: 'hero', displayName: 'Portada de verano', props: { title: 'Verano', imageUrl: '' } },
];

describe('page builder data', () => {
  it('gives the editor every block with an id and its name, and takes them back unchanged', () => {
    const data = editorDataOf(saved);
    expect(data.content.map((item) => [item.type, item.props.id, item.props.displayName])).toEqual([
      ['header', 'header-0', 'Encabezado'],
      ['hero', 'hero-1', 'Portada de verano'],
    ]);
    expect(blocksOf(data, () => 'sin nombre')).toEqual(saved);
  });

  it('names a section left without a name after its type and drops what is not a section of the spec', () => {
    const blocks = blocksOf(
      {
        root: { props: {} },
        content: [
          { type: 'menu', props: { id: 'menu-1', displayName: '  ', title: 'Menú' } },
          { type: 'carousel3d', props: { id: 'x-1', displayName: 'Otro' } },
        ],
      },
      (type) => `Sección ${type}`,
    );
    expect(blocks).toEqual([{ type: 'menu', displayName: 'Sección menu', props: { title: 'Menú' } }]);
  });
});
