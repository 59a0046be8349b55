import { Center, Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { ComponentType } from 'react';
import { useTranslation } from '../i18n/react.tsx';
import type { Slots } from '../components/slots/slots.tsx';

/** A feature's screen loaded the first time a page shows it, with a loader meanwhile. */
function lazyScreen<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Screen = lazy(async () => ({ default: await load() }));
  return function LazyScreen(props: P) {
    const { t } = useTranslation();
    return (
      <Suspense
        fallback={
          <Center p="md">
            <Loader aria-label={t('app.loading')} />
          </Center>
        }
      >
        <Screen {...props} />
      </Suspense>
    );
  };
}

/** The screens that features' pages show from other features (`components/slots`). */
export const appSlots: Slots = {
  ChatPanel: lazyScreen(async () => (await import('../features/chat/index.ts')).ChatPanel),
  ModerationPanel: lazyScreen(
    async () => (await import('../features/chat/index.ts')).ModerationPanel,
  ),
  UserCoursesCard: lazyScreen(
    async () =>
      (await import('../features/courses/components/user-courses-card.tsx')).UserCoursesCard,
  ),
  UserSignaturesCard: lazyScreen(
    async () =>
      (await import('../features/signatures/components/user-signatures-card.tsx'))
        .UserSignaturesCard,
  ),
  CustomerOrdersTab: lazyScreen(
    async () =>
      (await import('../features/store/components/customer-order-tabs.tsx')).CustomerOrdersTab,
  ),
  CustomerRefundsTab: lazyScreen(
    async () =>
      (await import('../features/store/components/customer-order-tabs.tsx')).CustomerRefundsTab,
  ),
  MyCourses: lazyScreen(
    async () => (await import('../features/courses/pages/my-courses-page.tsx')).MyCoursesPage,
  ),
  PrivacyPolicyModal: lazyScreen(
    async () =>
      (await import('../features/privacy/components/privacy-policy-modal.tsx')).PrivacyPolicyModal,
  ),
};
