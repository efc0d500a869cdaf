/**
 * A failed call as a user reads it: the translated message for its status (see
 * domain/i18n/errors), with the server's own message as detail only where it names the input.
 */
import { useTranslation } from 'react-i18next';
import { errorMessageKey, showsServerDetail } from '../../domain/i18n/errors';
import { ApiError } from './http';

/** The status an error stands for: an answer's, 0 for no answer (fetch's TypeError), else 500. */
const statusOf = (error: Error) => (error instanceof ApiError ? error.status : error instanceof TypeError ? 0 : 500);

export const useErrorText = () => {
  const { t } = useTranslation();
  return (error: Error) => {
    const status = statusOf(error);
    const text = t(errorMessageKey(status));
    return showsServerDetail(status) && error.message ? `${text} (${error.message})` : text;
  };
};
