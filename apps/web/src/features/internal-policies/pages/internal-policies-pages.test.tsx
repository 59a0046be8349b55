import { notifications } from '@mantine/notifications';
import type { InternalPolicyInput, MyInternalPolicy } from '@app/shared';
import { queryOptions } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client/api-error.ts';
import { renderStaffPage } from '../../../test/staff-page.tsx';
import type * as PoliciesApi from '../api/internal-policies-api.ts';
import { HubPolicyPage } from './hub-policy-page.tsx';
import { PolicyFormPage } from './policy-form-page.tsx';

const POLICY: MyInternalPolicy = {
  id: 5,
  category: 'Segurança da informação',
  required_reading: true,
  current_version: 2,
  is_current: true,
  confirmed_at: null,
  document: {
    id: 12,
    policy_id: 5,
    version: 2,
    status: 'published',
    title: 'Política de Segurança da Informação',
    summary: 'Senhas e dois fatores.',
    body_html: '<p>Use autenticação em dois fatores.</p>',
    change_note: 'Dois fatores obrigatórios.',
    published_at: '2026-11-16T13:00:00.000Z',
    file: null,
  },
  versions: [
    { version: 2, published_at: '2026-11-16T13:00:00.000Z', confirmed_at: null },
    {
      version: 1,
      published_at: '2026-07-29T13:00:00.000Z',
      confirmed_at: '2026-07-30T12:00:00.000Z',
    },
  ],
};

const api = vi.hoisted(() => ({
  view: vi.fn<(id: number, version: number | null) => Promise<unknown>>(),
  confirmPolicy: vi.fn<(id: number, version: number) => Promise<unknown>>(),
  savePolicy: vi.fn<(id: number | null, body: InternalPolicyInput) => Promise<unknown>>(),
}));

vi.mock('../api/internal-policies-api.ts', async (original) => {
  const actual = await original<typeof PoliciesApi>();
  return {
    ...actual,
    confirmPolicy: api.confirmPolicy,
    policyRecords: { ...actual.policyRecords, save: api.savePolicy },
    myPolicyQuery: (id: number, version: number | null) =>
      queryOptions({
        queryKey: ['find-my-internal-policy', id, version],
        queryFn: () => api.view(id, version),
        retry: false,
      }),
    policyOptionsQuery: () =>
      queryOptions({
        queryKey: ['select-internal-policy-options'],
        queryFn: () =>
          Promise.resolve({
            profiles: [
              { id: 2, name: 'Analista' },
              { id: 5, name: 'Suporte' },
            ],
            categories: ['Compliance', 'LGPD'],
          }),
      }),
  };
});

afterEach(() => {
  act(() => notifications.clean());
  api.view.mockReset();
  api.confirmPolicy.mockReset();
  api.savePolicy.mockReset();
});

const hub = (path: string) =>
  renderStaffPage(
    {
      '/hub/politicas-procedimentos/:id': <HubPolicyPage />,
      '/hub/politicas-procedimentos': <p>lista</p>,
    },
    path,
  );

