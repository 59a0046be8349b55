import type { FeatureRoutes } from '../../lib/routing/feature-routes.ts';

const courseEditor = async () => ({
  Component: (await import('./pages/course-editor-page.tsx')).CourseEditorPage,
});

/** The public course page, "Meus Cursos", the player, the certificate and the staff editor. */
export const coursesRoutes: FeatureRoutes = {
  '/curso/:slug': async () => ({
    Component: (await import('./pages/public-course-page.tsx')).PublicCoursePage,
  }),
  '/cliente/cursos': async () => {
    const { MyCoursesPage } = await import('./pages/my-courses-page.tsx');
    return { Component: () => <MyCoursesPage storePath="/assinaturas" /> };
  },
  '/cliente/cursos/:slug/:lessonId?': async ({ brand }) => {
    const { CoursePlayerPage } = await import('./pages/course-player-page.tsx');
    const myCourses = brand.id === 'liberta' ? '/assunto/cursos' : '/cliente/cursos';
    return { Component: () => <CoursePlayerPage myCoursesPath={myCourses} /> };
  },
  '/cursos': async () => ({
    Component: (await import('./pages/courses-admin-page.tsx')).CoursesAdminPage,
  }),
  '/cursos/cadastro': courseEditor,
  '/cursos/editar/:id': courseEditor,
  '/certificado/:code': async () => ({
    Component: (await import('./pages/certificate-page.tsx')).CertificatePage,
  }),
};
