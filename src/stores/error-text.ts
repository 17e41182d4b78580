// The message a failed host call shows: the host's own, or a general one when it said nothing.
import { toApiError } from '../api';
import { __ } from '../i18n';

export const errorText = (error: unknown): string =>
  toApiError(error, __('An unknown error occurred.')).message;
