import { formatPhone } from '../format/phone.ts';
import { formatTaxId } from '../format/tax-id.ts';
import {
  GENDER_VALUES,
  createUserSchema,
  updateOwnProfileSchema,
  updateUserSchema,
} from '../identity/users.contract.ts';
import {
  DATA_REQUEST_KIND_VALUES,
  answerDataRequestInputSchema,
  createDataRequestInputSchema,
  deleteMyAccountInputSchema,
} from '../identity/data-rights.contract.ts';
import { landingLeadInputSchema } from '../learning/landings.contract.ts';
import { customerContactSchema, customerInputSchema } from '../store/customers.contract.ts';
import {
  choice,
  maskedText,
  optionalChoice,
  optionalText,
  pickedId,
  defineForm,
  text,
} from './staff-form.ts';

/** The forms about people: users and customers (staff), one's own profile, a landing's lead. */

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

export const userCreateForm = defineForm(createUserSchema, userFields);
export const userUpdateForm = defineForm(updateUserSchema, userFields, ({ password, ...user }) => {
  void password;
  return user;
});

export const customerCreateForm = defineForm(customerInputSchema, {
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
export const customerProfileForm = defineForm(customerInputSchema.omit({ phone_number: true }), {
  name: text(),
  identifier: maskedText(formatTaxId),
  birth_date: optionalText(),
  email: text(),
});

export const customerContactForm = defineForm(customerContactSchema, {
  email: text(),
  phone_number: maskedText(formatPhone),
});

/** The person's own data (`/perfil`): name, nickname, phone and CPF/CNPJ. */
export const ownProfileForm = defineForm(updateOwnProfileSchema, {
  name: text(),
  nickname: optionalText(),
  phone_number: maskedText(formatPhone),
  identifier: maskedText(formatTaxId),
});

/** A landing page's lead: name, e-mail and an optional phone (a signed-in person's come filled). */
export const landingLeadForm = defineForm(landingLeadInputSchema, {
  name: text(),
  email: text(),
  phone_number: maskedText(formatPhone),
});

/** Deleting one's own account: the password and the typed word (LGPD art. 18, VI). */
export const deleteMyAccountForm = defineForm(deleteMyAccountInputSchema, {
  password: text(),
  confirmation: text(),
});

/** A request staff register for a customer (kind and what was asked, through which channel). */
export const dataRequestForm = defineForm(createDataRequestInputSchema, {
  kind: choice(DATA_REQUEST_KIND_VALUES, 'correction'),
  note: text(),
});

/** Staff's answer to a data subject's request. */
export const dataRequestAnswerForm = defineForm(answerDataRequestInputSchema, {
  answer: text(),
});
