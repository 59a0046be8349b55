import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client/api-error.ts';
import { renderStaffPage } from '../../test/staff-page.tsx';
import { LoginAsModal } from './login-as-modal.tsx';

const session = vi.hoisted(() => ({
  startImpersonation:
    vi.fn<(customer: { id: number; name: string }, reason: string) => Promise<void>>(),
}));
vi.mock('../../lib/session/impersonation.ts', () => session);

const ANA = { id: 7, name: 'Ana Cliente' };

function Page() {
  const [target, setTarget] = useState<typeof ANA | null>(null);
  return (
    <>
      <button type="button" onClick={() => setTarget(ANA)}>
        Abrir
      </button>
      <LoginAsModal target={target} onClose={() => setTarget(null)} defaultRoute="/inicio" />
    </>
  );
}

describe('LoginAsModal', () => {
  it('asks a reason of 5 characters, then opens the default route as the customer', async () => {
    session.startImpersonation.mockResolvedValue();
    const { user, history } = renderStaffPage({ '/': <Page />, '/inicio': <p>Início</p> }, '/');
    await user.click(screen.getByRole('button', { name: 'Abrir' }));
    expect(await screen.findByRole('dialog', { name: 'Acessar como Ana Cliente' })).toBeVisible();
    const confirm = screen.getByRole('button', { name: 'Acessar' });
    await user.type(screen.getByRole('textbox', { name: 'Motivo do acesso' }), 'abc');
    expect(confirm).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Motivo do acesso' }), ' 123');
    await user.click(confirm);
    expect(session.startImpersonation).toHaveBeenCalledWith(ANA, 'abc 123');
    expect(history.location.pathname).toBe('/inicio');
  });

  it('says why it could not, and starts empty when opened again', async () => {
    session.startImpersonation.mockRejectedValue(new ApiError(403, { message: 'Sem permissão.' }));
    const { user } = renderStaffPage({ '/': <Page /> }, '/');
    await user.click(screen.getByRole('button', { name: 'Abrir' }));
    await user.type(await screen.findByRole('textbox', { name: 'Motivo do acesso' }), 'chamado 12');
    await user.click(screen.getByRole('button', { name: 'Acessar' }));
    expect(await screen.findByText('Sem permissão.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    await user.click(screen.getByRole('button', { name: 'Abrir' }));
    expect(await screen.findByRole('textbox', { name: 'Motivo do acesso' })).toHaveValue('');
  });
});
