/** The staff help desk (spec: `/hub/central-de-chamdos`, its spelling kept). */
export const HELPDESK_PATH = '/hub/central-de-chamdos';
/** The query parameter of the open ticket (the e-mails link to it). */
export const TICKET_PARAM = 'chamado';
