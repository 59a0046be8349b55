import { Anchor, Badge, Button, Select, Table, Text } from '@mantine/core';
import IconPlus from '@tabler/icons-react/dist/esm/icons/IconPlus.mjs';
import { useDebouncedValue } from '@mantine/hooks';
import { formatCurrency, formatDateTimeSaoPaulo, formatDurationPtBr } from '@app/shared';
import { useAbility } from '@casl/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AppAbility } from '../../../lib/session/ability.ts';
import { ListFrame } from '../../admin/components/list-frame.tsx';
import { COURSES_PER_PAGE, coursesQuery } from '../courses-api.ts';

/** Staff `/cursos`: every course with search, status filter and pages. */
export function CoursesAdminPage() {
  const { t } = useTranslation();
  const ability = useAbility<AppAbility>();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [status, setStatus] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const courses = useQuery(coursesQuery({ page, search: debounced, status }));
  const data = courses.data;
  return (
    <ListFrame
      title={t('coursesAdmin.title')}
      search={search}
      onSearch={(value) => {
        setSearch(value);
        setPage(1);
      }}
      searchPlaceholder={t('coursesAdmin.searchPlaceholder')}
      filters={
        <Select
          label={t('coursesAdmin.status')}
          placeholder={t('coursesAdmin.allStatuses')}
          clearable
          value={status}
          onChange={(value) => {
            setStatus(value);
            setPage(1);
          }}
          data={[
            { value: 'published', label: t('coursesAdmin.published') },
            { value: 'draft', label: t('coursesAdmin.draft') },
          ]}
          w={{ base: '100%', sm: 200 }}
        />
      }
      actions={
        ability.can('create', 'Cursos') && (
          <Button
            component={Link}
            to="/cursos/cadastro"
            leftSection={<IconPlus size={18} aria-hidden />}
          >
            {t('coursesAdmin.new')}
          </Button>
        )
      }
      loading={courses.isPending}
      error={courses.isError}
      empty={(data?.data.length ?? 0) === 0}
      total={data?.meta.total ?? 0}
      page={page}
      pages={Math.max(1, Math.ceil((data?.meta.total ?? 0) / COURSES_PER_PAGE))}
      onPage={setPage}
    >
      <Table.ScrollContainer minWidth={760}>
        <Table striped highlightOnHover verticalSpacing="sm">
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
            {data?.data.map((course) => (
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
                  <Badge color={course.status === 'published' ? 'teal' : 'gray'} variant="light">
                    {course.status === 'published'
                      ? t('coursesAdmin.published')
                      : t('coursesAdmin.draft')}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  {course.lessons_count} · {formatDurationPtBr(course.duration_seconds)}
                </Table.Td>
                <Table.Td>{formatCurrency(course.price_cents)}</Table.Td>
                <Table.Td>{formatDateTimeSaoPaulo(course.updated_at, 'DD/MM/YYYY HH:mm')}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </ListFrame>
  );
}
