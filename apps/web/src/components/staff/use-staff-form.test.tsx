import { notifications } from '@mantine/notifications';
import { categoryForm } from '@app/shared';
import type { FormValuesOf } from '@app/shared';
import { queryOptions } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import { Link } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import { ApiError } from '../../lib/api-client/api-error.ts';
import { renderStaffPage } from '../../test/staff-page.tsx';
import IconUserStar from '@tabler/icons-react/dist/esm/icons/IconUserStar.mjs';
import {
  DeleteAction,
  FormActions,
  FormCard,
  StaffFormFrame,
  StaffFormPage,
} from './staff-form-frame.tsx';
import { staffRecords } from './staff-records.ts';
import { useStaffForm } from './use-staff-form.tsx';
import type { DeleteOutcome, StaffForm, StaffTexts } from './use-staff-form.tsx';

interface Thing {
  id: number;
  name: string;
  slug: string;
  description: string | null;
}

const STORED: Thing = { id: 7, name: 'Criptomoedas', slug: 'cripto', description: null };

beforeAll(() => {
  i18n.addResourceBundle('pt-BR', 'test', {
    things: {
      created: 'Categoria criada.',
      saved: 'Alterações salvas.',
      deleted: 'Categoria excluída.',
      delete: 'Excluir',
      deleteTitle: 'Excluir categoria',
      deleteText: 'Excluir "{{title}}"? Esta ação não pode ser desfeita.',
      confirmDelete: 'Excluir categoria',
      cancel: 'Cancelar',
      create: 'Criar categoria',
      save: 'Salvar',
      name: 'Nome',
      slug: 'Endereço',
      description: 'Descrição',
    },
  });
});

afterEach(() => {
  act(() => notifications.clean());
});

interface Api {
  load: (id: number) => Promise<Thing>;
  save: (id: number | null, input: unknown) => Promise<Thing>;
  remove: (id: number) => Promise<DeleteOutcome | void>;
}

function ThingPage({ api, stay, conflicts }: { api: Api; stay: boolean; conflicts: boolean }) {
  const staff = useStaffForm({
    form: categoryForm,
    load: (id: number) =>
      queryOptions({ queryKey: ['find-thing', id], queryFn: () => api.load(id) }),
    save: api.save,
    remove: api.remove,
    lists: [['list-things']],
    listPath: '/coisas',
    ...(stay ? { recordPath: (saved: Thing) => `/coisas/${saved.id}` } : {}),
    texts: 'test:things',
    errors: { conflicts },
  });
  const { TextField, TextAreaField } = staff.fields;
  return (
    <StaffFormFrame staff={staff}>
      <h1>{staff.record ? staff.record.name : 'Nova categoria'}</h1>
      <DeleteAction />
      <FormCard label="Categoria" plain>
        <TextField name="name" label="name" />
        <TextField name="slug" label="slug" />
        <TextAreaField name="description" label="description" />
        <FormActions />
      </FormCard>
      <Link to="/outra">Outra página</Link>
    </StaffFormFrame>
  );
}

/** The name alone with the form's buttons: what the route-table and kind cases fill in. */
function NameCard({ staff }: { staff: StaffForm<FormValuesOf<typeof categoryForm>, Thing> }) {
  const { TextField } = staff.fields;
  return (
    <StaffFormFrame staff={staff}>
      <FormCard label="Categoria" actions>
        <TextField name="name" />
      </FormCard>
    </StaffFormFrame>
  );
}

function setup({ stay = false, conflicts = false, path = '/coisas/cadastro' } = {}) {
  const api = {
    load: vi.fn<Api['load']>().mockResolvedValue(STORED),
    save: vi.fn<Api['save']>(),
    remove: vi.fn<Api['remove']>().mockResolvedValue(undefined),
  };
  const page = <ThingPage api={api} stay={stay} conflicts={conflicts} />;
  const rendered = renderStaffPage(
    {
      '/coisas': <p>A lista</p>,
      '/coisas/cadastro': page,
      '/coisas/:id': page,
      '/outra': <p>Outra página aberta</p>,
    },
    path,
  );
  const invalidated = vi.spyOn(rendered.queryClient, 'invalidateQueries');
  return { api, invalidated, ...rendered };
}

