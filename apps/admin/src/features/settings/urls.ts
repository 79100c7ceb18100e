/** Spec part 2 §2: the tenant's settings (policy area `settings`) and its storefront template (`templates`). */
export const generalSettingsUrl = () => '/general-settings';
export const designSettingsUrl = () => '/design-settings';
export const templatesUrl = () => '/templates';
