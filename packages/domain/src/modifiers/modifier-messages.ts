/** Spanish messages of the modifier rules that the generic field messages do not cover. */
export const modifierMessages = {
  maxBelowMin: 'La cantidad máxima debe ser mayor o igual a la cantidad mínima',
  freeWithPrice: 'Un modificador gratuito no puede tener precio',
  optionWithChildren: 'Una opción no puede tener opciones propias',
  repeatedChild: 'La opción ya está en este modificador',
  childIsItself: 'Un modificador no puede ser opción de sí mismo',
  childNotOption: 'La opción debe ser un modificador de tipo opción de este comercio',
  parentIsItself: 'Un modificador no puede ser su propio padre',
  usedAsChild: 'El modificador es opción de otro modificador: quítalo de allí antes de eliminarlo',
  usedByProducts: (names: string[]) =>
    `El modificador está en ${names.length === 1 ? 'el producto' : 'los productos'} ${names.join(', ')}: quítalo de allí antes de eliminarlo`,
  optionInUse: 'La opción está en otro modificador: quítala de allí antes de cambiar su tipo',
  modifierDeleted: 'Modificador eliminado',
  copySuffix: ' (copia)',
  repeatedPosition: 'El modificador aparece más de una vez en el nuevo orden',
  pictureInModifiers: (names: string[]) =>
    `La imagen está en ${names.length === 1 ? 'el modificador' : 'los modificadores'} ${names.join(', ')}: quítala de allí antes de eliminarla`,
} as const;