describe('useStaffForm', () => {
  it('checks with the shared schema before anything is sent', async () => {
    const { api, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Criar categoria' }));
    expect(await screen.findByText('Informe o nome da categoria.')).toBeInTheDocument();
    expect(api.save).not.toHaveBeenCalled();
  });

  it('sends what the API reads, says it saved in pt-BR, refreshes the list and goes back to it', async () => {
    const { api, history, invalidated, user } = setup();
    api.save.mockResolvedValue({ ...STORED, id: 8, name: 'Ações' });
    await user.type(screen.getByRole('textbox', { name: 'Nome' }), 'Ações');
    await user.click(screen.getByRole('button', { name: 'Criar categoria' }));
    await waitFor(() => expect(history.location.pathname).toBe('/coisas'));
    expect(api.save).toHaveBeenCalledWith(null, { name: 'Ações', slug: null, description: null });
    expect(invalidated).toHaveBeenCalledWith({ queryKey: ['list-things'] });
    expect(await screen.findByText('Categoria criada.')).toBeInTheDocument();
    expect(await screen.findByText('A lista')).toBeInTheDocument();
    expect(screen.queryByText('Sair sem salvar?')).not.toBeInTheDocument();
  });

  it("marks what the shared contract asks of each field: required, and its text's length", () => {
    setup();
    const name = screen.getByRole('textbox', { name: 'Nome' });
    expect(name).toBeRequired();
    expect(name).toHaveAttribute('maxlength', '120');
    expect(screen.getByLabelText('Endereço')).not.toBeRequired();
    expect(screen.getByLabelText('Descrição')).toHaveAttribute('maxlength', '1000');
  });

  it('loads the record of the route and shows its values', async () => {
    const { api } = setup({ path: '/coisas/7' });
    expect(await screen.findByRole('heading', { name: 'Criptomoedas' })).toBeInTheDocument();
    expect(api.load).toHaveBeenCalledWith(7);
    expect(screen.getByRole('textbox', { name: 'Nome' })).toHaveValue('Criptomoedas');
    expect(screen.getByLabelText('Endereço')).toHaveValue('cripto');
    expect(screen.getByLabelText('Descrição')).toHaveValue('');
  });

  it("places the API's field errors under their fields", async () => {
    const { api, history, user } = setup({ path: '/coisas/7' });
    api.save.mockRejectedValue(
      new ApiError(400, { error: { slug: ['Use apenas letras minúsculas.'] } }),
    );
    await user.click(await screen.findByRole('button', { name: 'Salvar' }));
    const slug = screen.getByLabelText('Endereço');
    expect(await screen.findByText('Use apenas letras minúsculas.')).toBeInTheDocument();
    expect(slug).toHaveAttribute('aria-invalid', 'true');
    expect(slug).toHaveAccessibleDescription('Use apenas letras minúsculas.');
    expect(history.location.pathname).toBe('/coisas/7');
  });

  it('places a conflict (409) under its field where the form asks for it, else toasts it', async () => {
    const taken = new ApiError(409, { error: { slug: ['Este valor já está em uso.'] } });
    const first = setup({ path: '/coisas/7', conflicts: true });
    first.api.save.mockRejectedValue(taken);
    await first.user.click(await screen.findByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Este valor já está em uso.')).toBeInTheDocument();
    expect(screen.getByLabelText('Endereço')).toHaveAttribute('aria-invalid', 'true');
  });

  it('toasts a conflict the form does not place', async () => {
    const { api, user } = setup({ path: '/coisas/7' });
    api.save.mockRejectedValue(
      new ApiError(409, { error: { slug: ['Este valor já está em uso.'] } }),
    );
    await user.click(await screen.findByRole('button', { name: 'Salvar' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Este valor já está em uso.');
    expect(screen.getByLabelText('Endereço')).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('asks before leaving unsaved changes, and lets people stay or leave', async () => {
    const { history, user } = setup({ path: '/coisas/7' });
    await user.type(await screen.findByLabelText('Descrição'), 'Moedas digitais');
    await user.click(screen.getByRole('link', { name: 'Outra página' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sair sem salvar?' });
    expect(history.location.pathname).toBe('/coisas/7');
    await user.click(within(dialog).getByRole('button', { name: 'Continuar editando' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText('Descrição')).toHaveValue('Moedas digitais');

    await user.click(screen.getByRole('link', { name: 'Outra página' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Sair sem salvar?' })).getByRole('button', {
        name: 'Sair sem salvar',
      }),
    );
    await waitFor(() => expect(history.location.pathname).toBe('/outra'));
  });

  it('does not ask when nothing changed, nor after a save', async () => {
    const { api, history, user } = setup({ path: '/coisas/7', stay: true });
    api.save.mockImplementation((_id, input) =>
      Promise.resolve({ ...STORED, ...(input as Partial<Thing>) }),
    );
    await user.type(await screen.findByLabelText('Descrição'), 'Moedas digitais');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Alterações salvas.')).toBeInTheDocument();
    // Staying on the record: what was saved is what the form holds now.
    expect(history.location.pathname).toBe('/coisas/7');
    expect(screen.getByLabelText('Descrição')).toHaveValue('Moedas digitais');
    await user.click(screen.getByRole('link', { name: 'Outra página' }));
    await waitFor(() => expect(history.location.pathname).toBe('/outra'));
    expect(screen.queryByText('Sair sem salvar?')).not.toBeInTheDocument();
  });

  it('asks before deleting, then deletes, says so and goes back to the list', async () => {
    const { api, history, invalidated, user } = setup({ path: '/coisas/7' });
    await user.type(await screen.findByLabelText('Descrição'), 'algo');
    await user.click(screen.getByRole('button', { name: 'Excluir' }));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir categoria' });
    expect(dialog).toHaveTextContent('Excluir "Criptomoedas"? Esta ação não pode ser desfeita.');
    expect(api.remove).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.remove).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Excluir' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Excluir categoria' })).getByRole('button', {
        name: 'Excluir categoria',
      }),
    );
    await waitFor(() => expect(history.location.pathname).toBe('/coisas'));
    expect(api.remove).toHaveBeenCalledWith(7);
    expect(invalidated).toHaveBeenCalledWith({ queryKey: ['list-things'] });
    expect(await screen.findByText('Categoria excluída.')).toBeInTheDocument();
    // The unsaved description did not hold the delete back.
    expect(screen.queryByText('Sair sem salvar?')).not.toBeInTheDocument();
  });

  it('keeps the page when the delete fails, and says why', async () => {
    const { api, history, user } = setup({ path: '/coisas/7' });
    api.remove.mockRejectedValue(
      new ApiError(409, { error: 'Esta categoria está em uso e não pode ser excluída.' }),
    );
    await user.click(await screen.findByRole('button', { name: 'Excluir' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Excluir categoria' })).getByRole('button', {
        name: 'Excluir categoria',
      }),
    );
    expect(
      await screen.findByText('Esta categoria está em uso e não pode ser excluída.'),
    ).toBeInTheDocument();
    expect(history.location.pathname).toBe('/coisas/7');
  });
  describe('from the route table', () => {
    interface TableOptions {
      opensRecord?: boolean;
      listPath?: string;
    }

    /** A coupon-like form at the table's `/cupons` routes: nothing says its list or permission. */
    function TablePage({ save, ...options }: TableOptions & { save: Api['save'] }) {
      const staff = useStaffForm({
        form: categoryForm,
        save,
        lists: [['list-things']],
        ...options,
        texts: 'test:things',
      });
      return <NameCard staff={staff} />;
    }

    function setupTable(options: TableOptions, rules?: Parameters<typeof renderStaffPage>[2]) {
      const save = vi.fn<Api['save']>().mockResolvedValue({ ...STORED, id: 8, name: 'Ações' });
      const page = <TablePage {...options} save={save} />;
      return renderStaffPage(
        {
          '/cupons': <p>A lista de cupons</p>,
          '/cupons/cadastro': page,
          '/cupons/:id': page,
          '/outra': <p>Outra página aberta</p>,
        },
        '/cupons/cadastro',
        rules,
      );
    }

    async function createIn({ user }: ReturnType<typeof setupTable>) {
      await user.type(screen.getByRole('textbox', { name: 'Nome' }), 'Ações');
      await user.click(screen.getByRole('button', { name: 'Criar categoria' }));
    }

    it('goes back to the list of the route after a save', async () => {
      const page = setupTable({});
      await createIn(page);
      await waitFor(() => expect(page.history.location.pathname).toBe('/cupons'));
      expect(await screen.findByText('A lista de cupons')).toBeInTheDocument();
    });

    it("opens the record's page of the route after a save when asked", async () => {
      const page = setupTable({ opensRecord: true });
      await createIn(page);
      await waitFor(() => expect(page.history.location.pathname).toBe('/cupons/8'));
    });

    it("asks the route's permission before offering to save", async () => {
      setupTable({}, [{ action: 'read', subject: 'Cupons' }]);
      expect(await screen.findByRole('textbox', { name: 'Nome' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Criar categoria' })).not.toBeInTheDocument();
    });

    it('lets a form say its own list instead', async () => {
      const page = setupTable({ listPath: '/outra' });
      await createIn(page);
      await waitFor(() => expect(page.history.location.pathname).toBe('/outra'));
    });
  });

  describe('a kind of record bound with its words (staffRecords)', () => {
    const things = (save: Api['save']) =>
      staffRecords({ save, lists: [['list-things']] }, { texts: 'test:things' });

    function KindPage({ save, texts }: { save: Api['save']; texts?: string }) {
      const staff = useStaffForm({
        form: categoryForm,
        records: things(save),
        ...(texts ? { texts } : {}),
      });
      return <NameCard staff={staff} />;
    }

    beforeAll(() => {
      i18n.addResourceBundle('pt-BR', 'test', {
        otherThings: { created: 'Outra coisa criada.', create: 'Criar outra coisa', name: 'Nome' },
      });
    });

    function setupKind(texts?: string) {
      const save = vi.fn<Api['save']>().mockResolvedValue({ ...STORED, id: 8, name: 'Ações' });
      const page = <KindPage save={save} {...(texts ? { texts } : {})} />;
      return {
        save,
        ...renderStaffPage(
          { '/cupons': <p>A lista</p>, '/cupons/cadastro': page },
          '/cupons/cadastro',
        ),
      };
    }

    it('speaks its words and saves through its calls', async () => {
      const { user, save } = setupKind();
      await user.click(await screen.findByRole('button', { name: 'Criar categoria' }));
      expect(await screen.findByText('Informe o nome da categoria.')).toBeInTheDocument();
      expect(save).not.toHaveBeenCalled();
      await user.type(screen.getByRole('textbox', { name: 'Nome' }), 'Ações');
      await user.click(screen.getByRole('button', { name: 'Criar categoria' }));
      await waitFor(() =>
        expect(save).toHaveBeenCalledWith(null, expect.objectContaining({ name: 'Ações' })),
      );
      expect(await screen.findByText('Categoria criada.')).toBeInTheDocument();
    });

    it('lets a page say other words', async () => {
      const { user } = setupKind('test:otherThings');
      await user.type(await screen.findByRole('textbox', { name: 'Nome' }), 'Ações');
      await user.click(screen.getByRole('button', { name: 'Criar outra coisa' }));
      expect(await screen.findByText('Outra coisa criada.')).toBeInTheDocument();
    });
  });

  describe("a kind's page (StaffFormPage)", () => {
    type Flagged = Thing & { active: boolean };

    beforeAll(() => {
      i18n.addResourceBundle('pt-BR', 'test', {
        kinds: {
          common: { active: 'Ativa', inactive: 'Inativa' },
          things: {
            back: 'Voltar às coisas',
            new: 'Nova coisa',
            edit: 'Editar coisa',
            delete: 'Excluir',
            deleteConfirm: 'Excluir "{{title}}"?',
            cancel: 'Cancelar',
            save: 'Salvar',
            notFound: 'Coisa não encontrada',
            notFoundText: 'Ela pode ter sido excluída.',
            name: 'Nome',
          },
        },
      });
    });

    const kind = (
      load: (id: number) => Promise<Flagged>,
      texts: StaffTexts = 'test:kinds.things',
    ) =>
      staffRecords(
        {
          load: (id: number) =>
            queryOptions({ queryKey: ['find-kind-thing', id], queryFn: () => load(id) }),
          save: vi.fn<(id: number | null, input: unknown) => Promise<Flagged>>(),
          remove: vi.fn<(id: number) => Promise<void>>(),
          lists: [['list-kind-things']],
        },
        { texts, icon: IconUserStar, label: (thing) => thing.slug },
      );

    function KindPage({
      records,
      staffOnly,
    }: {
      records: ReturnType<typeof kind>;
      staffOnly?: boolean;
    }) {
      const staff = useStaffForm({ form: categoryForm, records });
      const { TextField } = staff.fields;
      return (
        <StaffFormPage staff={staff} state="active" staffOnly={staffOnly}>
          <FormCard label="Coisa" actions>
            <TextField name="name" />
          </FormCard>
        </StaffFormPage>
      );
    }

    function open(
      records: ReturnType<typeof kind>,
      path = '/cupons/7',
      {
        staffOnly = false,
        rules,
      }: { staffOnly?: boolean; rules?: Parameters<typeof renderStaffPage>[2] } = {},
    ) {
      const page = <KindPage records={records} staffOnly={staffOnly} />;
      return renderStaffPage(
        { '/cupons': <p>A lista</p>, '/cupons/cadastro': page, '/cupons/:id': page },
        path,
        rules,
      );
    }

    it("titles a stored record by the kind's label, names it so to delete it and shows its state in the section's common words", async () => {
      const { user } = open(kind(() => Promise.resolve({ ...STORED, active: false })));
      expect(await screen.findByRole('heading', { name: 'cripto' })).toBeInTheDocument();
      expect(screen.getByText('Inativa')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Excluir' }));
      expect(await screen.findByText('Excluir "cripto"?')).toBeInTheDocument();
    });

    it("titles it with the kind's edit word where the kind names one", async () => {
      open(
        kind(() => Promise.resolve({ ...STORED, active: true }), {
          prefix: 'test:kinds.things',
          edit: 'kinds.things.edit',
        }),
      );
      expect(await screen.findByRole('heading', { name: 'Editar coisa' })).toBeInTheDocument();
      expect(screen.getByText('Ativa')).toBeInTheDocument();
    });

    it("shows the kind's icon and words, and the way back, where a record cannot be opened", async () => {
      open(kind(() => Promise.reject(new ApiError(404, { message: 'Não encontrado.' }))));
      expect(
        await screen.findByRole('heading', { name: 'Coisa não encontrada' }),
      ).toBeInTheDocument();
      expect(screen.getByText('Ela pode ter sido excluída.')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Voltar às coisas' })).toHaveAttribute(
        'href',
        '/cupons',
      );
      expect(document.querySelector('.tabler-icon-user-star')).not.toBeNull();
    });

    it('sends a visitor to sign in first on a staff-only page, the form kept from them', async () => {
      const { history } = open(
        kind(() => Promise.resolve({ ...STORED, active: true })),
        '/cupons/cadastro',
        {
          staffOnly: true,
          rules: [{ action: 'read', subject: 'Cupons' }],
        },
      );
      await waitFor(() => expect(history.location.pathname).toBe('/login'));
      expect(screen.queryByRole('textbox', { name: 'Nome' })).not.toBeInTheDocument();
    });
  });
});
