/** The BI dashboards: the staff list and forms, and each dashboard's page. */
export const BI_PATH = '/hub/bi';
export const biDashboardPath = (slug: string) => `${BI_PATH}/${slug}`;
