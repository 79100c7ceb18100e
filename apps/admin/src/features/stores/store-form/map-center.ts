export interface MapPoint {
  latitude: number;
  longitude: number;
}

/** Where a map opens for a store not yet placed: the capital of the tenant's country. */
const capitals: Record<string, MapPoint> = {
  cl: { latitude: -33.4372, longitude: -70.6506 },
  cr: { latitude: 9.9281, longitude: -84.0907 },
  gt: { latitude: 14.6349, longitude: -90.5069 },
  mx: { latitude: 19.4326, longitude: -99.1332 },
};

export function mapCenterOf(country: string, point: MapPoint | null): MapPoint {
  return point ?? capitals[country] ?? (capitals.cl as MapPoint);
}
