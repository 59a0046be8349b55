import type { CatalogShape } from '../../../i18n/namespaces.ts';

/** The data subject's rights (LGPD art. 18): profile, staff queue, customer record. */
export const ptBR = {
  kind: {
    export: 'Exportação dos dados',
    deletion: 'Exclusão da conta',
    correction: 'Correção de dados',
    information: 'Informação sobre o tratamento',
    other: 'Outro pedido',
  },
  status: {
    open: 'Aberta',
    done: 'Respondida',
  },
  channel: {
    self: 'Pelo titular',
    staff: 'Registrada pela equipe',
  },
  due: {
    inDays_one: 'Vence amanhã',
    inDays_other: 'Vence em {{count}} dias',
    today: 'Vence hoje',
    overdue_one: 'Vencida há 1 dia',
    overdue_other: 'Vencida há {{count}} dias',
  },
  profile: {
    title: 'Privacidade e dados',
    intro:
      'Pela LGPD você pode receber uma cópia de tudo o que guardamos sobre você e pedir a exclusão da sua conta a qualquer momento.',
    export: 'Baixar meus dados',
    exportHint: 'Um arquivo JSON com seu cadastro, acessos, pedidos, progresso e mensagens.',
    exported: 'Seus dados foram baixados.',
    exportFailed: 'Não foi possível gerar o arquivo. Tente de novo.',
    requests: 'Minhas solicitações',
    noRequests: 'Você ainda não fez solicitações.',
    answer: 'Resposta',
    delete: 'Excluir minha conta',
    deleteHint:
      'Seus dados pessoais são apagados ou anonimizados na hora e você sai de todos os aparelhos.',
    deleteTitle: 'Excluir minha conta',
    deleteWarning:
      'Esta ação não pode ser desfeita. Você perde o acesso a cursos, assinaturas e e-books. Pedidos pagos ficam guardados sem seu nome, e-mail ou CPF, como a lei exige.',
    password: 'Sua senha',
    confirmation: 'Digite {{word}} para confirmar',
    confirm: 'Excluir definitivamente',
    cancel: 'Cancelar',
    deleted: 'Sua conta foi excluída. Enviamos a confirmação para o seu e-mail.',
  },
  queue: {
    search: 'Nome, e-mail ou texto',
    allStatuses: 'Todas as situações',
    allKinds: 'Todos os tipos',
    person: 'Titular',
    kind: 'Tipo',
    requestedAt: 'Pedido em',
    deadline: 'Prazo',
    status: 'Situação',
    actions: 'Ações',
    answer: 'Responder',
    view: 'Ver resposta',
    anonymised: 'Conta anonimizada',
    answerTitle: 'Responder solicitação #{{id}}',
    answerLabel: 'Resposta ao titular',
    answerHint: 'O que foi feito e como o titular foi informado. Fica registrado com seu nome.',
    send: 'Registrar resposta',
    answered: 'Resposta registrada.',
    note: 'Pedido',
    answeredBy: 'Respondida por {{name}} em {{when}}',
    legal:
      'Prazo legal de {{days}} dias (LGPD art. 19, II). As abertas aparecem primeiro, pela data de vencimento.',
  },
  customer: {
    title: 'Dados pessoais (LGPD)',
    export: 'Exportar dados (JSON)',
    exported: 'Arquivo gerado. O acesso ficou registrado na auditoria.',
    register: 'Registrar solicitação',
    registerTitle: 'Nova solicitação do titular',
    kindLabel: 'Tipo',
    noteLabel: 'O que o titular pediu e por qual canal',
    save: 'Registrar',
    registered: 'Solicitação registrada com prazo de {{days}} dias.',
    open: 'Ver solicitações',
    none: 'Nenhuma solicitação deste cliente.',
  },
};

export type Catalog = CatalogShape<typeof ptBR>;
