import { formatPhone } from '../format/phone.ts';
import { formatTaxId } from '../format/tax-id.ts';
import { GENDER_VALUES, createUserSchema, updateUserSchema } from '../identity/users.contract.ts';
import { customerContactSchema, customerInputSchema } from '../store/store.contract.ts';
import {
  maskedText,
  optionalChoice,
  optionalText,
  pickedId,
  staffForm,
  text,
} from './staff-form.ts';

/** The staff forms about people: users and customers. */

const userFields = {
  name: text(),
  nickname: optionalText(),
  email: text(),
  identifier: maskedText(formatTaxId),
  phone_number: maskedText(formatPhone),
  gender: optionalChoice(GENDER_VALUES),
  birth_date: optionalText(),
  ocupation: optionalText(),
  profile_id: pickedId(),
  /** Only a new user's (staff set a password later through its own action). */
  password: text(),
};

export const userCreateForm = staffForm(createUserSchema, userFields);
export const userUpdateForm = staffForm(updateUserSchema, userFields, ({ password, ...user }) => {
  void password;
  return user;
});

export const customerCreateForm = staffForm(customerInputSchema, {
  name: text(),
  email: text(),
  identifier: maskedText(formatTaxId),
  phone_number: maskedText(formatPhone),
  birth_date: optionalText(),
});

/**
 * Name, CPF/CNPJ and birth date. `update-customer` takes the whole record, so the e-mail is held
 * as it is and sent back, and the phone is left out (unchanged); the contact form changes those.
 */
export const customerProfileForm = staffForm(customerInputSchema.omit({ phone_number: true }), {
  name: text(),
  identifier: maskedText(formatTaxId),
  birth_date: optionalText(),
  email: text(),
});

export const customerContactForm = staffForm(customerContactSchema, {
  email: text(),
  phone_number: maskedText(formatPhone),
});
