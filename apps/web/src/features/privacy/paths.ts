/** Where the privacy screens live (the route table has the same paths). */
export const POLICY_PAGE_PATH = '/politica-de-privacidade';
export const POLICIES_PATH = '/politicas-de-privacidade';
