import type { CatalogShape } from '../../../i18n/catalog.ts';

/** The `videos` namespace's texts (`useTranslation('videos')`). */
export const ptBR = {
  media: {
    player: {
      publishedOn: 'Publicado em {{date}}',
      moreOf: 'Mais vídeos de {{category}}',
      more: 'Mais vídeos',
      notFoundTitle: 'Vídeo não encontrado',
      notFoundText: 'O endereço pode ter mudado ou o vídeo não está mais disponível.',
    },
    lsPlay: {
      title: 'LS Play',
      intro: 'Aulas avulsas, análises e bastidores do mercado, organizados por assunto.',
      search: 'Buscar vídeos',
      noMatch: 'Nenhum vídeo encontrado para "{{search}}".',
      emptyTitle: 'A biblioteca ainda está vazia',
      emptyText: 'Quando a equipe publicar vídeos no LS Play, eles aparecem aqui.',
      uncategorised: 'Outros vídeos',
      count_one: '{{count}} vídeo',
      count_other: '{{count}} vídeos',
      back: 'Voltar ao LS Play',
    },
    videosAdmin: {
      title: 'Vídeos do LS Play',
      new: 'Novo vídeo',
      back: 'Todos os vídeos',
      searchPlaceholder: 'Título do vídeo',
      video: 'Vídeo',
      category: 'Categoria',
      allCategories: 'Todas as categorias',
      noCategory: 'Sem categoria',
      status: 'Situação',
      allStatuses: 'Todas',
      draft: 'Rascunho',
      published: 'Publicado',
      scheduled: 'Agendado para {{date}}',
      duration: 'Duração',
      durationHint: 'Em minutos:segundos (12:30) ou horas:minutos:segundos.',
      updatedAt: 'Atualizado em',
      openOriginal: 'Abrir o vídeo original de {{title}}',
      formLabel: 'Dados do vídeo',
      titleField: 'Título',
      videoUrl: 'Link do vídeo',
      videoUrlHint: 'YouTube, Vimeo ou PandaVideo, como aparece na barra do navegador.',
      publishedAt: 'Publicação',
      publishedAtHint: 'Horário de Brasília. Vazio: publica ao salvar como publicado.',
      thumbnailUrl: 'Link da miniatura',
      thumbnailHint: 'Opcional: sem imagem, o card mostra um degradê com o botão de play.',
      description: 'Descrição',
      preview: 'Pré-visualização',
      previewHint: 'Cole um link válido para ver o player aqui.',
      view: 'Ver como aluno',
      cancel: 'Cancelar',
      create: 'Criar vídeo',
      save: 'Salvar vídeo',
      created: 'Vídeo criado.',
      saved: 'Vídeo salvo.',
      delete: 'Excluir vídeo',
      deleteConfirm: 'Excluir o vídeo "{{title}}"? Ele deixa de aparecer para os alunos.',
      deleted: 'Vídeo excluído.',
      notFoundTitle: 'Vídeo não encontrado',
      notFoundText: 'Este vídeo não existe ou foi excluído.',
    },
    content: {
      sections: 'Seções do vídeo',
      tabs: {
        video: 'Vídeo',
        live: 'Ao vivo',
        recommendations: 'Recomendações',
        chat: 'Chat',
      },
      soon: 'Em breve',
      panels: {
        live: {
          title: 'Transmissão ao vivo',
          text: 'As transmissões ao vivo chegam na próxima etapa da plataforma. Enquanto isso, assista ao vídeo ao lado.',
        },
        recommendations: {
          title: 'Recomendações do analista',
          text: 'As recomendações publicadas durante a transmissão aparecerão aqui, com entrada, alvo e stop.',
        },
        chat: {
          title: 'Chat da transmissão',
          text: 'O chat moderado chega junto com as transmissões ao vivo.',
        },
      },
      channelTitle: 'Canal ao vivo',
      channelText:
        'Os canais ao vivo (TV Liberta e Mercado ao vivo) chegam na próxima etapa da plataforma.',
    },
  },
};

/** Every language of the namespace has these keys. */
export type Catalog = CatalogShape<typeof ptBR>;
