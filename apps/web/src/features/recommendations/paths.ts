/** Where the recommendations area's staff screens live (the route table has the same paths). */

export const TICKERS_PATH = '/gestao-de-tickers';
export const METHODS_PATH = '/metodos';

/** The `/metodos` search parameter of the analysts' tab, and the one that opens the form in place. */
export const TAB_PARAM = 'aba';
export const ANALYSTS_TAB = 'analistas';
export const EDIT_PARAM = 'editar';
export const NEW_RECORD = 'novo';

/**
 * Where the method form opens. Liberta has `/metodos/cadastro` and `/metodos/:id`; a brand with
 * `/metodos` only (Brazilian, Global) opens it in the list's route, `?editar=novo` or
 * `?editar=<id>`, so the form is the same page with the same links and a way back.
 */
export interface MethodPaths {
  list: string;
  create: string;
  edit: (id: number) => string;
  analysts: string;
  /** The form opens in the list's route (`?editar=`). */
  inPlace: boolean;
}

export function methodPaths(ownFormRoutes: boolean): MethodPaths {
  const inPlace = (value: string) => `${METHODS_PATH}?${EDIT_PARAM}=${value}`;
  return {
    list: METHODS_PATH,
    create: ownFormRoutes ? `${METHODS_PATH}/cadastro` : inPlace(NEW_RECORD),
    edit: (id) => (ownFormRoutes ? `${METHODS_PATH}/${id}` : inPlace(String(id))),
    analysts: `${METHODS_PATH}?${TAB_PARAM}=${ANALYSTS_TAB}`,
    inPlace: !ownFormRoutes,
  };
}

/** The customers' screens (every brand) and the public track record. */
export const CLIENT_PATH = '/cliente/recomendacoes';
export const TRACK_RECORD_PATH = '/historico-de-recomendacoes';
/** The search parameter of `/cliente/recomendacoes` that opens one recommendation's detail. */
export const DETAIL_PARAM = 'id';
