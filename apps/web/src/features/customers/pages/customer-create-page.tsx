import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import IconArrowLeft from '@tabler/icons-react/dist/esm/icons/IconArrowLeft.mjs';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CustomerCreateForm } from '../components/customer-forms.tsx';
import '../i18n/index.ts';

/** Staff `/clientes/cadastro`. */
export function CustomerCreatePage() {
  const { t } = useTranslation('customers');
  return (
    <Stack gap="lg" maw={880}>
      <Stack gap={4}>
        <Anchor component={Link} to="/clientes" size="sm">
          <Group gap={4} component="span">
            <IconArrowLeft size={14} aria-hidden />
            {t('storeAdmin.customers.title')}
          </Group>
        </Anchor>
        <Title order={1} size="h2">
          {t('storeAdmin.customers.new')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('storeAdmin.customers.newHint')}
        </Text>
      </Stack>
      <Card withBorder radius="md" padding="lg">
        <CustomerCreateForm />
      </Card>
    </Stack>
  );
}
