import type { CatalogShape } from '../../../i18n/catalog.ts';

/** The `calendar` namespace's texts (`useTranslation('calendar')`). */
export const ptBR = {
  calendar: {
    title: 'Calendário do Investidor',
    intro: 'A agenda econômica da semana, no horário de Brasília, com os ativos que ela mexe.',
    exportIcs: 'Exportar .ics',
    newEvent: 'Novo evento',
    editEvent: 'Editar evento',
    previousWeek: 'Semana anterior',
    nextWeek: 'Próxima semana',
    thisWeek: 'Esta semana',
    weekRange: '{{from}} a {{to}}',
    search: 'Buscar evento',
    searchPlaceholder: 'Evento, descrição ou ativo',
    importance: 'Importância',
    importanceShort: {
      '1': 'Baixa',
      '2': 'Média',
      '3': 'Alta',
    },
    importanceLevel: {
      '1': 'Importância baixa',
      '2': 'Importância média',
      '3': 'Importância alta',
    },
    country: 'País',
    today: 'Hoje',
    allDay: 'Dia todo',
    empty: 'Nenhum evento nesta semana com estes filtros.',
    emptyHint: 'Mude de semana ou tire algum filtro.',
    loadError: 'Não foi possível carregar os eventos. Tente novamente.',
    edit: 'Editar',
    backToCalendar: 'Voltar para o calendário',
    notFound: 'Evento não encontrado',
    notFoundText: 'Este evento não existe ou foi removido do calendário.',
    formLabel: 'Dados do evento',
    titleField: 'Título',
    date: 'Data',
    time: 'Hora',
    timeHint: 'Horário de Brasília. Vazio: evento do dia todo.',
    assets: 'Ativos relacionados',
    assetsHint: 'Digite o código e tecle Enter (WIN, DI1F27, USDBRL…).',
    description: 'Descrição',
    cancel: 'Cancelar',
    create: 'Criar evento',
    save: 'Salvar evento',
    created: 'Evento criado.',
    saved: 'Evento salvo.',
    delete: 'Excluir evento',
    deleteConfirm: 'Excluir o evento "{{title}}" do calendário?',
    deleted: 'Evento excluído.',
  },
};

/** Every language of the namespace has these keys. */
export type Catalog = CatalogShape<typeof ptBR>;
