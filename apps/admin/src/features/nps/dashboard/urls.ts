/** Spec part 2 §2: the NPS results (policy area `answers`). */
export const npsDashboardUrl = () => '/dashboard-nps';
