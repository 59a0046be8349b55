/** Liberta's staff hub: the advisors' commercial panel. */
export const SALES_FORCE_PATH = '/hub/sales-force';
/** The tab in the address (`?aba=leads`); "Meus clientes" without it. */
export const TAB_PARAM = 'aba';
/** A customer's staff record (the customers feature's route; links only, no import). */
export const customerRecordPath = (id: number) => `/clientes/${id}`;
