/** The screens of the internal policies (Liberta): staff's and the hub's. */
export const POLICIES_PATH = '/politicas-internas';
export const HUB_POLICIES_PATH = '/hub/politicas-procedimentos';
