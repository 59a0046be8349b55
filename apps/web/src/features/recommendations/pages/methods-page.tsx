import '@mantine/core/styles/Tabs.css';
import { Tabs } from '@mantine/core';
import IconCertificate from '@tabler/icons-react/dist/esm/icons/IconCertificate.mjs';
import IconListDetails from '@tabler/icons-react/dist/esm/icons/IconListDetails.mjs';
import { Suspense, lazy } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { useSearchParams } from 'react-router';
import { FormPageLoader } from '../../../components/staff/form-page.tsx';
import { useAbility } from '../../../lib/session/ability-context.tsx';
import { AnalystsPanel } from '../components/analysts-panel.tsx';
import { MethodsList } from '../components/methods-list.tsx';
import { ANALYSTS_TAB, EDIT_PARAM, NEW_RECORD, TAB_PARAM } from '../paths.ts';
import type { MethodPaths } from '../paths.ts';
import '../i18n/index.ts';

const MethodFormPage = lazy(async () => ({
  default: (await import('./method-form-page.tsx')).MethodFormPage,
}));

const METHODS_TAB = 'metodos';

/**
 * Staff `/metodos`: the trade methods and, for those who see recommendations, the analysts'
 * tab (`?aba=analistas`) with their CVM credentials. Where the brand has no form routes of its
 * own, `?editar=novo` and `?editar=<id>` open the method form here.
 */
export function MethodsPage({ paths }: { paths: MethodPaths }) {
  const { t } = useTranslation('recommendations');
  const ability = useAbility();
  const [params, setParams] = useSearchParams();
  const editing = paths.inPlace ? params.get(EDIT_PARAM) : null;
  const seesAnalysts = ability.can('read', 'Recomendações');

  if (editing !== null)
    return (
      <Suspense fallback={<FormPageLoader />}>
        <MethodFormPage
          key={editing}
          paths={paths}
          id={editing === NEW_RECORD ? null : Number(editing)}
        />
      </Suspense>
    );
  if (!seesAnalysts) return <MethodsList paths={paths} />;
  const tab = params.get(TAB_PARAM) === ANALYSTS_TAB ? ANALYSTS_TAB : METHODS_TAB;
  return (
    <Tabs
      value={tab}
      onChange={(value) =>
        setParams(value === ANALYSTS_TAB ? { [TAB_PARAM]: ANALYSTS_TAB } : {}, { replace: true })
      }
      keepMounted={false}
    >
      <Tabs.List mb="lg">
        <Tabs.Tab value={METHODS_TAB} leftSection={<IconListDetails size={16} aria-hidden />}>
          {t('recommendations.methods.tab')}
        </Tabs.Tab>
        <Tabs.Tab value={ANALYSTS_TAB} leftSection={<IconCertificate size={16} aria-hidden />}>
          {t('recommendations.analysts.tab')}
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value={METHODS_TAB}>
        <MethodsList paths={paths} />
      </Tabs.Panel>
      <Tabs.Panel value={ANALYSTS_TAB}>
        <AnalystsPanel />
      </Tabs.Panel>
    </Tabs>
  );
}
