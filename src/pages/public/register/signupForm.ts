import type { RegisterRequest } from '../../../api/types';
import { SIGNUP_OPTIONS } from '../../../constants/messages';

export interface SignupValues {
  fullName: string;
  email: string;
  password: string;
  passwordConfirmation: string;
  company: string;
  country: string;
  serviceQuestion: string;
  serviceOtherReason: string;
  interestQuestion: string;
  interestOtherReason: string;
}

export const emptySignup: SignupValues = {
  fullName: '',
  email: '',
  password: '',
  passwordConfirmation: '',
  company: '',
  country: '',
  serviceQuestion: '',
  serviceOtherReason: '',
  interestQuestion: '',
  interestOtherReason: '',
};

/** Spec section 5: an 'Other' reason has at least 5 characters. */
export const MIN_OTHER_REASON = 5;

/** The free-text reason is sent instead of 'other'. */
const answer = (choice: string, reason: string): string => (choice === SIGNUP_OPTIONS.other ? reason.trim() : choice);

export function toRegisterRequest(values: SignupValues, responseToken: string): RegisterRequest {
  return {
    full_name: values.fullName.trim(),
    email: values.email.trim(),
    password: values.password,
    password_confirmation: values.passwordConfirmation,
    response_token: responseToken,
    metadata: {
      services_question: answer(values.serviceQuestion, values.serviceOtherReason),
      interest_question: answer(values.interestQuestion, values.interestOtherReason),
      company: values.company.trim(),
      country: values.country,
    },
  };
}

/** Server field names mapped to the form's, so a 400's field errors land under the right inputs. */
export const SERVER_FIELDS: Record<string, keyof SignupValues> = {
  full_name: 'fullName',
  email: 'email',
  password: 'password',
  password_confirmation: 'passwordConfirmation',
  'metadata.company': 'company',
  'metadata.country': 'country',
  'metadata.services_question': 'serviceQuestion',
  'metadata.interest_question': 'interestQuestion',
};
