/** The staff screens of the NPS surveys (every brand). */
export const NPS_PATH = '/nps';
export const NPS_SEND_PATH = '/nps/enviar-pesquisa';
