import { useParams } from 'react-router';
import { useSlot } from '../../components/slots/slots.tsx';
import type { FeatureRoutes } from '../../lib/routing/feature-routes.ts';
import { useSession } from '../../lib/session/use-session.ts';

/** Liberta's home and its subjects (issue 4). */
export const homeRoutes: FeatureRoutes = {
  '/home': async () => ({
    Component: (await import('./pages/home-page.tsx')).HomePage,
  }),
  '/assunto/:slug': async () => {
    const [{ SubjectPage }, { MyCoursesVisitor }] = await Promise.all([
      import('./pages/subject-page.tsx'),
      import('./pages/my-courses-visitor.tsx'),
    ]);
    // `/assunto/cursos` is Liberta's "Meus Cursos" (open to visitors, who are invited to sign
    // in; the courses feature's screen comes through the app's slot); any other slug is a
    // subject (category).
    return {
      Component: function SubjectRoute() {
        const { loggedIn } = useSession();
        const MyCourses = useSlot('MyCourses');
        if (useParams().slug !== 'cursos') return <SubjectPage />;
        return loggedIn ? <MyCourses storePath="/assinaturas" /> : <MyCoursesVisitor />;
      },
    };
  },
};
