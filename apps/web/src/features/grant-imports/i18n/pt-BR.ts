import type { CatalogShape } from '../../../i18n/catalog.ts';

/** Words both lists share (each list's own section repeats them: the staff form reads its own). */
const common = {
  search: 'Buscar',
  status: 'Situação',
  allStatuses: 'Todas',
  pending: 'Pendente',
  applied: 'Aplicada',
  appliedOn: 'Aplicada em {{date}} a {{person}}',
  expired: 'Expirada',
  releases: 'Libera',
  period: 'Período',
  daysOf: '{{count}} dias',
  until: 'Até {{date}}',
  actions: 'Ações',
  edit: 'Editar',
  editOf: 'Editar a liberação {{name}}',
  deleteOf: 'Excluir a liberação {{name}}',
  import: 'Importar CSV',
  formLabel: 'Dados da liberação',
  product_id: 'Produto',
  productPlaceholder: 'Nenhum',
  signature_type_id: 'Tipo de assinatura',
  signaturePlaceholder: 'Nenhuma',
  course_ids: 'Cursos',
  coursesPlaceholder: 'Escolha um ou mais cursos',
  periodKind: 'Período de acesso',
  periodDays: 'Dias a partir da liberação',
  periodDate: 'Até uma data',
  days: 'Quantidade de dias',
  ends_on: 'Último dia de acesso',
  note: 'Observação',
  create: 'Cadastrar liberação',
  close: 'Fechar',
  cancel: 'Cancelar',
  save: 'Salvar liberação',
  created: 'Liberação cadastrada.',
  saved: 'Liberação salva.',
  delete: 'Excluir liberação',
  deleteTitle: 'Excluir liberação',
  deleteConfirm: 'Excluir a liberação de {{title}}? Ela ainda não foi aplicada e deixa de existir.',
  deleted: 'Liberação excluída.',
  confirmDelete: 'Excluir',
  back: 'Voltar à lista',
  notFound: 'Liberação não encontrada',
  notFoundText: 'Esta liberação não existe ou foi excluída.',
  importTitle: 'Importar liberações de um arquivo CSV',
  importFile: 'Arquivo CSV',
  importFilePlaceholder: 'Escolha o arquivo',
  importCheck: 'Conferir arquivo',
  importConfirm: 'Importar {{count}} linhas válidas',
  importSummary: '{{valid}} linhas válidas, {{invalid}} com problemas (ficarão de fora).',
  importDone:
    '{{created}} liberações importadas, {{applied}} aplicadas na hora, {{skipped}} linhas deixadas de fora.',
  line: 'Linha',
  problems: 'Problemas',
  ok: 'OK',
  readError: 'Não foi possível ler o arquivo.',
};

/** The texts of the XP client release (Liberta) and the e-mail binds (Brazilian). */
export const ptBR = {
  xp: {
    ...common,
    title: 'Liberação de cliente XP',
    intro:
      'Códigos de clientes da XP com o que cada um libera. A liberação é aplicada quando a pessoa se cadastra ou informa o código no perfil.',
    new: 'Nova liberação',
    searchPlaceholder: 'Código, nome ou e-mail de quem usou',
    subject: 'Código XP',
    code: 'Código de cliente XP',
    codeHint: 'Somente números, como o cliente vê na XP.',
    importHint:
      'Cabeçalho com as colunas codigo; assinatura; cursos; dias ou fim. Assinatura e cursos por id ou slug (vários cursos separados por |); fim em DD/MM/AAAA.',
    importExample: 'codigo;assinatura;cursos;dias;fim',
  },
  binds: {
    ...common,
    title: 'E-mail binds',
    intro:
      'Acessos de compras feitas fora da plataforma, ligados a um e-mail. Se a conta já existe, o acesso é liberado na hora; senão, quando ela for criada.',
    new: 'Novo bind',
    searchPlaceholder: 'E-mail, nome ou observação',
    subject: 'E-mail',
    email: 'E-mail do comprador',
    emailHint: 'O acesso vai para a conta com este e-mail (agora ou quando ela for criada).',
    importHint:
      'Cabeçalho com as colunas email; produto; assinatura; cursos; dias ou fim. Produto, assinatura e cursos por id ou slug (vários cursos separados por |); fim em DD/MM/AAAA.',
    importExample: 'email;produto;assinatura;cursos;dias;fim',
  },
};

/** Every language of the namespace has these keys. */
export type Catalog = CatalogShape<typeof ptBR>;
