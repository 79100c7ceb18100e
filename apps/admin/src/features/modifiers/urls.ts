export const modifiersUrl = () => '/modifiers';
export const addModifierUrl = () => '/modifiers/add-modifier';
export const editModifierUrl = (id: number) => `/modifiers/edit-modifier/${id}`;
/** The route pattern behind `editModifierUrl` (react-router param `id`). */
export const editModifierRoute = '/modifiers/edit-modifier/:id';
