import type { CatalogShape } from '../../../i18n/catalog.ts';

/** The `privacy` namespace's texts (`useTranslation('privacy')`). */
export const ptBR = {
  privacy: {
    policy: {
      title: 'Política de Privacidade',
      updated: 'Versão {{version}}, atualizada em {{date}}',
      loading: 'Carregando a política de privacidade…',
      loadError: 'Erro ao buscar informações',
      none: 'A política de privacidade desta plataforma ainda não foi publicada.',
      retry: 'Tentar de novo',
    },
    cookies: {
      region: 'Aviso de cookies',
      title: 'Sua privacidade',
      text: 'Usamos cookies necessários para a plataforma funcionar. Com a sua permissão, usamos também cookies de estatísticas, de preferências e de marketing. Você pode mudar de ideia quando quiser em “Preferências de cookies”.',
      policyLink: 'Política de privacidade',
      accept: 'Aceitar',
      reject: 'Rejeitar',
      configure: 'Configurar',
      settingsTitle: 'Preferências de cookies',
      settingsIntro:
        'Escolha o que você permite guardar no seu navegador. Os cookies necessários não podem ser desligados.',
      required: 'Necessários',
      requiredText: 'Mantêm a sua sessão, o carrinho e esta escolha.',
      alwaysOn: 'Sempre ativos',
      statistics: 'Estatísticas',
      statisticsText: 'Ajudam a entender como a plataforma é usada, para melhorá-la.',
      preferences: 'Preferências',
      preferencesText: 'Lembram escolhas como tema, zoom e idioma entre as visitas.',
      marketing: 'Marketing',
      marketingText:
        'Guardam durante a sessão a origem da sua visita (parâmetros UTM), para medir campanhas e parcerias.',
      save: 'Salvar minhas escolhas',
      acceptAll: 'Aceitar todos',
      rejectAll: 'Rejeitar todos',
      saved: 'Suas preferências de cookies foram salvas.',
    },
    admin: {
      title: 'Políticas de privacidade',
      new: 'Nova política',
      searchPlaceholder: 'Buscar no texto',
      brand: 'Marca',
      allBrands: 'Todas as marcas',
      version: 'Versão',
      versionOf: 'Versão {{version}}',
      status: 'Situação',
      draft: 'Rascunho',
      publishedOn: 'Publicada em {{date}}',
      updatedBy: 'Atualizada em {{date}} por {{name}}',
      updatedOn: 'Atualizada em {{date}}',
      actions: 'Ações',
      active: 'Ativa',
      inactive: 'Inativa',
      activeOf: 'Política ativa: {{name}}',
      activated: '{{name}} ativada; a versão anterior da marca foi desativada.',
      deactivated: '{{name}} desativada.',
      edit: 'Editar',
      editOf: 'Editar {{name}}',
      delete: 'Excluir',
      deleteOf: 'Excluir {{name}}',
      view: 'Ver a página pública',
      form: 'Texto da política',
      brandField: 'Marca',
      brandFieldHint: 'Cada marca tem a sua política; a marca de uma política não muda depois.',
      description: 'Texto da política',
      descriptionHint:
        'Use títulos, listas e links. O texto é limpo no servidor: scripts e estilos não são guardados.',
      activeField: 'Política ativa',
      activeFieldHint:
        'A política ativa é a que o site, o cadastro e o aviso de cookies mostram. Ativar esta desativa a outra da marca.',
      publishedNotice:
        'Esta versão já foi publicada e fica guardada como registro. Ao salvar um texto diferente, criamos uma nova versão.',
      back: 'Voltar para as políticas',
      create: 'Cadastrar política',
      save: 'Salvar',
      cancel: 'Cancelar',
      created: 'Política de privacidade cadastrada (versão {{version}}).',
      saved: 'Política de privacidade salva (versão {{version}}).',
      deleteTitle: 'Excluir rascunho',
      deleteText:
        'Excluir o rascunho {{title}}? Versões já publicadas não podem ser excluídas: ficam como registro.',
      confirmDelete: 'Excluir',
      deleted: 'Rascunho excluído.',
      notFound: 'Política não encontrada',
      notFoundText: 'Esta política não existe ou foi excluída.',
    },
  },
};

/** Every language of the namespace has these keys. */
export type Catalog = CatalogShape<typeof ptBR>;
