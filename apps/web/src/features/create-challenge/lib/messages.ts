// spec §5 Challenge and §8 Challenge: the words of the create form, in the active language (issue #20
// §1). Getters, so a message reads the language at the moment it is shown; the shared messages the
// form never shows stay as the server words them.
import { CHALLENGE_DESCRIPTION_MAX, CHALLENGE_MESSAGES, CHALLENGE_TITLE_MAX } from '@changamoto/shared/domain';
import { translate } from '@/lib/i18n';
import '../i18n';

export const CREATE_MESSAGES = {
  ...CHALLENGE_MESSAGES,
  get titleAndType() {
    return translate('create-challenge.validation.titleAndType');
  },
  get titleTooLong() {
    return translate('create-challenge.validation.titleTooLong', { max: CHALLENGE_TITLE_MAX });
  },
  get descriptionTooLong() {
    return translate('create-challenge.validation.descriptionTooLong', { max: CHALLENGE_DESCRIPTION_MAX });
  },
  get category() {
    return translate('create-challenge.validation.category');
  },
  get startDate() {
    return translate('create-challenge.validation.startDate');
  },
  get endDate() {
    return translate('create-challenge.validation.endDate');
  },
  get endAfterStart() {
    return translate('create-challenge.validation.endAfterStart');
  },
  get endInFuture() {
    return translate('create-challenge.validation.endInFuture');
  },
  get stake() {
    return translate('create-challenge.validation.stake');
  },
  get entryFee() {
    return translate('create-challenge.validation.entryFee');
  },
  get opponentRequired() {
    return translate('create-challenge.validation.opponentRequired');
  },
  get opponentSelf() {
    return translate('create-challenge.validation.opponentSelf');
  },
  get insufficientCreate() {
    return translate('create-challenge.messages.insufficient');
  },
  get created() {
    return translate('create-challenge.messages.created');
  },
  createdInvite: (opponent: string) => translate('create-challenge.messages.createdInvite', { opponent }),
  get loginRequired() {
    return translate('create-challenge.messages.loginRequired');
  },
  get imageType() {
    return translate('create-challenge.messages.imageType');
  },
  get imageSize() {
    return translate('create-challenge.messages.imageSize');
  },
  imageFailed: (message: string) => translate('create-challenge.messages.imageFailed', { message }),
  createFailed: (message: string) => translate('create-challenge.messages.createFailed', { message }),
  get unknown() {
    return translate('create-challenge.messages.unknown');
  },
};
