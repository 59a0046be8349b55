import { Anchor, Select, Table, Text } from '@mantine/core';
import { formatCurrency, formatDateTimeSaoPaulo, formatDurationPtBr } from '@app/shared';
import { StateBadge } from '../../../components/staff/form-page-header.tsx';
import { useAbility } from '../../../lib/session/ability-context.tsx';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { Link } from 'react-router';
import { PagedList, usePagedList } from '../../../components/staff/paged-list.tsx';
import { COURSES_PER_PAGE, coursesQuery } from '../courses-api.ts';
import '../i18n/index.ts';

/** Staff `/cursos`: every course with search, status filter and pages. */
export function CoursesAdminPage() {
  const { t } = useTranslation('courses');
  const ability = useAbility();
  const list = usePagedList();
  const [status, setStatus] = useState<string | null>(null);
  const courses = useQuery(coursesQuery({ page: list.page, search: list.debounced, status }));
  return (
    <PagedList
      list={list}
      query={courses}
      perPage={COURSES_PER_PAGE}
      words="courses:coursesAdmin"
      filters={
        <Select
          label={t('coursesAdmin.status')}
          placeholder={t('coursesAdmin.allStatuses')}
          clearable
          value={status}
          onChange={list.resetting(setStatus)}
          data={[
            { value: 'published', label: t('coursesAdmin.published') },
            { value: 'draft', label: t('coursesAdmin.draft') },
          ]}
          w={{ base: '100%', sm: 200 }}
        />
      }
      create={
        ability.can('create', 'Cursos') && {
          to: '/cursos/cadastro',
        }
      }
      minWidth={760}
    >
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('coursesAdmin.course')}</Table.Th>
          <Table.Th>{t('coursesAdmin.status')}</Table.Th>
          <Table.Th>{t('coursesAdmin.lessons')}</Table.Th>
          <Table.Th>{t('coursesAdmin.price')}</Table.Th>
          <Table.Th>{t('coursesAdmin.updatedAt')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {courses.data?.data.map((course) => (
          <Table.Tr key={course.id}>
            <Table.Td>
              <Anchor component={Link} to={`/cursos/editar/${course.id}`} fw={600}>
                {course.title}
              </Anchor>
              <Text size="xs" c="dimmed">
                /curso/{course.slug}
                {course.instructor ? ` · ${course.instructor}` : ''}
              </Text>
            </Table.Td>
            <Table.Td>
              <StateBadge
                on={course.status === 'published'}
                labels={[t('coursesAdmin.published'), t('coursesAdmin.draft')]}
              />
            </Table.Td>
            <Table.Td>
              {course.lessons_count} · {formatDurationPtBr(course.duration_seconds)}
            </Table.Td>
            <Table.Td>{formatCurrency(course.price_cents)}</Table.Td>
            <Table.Td>{formatDateTimeSaoPaulo(course.updated_at, 'DD/MM/YYYY HH:mm')}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </PagedList>
  );
}
