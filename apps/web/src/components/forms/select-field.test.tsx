import { staffAgendaEventForm } from '@app/shared';
import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import { renderStaffPage } from '../../test/staff-page.tsx';
import { FormCard, StaffFormFrame } from '../staff/staff-form-frame.tsx';
import { useStaffForm } from '../staff/use-staff-form.tsx';
import { labelKeyOf } from './form-fields.tsx';

beforeAll(() => {
  i18n.addResourceBundle('pt-BR', 'selecttest', {
    event: {
      customer: 'Cliente',
      noCustomer: 'Nenhum cliente',
      kind: 'Tipo',
      kindField: 'Tipo do evento',
      kindHint: 'Reunião ou tarefa.',
    },
  });
});

const EVENT = {
  id: 4,
  customer_id: 12,
  kind: 'meeting',
};

type EventRecord = { id: number; customer_id: number | null; kind: string };

/** A stored event's form, saved nowhere: what each pick below is drawn in. */
function useEventForm(record: EventRecord, texts: string) {
  return useStaffForm({
    form: staffAgendaEventForm,
    record,
    save: () => Promise.resolve(record),
    lists: [],
    texts,
  });
}

function EventCard({
  staff,
  children,
}: {
  staff: ReturnType<typeof useEventForm>;
  children: ReactNode;
}) {
  return (
    <StaffFormFrame staff={staff}>
      <FormCard label="Evento">{children}</FormCard>
    </StaffFormFrame>
  );
}

/** Two picks of a stored event: its customer (null is "none") and one that may not be undone. */
function EventPicks() {
  const staff = useEventForm(EVENT, 'test:event');
  const { SelectField } = staff.fields;
  return (
    <EventCard staff={staff}>
      <SelectField name="customer_id" label="Cliente" data={[{ value: '12', label: 'Carla' }]} />
      <SelectField
        name="customer_id"
        label="Cliente fixo"
        data={[{ value: '12', label: 'Carla' }]}
        allowDeselect={false}
      />
    </EventCard>
  );
}

describe('SelectField', () => {
  it('can be cleared where the contract takes null, unless the pick may not be undone', async () => {
    renderStaffPage({ '/evento': <EventPicks /> }, '/evento');
    const [free, fixed] = await screen.findAllByDisplayValue('Carla');
    // Mantine's clear button sits in the input's right section, beside the input.
    const clearOf = (input: HTMLElement) =>
      input.closest('.mantine-Select-root')?.querySelector('button');
    expect(clearOf(free!)).toBeTruthy();
    expect(clearOf(fixed!)).toBeFalsy();
  });
});

/** A pick of records by id, its words from the form's texts by the field's name alone. */
const NO_CUSTOMER: EventRecord = {
  ...EVENT,
  customer_id: null,
};

function RecordPick() {
  const staff = useEventForm(NO_CUSTOMER, 'selecttest:event');
  const { SelectField } = staff.fields;
  return (
    <EventCard staff={staff}>
      <SelectField name="customer_id" options={[{ id: 12, name: 'Carla' }]} />
      <SelectField name="kind" data={[{ value: 'meeting', label: 'Reunião' }]} />
    </EventCard>
  );
}

/** A field whose label is another word keeps the hint of its name. */
function RenamedPick() {
  const staff = useEventForm(NO_CUSTOMER, 'selecttest:event');
  const { SelectField } = staff.fields;
  return (
    <EventCard staff={staff}>
      <SelectField
        name="kind"
        label="kindField"
        hint
        data={[{ value: 'meeting', label: 'Reunião' }]}
      />
    </EventCard>
  );
}

describe('labelKeyOf', () => {
  it("reads a field's name as its label key, without how the API holds it", () => {
    expect(labelKeyOf('category_id')).toBe('category');
    expect(labelKeyOf('profile_ids')).toBe('profile');
    expect(labelKeyOf('description_html')).toBe('description');
    expect(labelKeyOf('min_cart_cents')).toBe('minCart');
    expect(labelKeyOf('title')).toBe('title');
    expect(labelKeyOf('card.holder_name')).toBe('card.holder_name');
  });
});

describe('SelectField of records', () => {
  it('is labelled from its name, says its "none" word while empty, and can be searched', async () => {
    renderStaffPage({ '/evento': <RecordPick /> }, '/evento');
    const customer = await screen.findByPlaceholderText('Nenhum cliente');
    expect(customer).toHaveAccessibleName('Cliente');
    expect(customer).not.toHaveAttribute('readonly');
    // A pick of values (not records) keeps Mantine's default: no search, no "none" word.
    const kind = screen.getByDisplayValue('Reunião');
    expect(kind).toHaveAccessibleName(/Tipo/);
    expect(kind).toHaveAttribute('readonly');
    expect(kind).not.toHaveAttribute('placeholder');
  });
});

describe('a field whose label is another word', () => {
  it("reads its hint under its name when its label's has none", async () => {
    renderStaffPage({ '/evento': <RenamedPick /> }, '/evento');
    const kind = await screen.findByDisplayValue('Reunião');
    expect(kind).toHaveAccessibleName(/Tipo do evento/);
    expect(kind).toHaveAccessibleDescription('Reunião ou tarefa.');
  });
});
