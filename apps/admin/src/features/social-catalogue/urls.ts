/** The spec's console route of the social-network catalogue (the area's slug is `social-catalogue`). */
export const socialCatalogueUrl = () => '/social-networks';
