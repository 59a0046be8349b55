import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import { Modal } from '@mantine/core';
import { useTranslation } from '../../../i18n/react.tsx';
import type { PrivacyPolicyModalProps } from '../../../components/slots/slots.tsx';
import { PolicyDocument } from './policy-document.tsx';
import '../i18n/index.ts';

/** The privacy policy modal (spec section 2): the sign-up's link and the cookie banner open it. */
export function PrivacyPolicyModal({ opened, onClose }: PrivacyPolicyModalProps) {
  const { t } = useTranslation('privacy');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('privacy.policy.title')}
      size="xl"
      // Above the cookie banner, which may have opened it.
      zIndex={400}
    >
      {opened && <PolicyDocument />}
    </Modal>
  );
}
