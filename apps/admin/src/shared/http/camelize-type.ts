type CamelKey<S extends string> = S extends '_destroy'
  ? 'destroy'
  : S extends `${infer Head}_${infer Tail}`
    ? `${Head}${Capitalize<CamelKey<Tail>>}`
    : S;

/** The console's view of a wire type: the same shape with camelCase keys (see case.ts). */
export type Camelize<T> = T extends readonly (infer Item)[]
  ? Camelize<Item>[]
  : T extends object
    ? { [K in keyof T as K extends string ? CamelKey<K> : K]: Camelize<T[K]> }
    : T;
