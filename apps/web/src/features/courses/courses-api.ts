import IconSchool from '@tabler/icons-react/dist/esm/icons/IconSchool.mjs';
import { staffRecords } from '../../components/staff/staff-records.ts';
import type {
  Certificate,
  CourseDetail,
  CourseInput,
  CoursePlayer,
  CourseSummary,
  LessonInput,
  LessonView,
  MyCourse,
  Progress,
  PublicCourse,
  UserGrant,
} from '@app/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client/api-client.ts';
import { recordCalls } from '../../lib/api-client/record-calls.ts';
import type { ListPage as Page, SelectOption as Option } from '@app/shared';

export type { Page };
export type { Option };

const get = async <T>(path: string, query?: Record<string, string | number | undefined>) =>
  (await apiRequest<T>(path, { query })).data;

export const publicCourseQuery = (slug: string, loggedIn: boolean) =>
  queryOptions({
    queryKey: ['public-course', slug, loggedIn],
    queryFn: () => get<PublicCourse>(`/api/public-course/${encodeURIComponent(slug)}`),
    meta: { silent: true },
  });

export const myCoursesQuery = queryOptions({
  queryKey: ['my-courses'],
  queryFn: () => get<MyCourse[]>('/api/my-courses'),
  // Progress changes while watching: always show the latest when the page opens.
  staleTime: 0,
});

export const coursePlayerQuery = (slug: string) =>
  queryOptions({
    queryKey: ['course-player', slug],
    queryFn: () => get<CoursePlayer>(`/api/course-player/${encodeURIComponent(slug)}`),
    meta: { silent: true },
  });

export const lessonQuery = (id: number) =>
  queryOptions({
    queryKey: ['course-lesson', id],
    queryFn: () => get<LessonView>(`/api/course-lesson/${id}`),
    // The page shows a locked lesson itself (with the signature that opens it).
    meta: { silent: true },
    // The resume point must be fresh each time the lesson opens.
    staleTime: 0,
    gcTime: 0,
  });

export async function saveLessonProgress(
  lessonId: number,
  body: { position_seconds: number; duration_seconds?: number },
  keepalive = false,
): Promise<Progress> {
  return (
    await apiRequest<Progress>(`/api/lesson-progress/${lessonId}`, {
      method: 'PUT',
      body,
      keepalive,
    })
  ).data;
}

export async function completeLesson(lessonId: number): Promise<Progress> {
  return (await apiRequest<Progress>(`/api/lesson-complete/${lessonId}`, { method: 'POST' })).data;
}

export async function issueCertificate(courseId: number): Promise<Certificate> {
  return (await apiRequest<Certificate>(`/api/course-certificate/${courseId}`, { method: 'POST' }))
    .data;
}

export const certificateQuery = (code: string) =>
  queryOptions({
    queryKey: ['verify-certificate', code],
    queryFn: () => get<Certificate>(`/api/verify-certificate/${encodeURIComponent(code)}`),
    meta: { silent: true },
    retry: false,
  });

// ------------------------------------------------------------------ staff
export const COURSES_PER_PAGE = 20;

export const coursesQuery = (filters: { page: number; search: string; status: string | null }) =>
  queryOptions({
    queryKey: ['list-courses', filters],
    queryFn: () =>
      get<Page<CourseSummary>>('/api/list-courses', {
        page: filters.page,
        per_page: COURSES_PER_PAGE,
        search: filters.search || undefined,
        status: filters.status ?? undefined,
      }),
    placeholderData: (previous) => previous,
  });

/** A course's calls (`find-course`, `create-course`…), for its staff form and its curriculum. */
export const courseRecords = /* @__PURE__ */ staffRecords(
  recordCalls<CourseDetail, CourseInput, null>('course', {
    lists: [['list-courses']],
  }),
  { icon: IconSchool, cover: 'course', texts: 'courses:coursesAdmin' },
);

export const selectQuery = (name: string) =>
  queryOptions({
    queryKey: ['select', name],
    queryFn: () => get<Option[]>(`/api/select-${name}`),
    staleTime: 60_000,
  });

const send = async <T>(method: 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown) =>
  (await apiRequest<T>(path, { method, ...(body === undefined ? {} : { body }) })).data;

/** A course's modules and lessons (the course itself: `courseRecords`). */
export const courseAdminApi = {
  createModule: (courseId: number, title: string) =>
    send<CourseDetail>('POST', `/api/create-course-module/${courseId}`, { title }),
  updateModule: (id: number, title: string) =>
    send<CourseDetail>('PUT', `/api/update-course-module/${id}`, { title }),
  deleteModule: (id: number) => send<CourseDetail>('DELETE', `/api/delete-course-module/${id}`),
  reorderModules: (courseId: number, ids: number[]) =>
    send<CourseDetail>('PUT', `/api/reorder-course-modules/${courseId}`, { ids }),
  createLesson: (input: LessonInput) => send<CourseDetail>('POST', '/api/create-lesson', input),
  updateLesson: (id: number, input: LessonInput) =>
    send<CourseDetail>('PUT', `/api/update-lesson/${id}`, input),
  deleteLesson: (id: number) => send<CourseDetail>('DELETE', `/api/delete-lesson/${id}`),
  reorderLessons: (moduleId: number, ids: number[]) =>
    send<CourseDetail>('PUT', `/api/reorder-lessons/${moduleId}`, { ids }),
};

export const userCoursesQuery = (userId: number) =>
  queryOptions({
    queryKey: ['list-courses-by-user', userId],
    queryFn: () => get<UserGrant[]>(`/api/list-courses-by-user/${userId}`),
  });

export async function registerUserCourses(body: {
  user_id: number;
  course_ids: number[];
  ends_at: string | null;
  note: string | null;
}): Promise<UserGrant[]> {
  return (await apiRequest<UserGrant[]>('/api/register-user-courses', { method: 'POST', body }))
    .data;
}
