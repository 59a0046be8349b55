/** The staff screens of the FAQ (Liberta's route table) and the public help centre (every brand). */
export const FAQ_PATH = '/faq';
export const HELP_CENTRE_PATH = '/central-de-ajuda';
