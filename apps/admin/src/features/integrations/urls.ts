export const deliveryIntegrationUrl = (provider?: string) =>
  `/delivery-integration${provider ? `/${provider}` : ''}`;
