import type { CatalogShape } from '../../../i18n/catalog.ts';

/** The `home` namespace's texts (`useTranslation('home')`). */
export const ptBR = {
  media: {
    home: {
      hello: 'Olá, {{name}}',
      myCourses: 'Meus cursos',
      myTrails: 'Minhas trilhas',
      signUp: 'Criar conta grátis',
      login: 'Entrar',
      loadError: 'Não foi possível carregar os conteúdos',
      continue: 'Continue assistindo',
      continueEmpty: 'Comece um curso e ele aparece aqui para você continuar de onde parou.',
      trails: 'Trilhas',
      trailsEmpty: 'Nenhuma trilha publicada ainda.',
      courses: 'Cursos',
      coursesEmpty: 'Nenhum curso publicado ainda.',
      videos: 'Vídeos',
      videosEmpty: 'Nenhum vídeo publicado ainda.',
      events: 'Próximos eventos',
      eventsEmpty: 'Nenhum evento nos próximos 7 dias.',
      podcasts: 'Podcasts',
      podcastsEmpty: 'Nenhum episódio publicado ainda.',
      seeAll: 'Ver todos',
      seeStore: 'Ver na loja',
      seeCalendar: 'Ver calendário',
      lessonsDone: '{{done}} de {{total}} aulas',
      percent: '{{percent}}% concluído',
      steps_one: '{{count}} etapa',
      steps_other: '{{count}} etapas',
      eventWhen: '{{weekday}}, {{date}} às {{time}}',
      eventDay: '{{weekday}}, {{date}} · dia todo',
      importance: {
        low: 'Baixa importância',
        medium: 'Média importância',
        high: 'Alta importância',
      },
      episode: 'Episódio',
    },
    subject: {
      visitorTitle: 'Meus Cursos',
      visitorText: 'Entre na sua conta para ver seus cursos e e-books e continuar de onde parou.',
      onOffer: 'Cursos disponíveis',
      intro: 'Cursos e vídeos sobre {{name}}.',
      badge: 'Assunto',
      courses_one: '{{count}} curso',
      courses_other: '{{count}} cursos',
      videos_one: '{{count}} vídeo',
      videos_other: '{{count}} vídeos',
      empty: 'Ainda não há cursos nem vídeos publicados neste assunto.',
      notFoundTitle: 'Assunto não encontrado',
      notFoundText: 'O endereço pode ter mudado ou o assunto não existe mais.',
    },
  },
};

/** Every language of the namespace has these keys. */
export type Catalog = CatalogShape<typeof ptBR>;
