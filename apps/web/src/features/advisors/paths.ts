/** Liberta's institutional site: the staff screens and the public pages. */
export const ADVISORS_PATH = '/site-liberta-investimentos/assessores';
export const INVESTMENT_PAGES_PATH = '/site-liberta-investimentos/investimentos';
export const SITE_PATH = '/investimentos';
