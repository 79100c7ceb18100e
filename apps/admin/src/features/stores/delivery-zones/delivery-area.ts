export type DeliveryAreaKind = 'zone' | 'exclusion';

export interface GeoPoint {
  latitude: number;
  longitude: number;
}

/** Spec part 1 §3: a store's delivery area, a named zone or an exclusion zone. */
export interface DeliveryArea {
  id?: number;
  name: string;
  kind: DeliveryAreaKind;
  locked: boolean;
  points: GeoPoint[];
  /** A saved area the user removed: the form sends it as `_destroy`. */
  destroy?: boolean;
}
