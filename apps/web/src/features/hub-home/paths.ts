/** The hub home and its notices' staff screens. */
export const HUB_HOME_PATH = '/hub/home';
export const NOTICES_PATH = '/hub/avisos';
export const NEW_NOTICE_PATH = `${NOTICES_PATH}/cadastro`;
export const editNoticePath = (id: number) => `${NOTICES_PATH}/editar/${id}`;
/** Pages of other areas the home links to (by URL only: a feature never imports another). */
export const STAFF_AGENDA_PATH = '/agenda-colaborador';
export const HUB_POLICIES_PATH = '/hub/politicas-procedimentos';
export const hubPolicyPath = (id: number) => `${HUB_POLICIES_PATH}/${id}`;
