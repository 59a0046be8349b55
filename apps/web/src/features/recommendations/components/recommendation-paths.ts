/** Where the staff recommendation screens live (the route table has the same paths). */
export const RECOMMENDATIONS_PATH = '/recomendacoes';
export const NEW_RECOMMENDATION_PATH = `${RECOMMENDATIONS_PATH}/cadastro`;
export const STATUS_BOARD_PATH = '/status-das-recomendacoes';
export const recommendationPath = (id: number) => `${RECOMMENDATIONS_PATH}/${id}`;
