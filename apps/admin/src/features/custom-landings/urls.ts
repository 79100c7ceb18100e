/** The spec's path (part 1 §2, behind the tenant's `custom_landings` flag) and its forms. */
export const customLandingsUrl = () => '/custom-landings';
export const addCustomLandingUrl = () => '/custom-landings/add-landing';
export const editCustomLandingRoute = '/custom-landings/edit-landing/:id';
export const editCustomLandingUrl = (id: number) => `/custom-landings/edit-landing/${id}`;
export const designCustomLandingRoute = '/custom-landings/design/:id';
export const designCustomLandingUrl = (id: number) => `/custom-landings/design/${id}`;
