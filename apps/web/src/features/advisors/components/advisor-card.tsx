import '@mantine/core/styles/Typography.css';
import { Badge, Button, Card, Group, Stack, Text, Title, Tooltip, Typography } from '@mantine/core';
import IconBrandWhatsapp from '@tabler/icons-react/dist/esm/icons/IconBrandWhatsapp.mjs';
import IconMail from '@tabler/icons-react/dist/esm/icons/IconMail.mjs';
import IconMapPin from '@tabler/icons-react/dist/esm/icons/IconMapPin.mjs';
import IconPhone from '@tabler/icons-react/dist/esm/icons/IconPhone.mjs';
import { CERTIFICATION_NAMES, formatPhone } from '@app/shared';
import type { SiteAdvisor } from '@app/shared';
import { useTranslation } from '../../../i18n/react.tsx';
import { AdvisorPhoto } from './advisor-photo.tsx';
import '../i18n/index.ts';

/** `https://wa.me/55…` with a first message (the phone's digits, Brazil's code first). */
export function whatsappLink(phone: string, message: string): string {
  return `https://wa.me/55${phone}?text=${encodeURIComponent(message)}`;
}

/** An advisor on the site: portrait, where, registrations, specialties, bio and contacts. */
export function AdvisorCard({ advisor, bio = false }: { advisor: SiteAdvisor; bio?: boolean }) {
  const { t } = useTranslation('advisors');
  const place = [advisor.city, advisor.uf].filter(Boolean).join(' – ');
  return (
    <Card
      withBorder
      radius="lg"
      padding="lg"
      h="100%"
      component="article"
      data-testid="advisor-card"
    >
      <Stack gap="sm" h="100%">
        <Group wrap="nowrap" align="center">
          <AdvisorPhoto
            name={advisor.name}
            url={advisor.cover_url}
            alt={advisor.cover_alt ?? t('advisors.site.photoOf', { name: advisor.name })}
            size={72}
          />
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Title order={3} size="h4">
              {advisor.name}
            </Title>
            {place && (
              <Group gap={4} c="dimmed">
                <IconMapPin size={14} aria-hidden />
                <Text size="sm">{place}</Text>
              </Group>
            )}
          </Stack>
        </Group>
        {advisor.certifications.length > 0 && (
          <Group gap={6} aria-label={t('advisors.site.certifications')} role="list">
            {advisor.certifications.map((c) => (
              <Tooltip key={c.kind} label={`${CERTIFICATION_NAMES[c.kind]} nº ${c.number}`}>
                <Badge variant="filled" color="orange" role="listitem" tabIndex={0}>
                  {c.kind}
                </Badge>
              </Tooltip>
            ))}
          </Group>
        )}
        {advisor.specialties.length > 0 && (
          <Text size="sm" c="dimmed">
            {advisor.specialties.join(' · ')}
          </Text>
        )}
        {bio && advisor.bio_html && (
          <Typography>
            <div dangerouslySetInnerHTML={{ __html: advisor.bio_html }} />
          </Typography>
        )}
        <Group gap="xs" mt="auto" pt="xs">
          {advisor.phone && advisor.whatsapp && (
            <Button
              component="a"
              href={whatsappLink(
                advisor.phone,
                t('advisors.site.whatsappMessage', { name: advisor.name.split(' ')[0] }),
              )}
              target="_blank"
              rel="noopener noreferrer"
              color="green"
              size="xs"
              leftSection={<IconBrandWhatsapp size={16} aria-hidden />}
              aria-label={t('advisors.site.whatsappTo', { name: advisor.name })}
            >
              WhatsApp
            </Button>
          )}
          {advisor.phone && !advisor.whatsapp && (
            <Button
              component="a"
              href={`tel:+55${advisor.phone}`}
              variant="light"
              size="xs"
              leftSection={<IconPhone size={16} aria-hidden />}
              aria-label={t('advisors.site.callTo', {
                name: advisor.name,
                phone: formatPhone(advisor.phone),
              })}
            >
              {formatPhone(advisor.phone)}
            </Button>
          )}
          {advisor.email && (
            <Button
              component="a"
              href={`mailto:${advisor.email}`}
              variant="light"
              size="xs"
              leftSection={<IconMail size={16} aria-hidden />}
              aria-label={t('advisors.site.emailTo', { name: advisor.name })}
            >
              E-mail
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