describe('a policy in the hub', () => {
  it('asks to tick "Li e concordo" before confirming the current version, then says so', async () => {
    api.view.mockResolvedValueOnce(POLICY).mockResolvedValue({
      ...POLICY,
      confirmed_at: '2026-11-26T15:00:00.000Z',
    });
    api.confirmPolicy.mockResolvedValue({
      policy_id: 5,
      version: 2,
      confirmed_at: '2026-11-26T15:00:00.000Z',
      created: true,
    });
    const { user } = hub('/hub/politicas-procedimentos/5');
    expect(
      await screen.findByRole('heading', { name: 'Política de Segurança da Informação' }),
    ).toBeVisible();
    expect(screen.getByText('Leitura obrigatória')).toBeVisible();
    expect(screen.getByText('Pendente')).toBeVisible();
    expect(screen.getByText('O que mudou: Dois fatores obrigatórios.')).toBeVisible();
    expect(screen.getByText('Há uma nova versão: leia e confirme novamente.')).toBeVisible();
    const agree = screen.getByRole('button', { name: 'Li e concordo' });
    expect(agree).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: /Li e concordo com a versão 2/ }));
    await user.click(agree);
    await waitFor(() => expect(api.confirmPolicy).toHaveBeenCalledWith(5, 2));
    expect(await screen.findByText('Leitura confirmada. Obrigado!')).toBeVisible();
    // 15:00 UTC is 12:00 in São Paulo.
    expect(
      await screen.findByText('Você confirmou a leitura da versão 2 em 26/11/2026 às 12:00.'),
    ).toBeVisible();
  });

  it('shows an older version read only, pointing at the current one', async () => {
    api.view.mockResolvedValue({
      ...POLICY,
      is_current: false,
      confirmed_at: '2026-07-30T12:00:00.000Z',
      document: { ...POLICY.document, version: 1, change_note: null },
    });
    hub('/hub/politicas-procedimentos/5?versao=1');
    expect(await screen.findByText(/Você está lendo a versão 1, que não vale mais/)).toBeVisible();
    expect(api.view).toHaveBeenCalledWith(5, 1);
    expect(screen.queryByRole('button', { name: 'Li e concordo' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Ler a versão vigente' })).toHaveAttribute(
      'href',
      '/hub/politicas-procedimentos/5',
    );
  });

  it('says when the policy does not exist or is not for this person', async () => {
    api.view.mockRejectedValue(new ApiError(404, { error: 'Política não encontrada.' }));
    hub('/hub/politicas-procedimentos/99');
    expect(await screen.findByRole('heading', { name: 'Política não encontrada' })).toBeVisible();
    expect(
      screen.getByRole('link', { name: 'Voltar para políticas e procedimentos' }),
    ).toBeVisible();
  });
});

describe('the staff policy form', () => {
  it("says the contract's messages, asks for profiles when the audience is chosen, then creates", async () => {
    api.savePolicy.mockResolvedValue({ id: 9 });
    const { user } = renderStaffPage(
      {
        '/politicas-internas/cadastro': <PolicyFormPage />,
        '/politicas-internas/:id': <p>registro</p>,
      },
      '/politicas-internas/cadastro',
    );
    await user.click(await screen.findByRole('button', { name: 'Cadastrar política' }));
    expect(await screen.findByText('Informe o título (de 3 a 160 caracteres).')).toBeVisible();
    expect(screen.getByText('Informe a categoria.')).toBeVisible();
    expect(api.savePolicy).not.toHaveBeenCalled();

    await user.type(screen.getByRole('textbox', { name: /^Título/ }), 'Política de brindes');
    await user.type(screen.getByRole('combobox', { name: /^Categoria/ }), 'Compliance');
    await user.click(screen.getByRole('radio', { name: 'Perfis escolhidos' }));
    await user.click(screen.getByRole('button', { name: 'Cadastrar política' }));
    expect(await screen.findByText('Escolha ao menos um perfil da equipe.')).toBeVisible();
    expect(api.savePolicy).not.toHaveBeenCalled();

    const profiles = screen
      .getAllByLabelText(/^Perfis/)
      .find((input) => input.getAttribute('aria-haspopup') === 'listbox');
    await user.click(profiles!);
    await user.click(await screen.findByRole('option', { name: 'Suporte' }));
    await user.click(screen.getByRole('button', { name: 'Cadastrar política' }));
    await waitFor(() => expect(api.savePolicy).toHaveBeenCalledTimes(1));
    expect(api.savePolicy.mock.calls[0]).toEqual([
      null,
      expect.objectContaining({
        title: 'Política de brindes',
        category: 'Compliance',
        audience: 'profiles',
        profile_ids: [5],
        required_reading: true,
        publish: false,
      }),
    ]);
  });
});
