import { staffAgendaEventForm } from '@app/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderStaffPage } from '../../test/staff-page.tsx';
import { FormCard, StaffFormFrame } from '../staff/staff-form-frame.tsx';
import { useStaffForm } from '../staff/use-staff-form.tsx';

const EVENT = {
  id: 4,
  customer_id: 12,
  kind: 'meeting',
};

/** Two picks of a stored event: its customer (null is "none") and one that may not be undone. */
function EventPicks() {
  const staff = useStaffForm({
    form: staffAgendaEventForm,
    record: EVENT,
    save: () => Promise.resolve(EVENT),
    lists: [],
    texts: 'test:event',
  });
  const { SelectField } = staff.fields;
  return (
    <StaffFormFrame staff={staff}>
      <FormCard label="Evento">
        <SelectField name="customer_id" label="Cliente" data={[{ value: '12', label: 'Carla' }]} />
        <SelectField
          name="customer_id"
          label="Cliente fixo"
          data={[{ value: '12', label: 'Carla' }]}
          allowDeselect={false}
        />
      </FormCard>
    </StaffFormFrame>
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
