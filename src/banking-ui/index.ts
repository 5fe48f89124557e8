/*
 * The banking UI layer's public API: what several widgets show the same way (money, dates,
 * account pickers, a payment's review and result, empty/error/loading states). Widgets import it
 * from here only; it imports only src/platform and src/runtime (their public indexes), antd and React.
 */
export { decimalOf, decimalOfCents, formatMoney, type MoneyAmount, type MoneyStyle } from './money.js';
export { formatDateTime, formatDay, formatWallClock, type DateLength } from './dates.js';
export { formattingOf, useFormatting, type Formatting } from './formatting.js';
export { AccountSelect, type AccountChoice, type AccountChoiceGroup, type AccountSelectProps } from './account-select.js';
export { accountChoice } from './account-choice.js';
export { accountFormWidget, type AccountFormContext } from './account-form-widget.js';
export {
  isRejected,
  PaymentBanner,
  PaymentResult,
  PaymentReview,
  type PaymentResultProps,
  type PaymentReviewProps,
  type ReviewLine,
} from './payment-steps.js';
export { EmptyState, ErrorState, LoadingState, SpokenOnly } from './states.js';
export { saveFile } from './save-file.js';
export { openNamedWindow, postToWindow } from './hand-off.js';
export { LeaveQuestion, type LeaveQuestionKeys } from './leave-question.js';
