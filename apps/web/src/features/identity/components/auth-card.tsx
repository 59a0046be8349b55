import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/PinInput.css';
import { Card, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The frame of every sign-in page: a centred card with the title, the brand's texts and the form. */
export function AuthCard({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <Stack align="center" py={{ base: 'md', sm: 'xl' }}>
      <Card withBorder radius="lg" padding="xl" w="100%" maw={460} shadow="sm">
        <Stack gap="lg">
          <Stack gap={6}>
            <Title order={1} size="h2">
              {title}
            </Title>
            {subtitle && (
              <Text c="dimmed" size="sm">
                {subtitle}
              </Text>
            )}
          </Stack>
          {children}
        </Stack>
      </Card>
      {footer && (
        <Text size="sm" ta="center">
          {footer}
        </Text>
      )}
    </Stack>
  );
}
