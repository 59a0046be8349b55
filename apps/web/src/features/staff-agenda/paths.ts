/** The staff agenda's screens (Liberta). */
export const AGENDA_PATH = '/agenda-colaborador';
export const AGENDA_NEW_PATH = '/agenda-colaborador/cadastro';
export const MY_ADVISOR_PATH = '/meu-assessor';
export const AGENDA_RESOURCE = 'Agenda do Colaborador';
