import type esCL from '../es-CL/delivery-zones.js';

export default {
  newZoneName: 'Zone {{number}}',
  unnamed: 'Unnamed zone',
  kinds: { zone: 'Zone', exclusion: 'Exclusion' },
  map: {
    label: 'Delivery zones map',
    loading: 'Loading map…',
    draw: 'Draw zone',
    cancelDrawing: 'Cancel drawing',
    fitAll: 'Show all',
    editMode: 'Edit mode',
    editVertices: 'Vertices',
    moveArea: 'Move',
    zoomIn: 'Zoom in',
    zoomOut: 'Zoom out',
    store: 'Store address',
    noTiles: 'Map without background: a grid with coordinates and the scale are shown.',
    hints: {
      drawing: 'Click the map to place each vertex and finish on the first one. Esc cancels.',
      vertices:
        'Drag the white points to move vertices; click a middle point to add one and right-click a vertex to remove it.',
      move: 'Drag the zone to move it whole.',
      select: 'Select an unlocked zone, on the map or in the list, to change its shape.',
    },
  },
  list: {
    label: 'Delivery zones',
    empty: 'No zones yet',
    emptyHelp:
      'Press “Draw zone” and click the map to place each vertex; finish by clicking the first one. You can also upload a KML file.',
    emptyReadOnly: 'This store has no delivery zones.',
    name: 'Name',
    kind: 'Zone type',
    locked: 'Locked',
    lockedHint: 'Locked: it cannot be changed or deleted.',
    delete: 'Delete {{name}}',
    deleteSubject: 'the zone {{name}}',
    duplicateName: 'Another zone already has this name.',
    pendingRemovals_one: '{{count}} zone will be deleted on save.',
    pendingRemovals_other: '{{count}} zones will be deleted on save.',
  },
  kml: {
    upload: 'Upload KML',
    notKml: 'The file must be a .kml coverage map.',
    tooLarge: 'The file is larger than the maximum allowed (1.5 MB).',
  },
} satisfies typeof esCL;
